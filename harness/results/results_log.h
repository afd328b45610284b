// The append-only results log: one GameRecord per line as JSON, flushed and
// fsync'd as each game ends, so a killed tournament loses nothing finished.
#ifndef HARNESS_RESULTS_RESULTS_LOG_H_
#define HARNESS_RESULTS_RESULTS_LOG_H_

#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

class CappedLines;

// What reading a log finds besides its games.
struct LogReading {
  // Set when the last line was cut short (a kill mid-write): it is ignored,
  // and this says so in one line.
  std::string warning;
  // Bytes of the file holding complete records (where appending resumes).
  int64_t valid_bytes = 0;
};

// The longest line a log may hold: far past any record the harness writes
// (ResultsLog::Write keeps under it), small enough to hold in memory.
inline constexpr size_t kRecordCapBytes = size_t{16} << 20;

// A results log read a record at a time, a line at a time (its size does
// not matter), trusting none of it. Only a regular file is read: a FIFO, a
// device, a socket or a directory is refused in one line (regular_file.h),
// and so is a line past kRecordCapBytes. Errors name FILE:LINE: a corrupt line
// anywhere but last, a line that is not a game record (no tournament id,
// players or scores). A last line cut short (no line end, and it starts as
// a record does) is reported and ignored; any other unreadable last line is
// an error like one in the middle. Which records are the same game is game_scan.h's business.
class LogReader {
 public:
  // `stop_requested` (if set) is asked before each line: true ends the
  // reading with a Cancelled error (a signal during a long read).
  explicit LogReader(std::string path, std::function<bool()> stop_requested = nullptr);
  ~LogReader();
  // The next game record into `record`, with its FILE:LINE into `origin`:
  // true; false at the end of the log (reading() then holds any warning and
  // the valid bytes). Errors in one line.
  absl::StatusOr<bool> Next(tourney::v1::GameRecord* record, std::string* origin);
  const LogReading& reading() const { return reading_; }

 private:
  absl::StatusOr<bool> ReadNext(tourney::v1::GameRecord* record, std::string* origin);

  std::string path_;
  std::function<bool()> stop_requested_;
  absl::Status opened_;
  std::unique_ptr<CappedLines> lines_;
  LogReading reading_;
  int64_t line_number_ = 0;
  bool done_ = false;
};

// Lines in a log (a last line without its end counts): what reading it
// will find, at most, counted without parsing, up to a line past the cap.
// 0 if it cannot be read.
int64_t CountLogLines(const std::string& path);

struct LoadedResults : LogReading {
  std::vector<tourney::v1::GameRecord> records;  // every game once, in log order
  int64_t duplicates = 0;                        // repeated lines dropped
};

// A whole (small) log in memory, each game once as ScanGames reads it: for
// tests and tools. The harness's own commands stream (log_summary.h).
absl::StatusOr<LoadedResults> ReadResults(const std::string& path);

// One line of the log: protobuf JSON with the proto's field names; empty
// fields are left out (a 60-ply Reversi game with its decisions takes about
// 2-4 KB, see docs/results.md).
// A Swiss bye is logged as a record of its own: one player, this
// termination, no game. Ratings and game lists skip it; the Swiss
// standings count it as a won match.
inline constexpr char kByeTermination[] = "bye";
inline bool IsBye(const tourney::v1::GameRecord& record) {
  return record.termination() == kByeTermination;
}

std::string RecordToJson(const tourney::v1::GameRecord& record);

// The record without what differs between replays of one game: when and
// how long it ran, and every measured time (per decision, engine-reported,
// clocks left). Under node or depth limits this is all a replay must match.
tourney::v1::GameRecord WithoutTimes(tourney::v1::GameRecord record);

class ResultsLog {
 public:
  // Opens `path` for appending after `valid_bytes` (anything after it, a
  // truncated record, is cut off). Creates the file and its directory, and
  // locks its inode (inode_lock.h) until destroyed: a hard link to a log
  // being written is refused.
  // For the quit-at-once path (a second Ctrl-C), called from the signal
  // handler before it kills the engines and exits: a game that ends after
  // this (its engines killed under it) was abandoned, not lost, and no
  // log of this process records it. Async-signal-safe.
  static void StopLoggingGames();

  static absl::StatusOr<std::unique_ptr<ResultsLog>> Open(const std::string& path,
                                                          int64_t valid_bytes);
  ~ResultsLog();

  // Appends one record and makes it durable before returning. Thread-safe.
  // After StopLoggingGames() it writes nothing. A write that fails (a full
  // disk) is cut back off: the log still ends with a whole record.
  absl::Status Append(const tourney::v1::GameRecord& record);
  // Appends one record without waiting for the disk (one write(), so a kill
  // still leaves at most one partial line); Sync() makes the writes durable.
  absl::Status Write(const tourney::v1::GameRecord& record);
  absl::Status Sync();

  const std::string& path() const { return path_; }

 private:
  ResultsLog(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}

  std::string path_;
  int fd_;
  absl::Mutex mutex_;
};

}  // namespace harness

#endif  // HARNESS_RESULTS_RESULTS_LOG_H_
