// The append-only results log: one GameRecord per line as JSON, flushed and
// fsync'd as each game ends, so a killed tournament loses nothing finished.
#ifndef HARNESS_RESULTS_RESULTS_LOG_H_
#define HARNESS_RESULTS_RESULTS_LOG_H_

#include <cstdio>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "harness/results/tournament_games.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// What reading a log finds besides its games.
struct LogReading {
  // Set when the last line was cut short (a kill mid-write): it is ignored,
  // and this says so in one line.
  std::string warning;
  // Bytes of the file holding complete records (where appending resumes).
  int64_t valid_bytes = 0;
};

struct LoadedResults : LogReading {
  std::vector<tourney::v1::GameRecord> records;  // every game once, in log order
  int duplicates = 0;                            // repeated lines dropped
};

// Reads a results log, trusting none of it. Errors name FILE:LINE: a
// corrupt line anywhere but last, a line that is not a game record (no
// tournament id, players or scores), a game of a second tournament, a game
// twice with different outcomes (see TournamentGames). A game twice with the
// same outcome counts once. A corrupt or truncated last line is reported
// and ignored.
absl::StatusOr<LoadedResults> ReadResults(const std::string& path);

// The same, adding the games to `games`, which may already hold games of
// other logs of the tournament (its shards, see merge.h).
absl::StatusOr<LogReading> ReadResultsInto(const std::string& path, TournamentGames* games);

// One line of the log: protobuf JSON with the proto's field names; empty
// fields are left out (a 60-ply Reversi game with its decisions takes about
// 2-4 KB, see README.md).
std::string RecordToJson(const tourney::v1::GameRecord& record);

// The record without what differs between replays of one game: when and
// how long it ran, and every measured time (per decision, engine-reported,
// clocks left). Under node or depth limits this is all a replay must match.
tourney::v1::GameRecord WithoutTimes(tourney::v1::GameRecord record);

class ResultsLog {
 public:
  // Opens `path` for appending after `valid_bytes` (anything after it, a
  // truncated record, is cut off). Creates the file and its directory.
  static absl::StatusOr<std::unique_ptr<ResultsLog>> Open(const std::string& path,
                                                          int64_t valid_bytes);
  ~ResultsLog();

  // Appends one record and makes it durable before returning. Thread-safe.
  absl::Status Append(const tourney::v1::GameRecord& record);

  const std::string& path() const { return path_; }

 private:
  ResultsLog(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}

  std::string path_;
  int fd_;
  absl::Mutex mutex_;
};

}  // namespace harness

#endif  // HARNESS_RESULTS_RESULTS_LOG_H_
