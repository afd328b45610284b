// The append-only results log: one GameRecord per line as JSON, flushed and
// fsync'd as each game ends, so a killed tournament loses nothing finished.
#ifndef HARNESS_RESULTS_RESULTS_LOG_H_
#define HARNESS_RESULTS_RESULTS_LOG_H_

#include <cstdio>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct LoadedResults {
  std::vector<tourney::v1::GameRecord> records;
  // Set when the last line was cut short (a kill mid-write): it is ignored,
  // and this says so in one line.
  std::string warning;
  // Bytes of the file holding complete records (where appending resumes).
  int64_t valid_bytes = 0;
};

// Reads a results log. A corrupt line anywhere but last is an error naming
// the line; a corrupt or truncated last line is reported and ignored.
absl::StatusOr<LoadedResults> ReadResults(const std::string& path);

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
