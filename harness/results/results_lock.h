// One writer per results log: an advisory lock (flock) on FILE.lock beside
// the log, and one on the log's inode if it exists (inode_lock.h: a hard
// link is the same log), held from before the log is read for a resume
// until the last line (and report) is written. The lock file names its holder, so a second
// harness on the same log refuses at once with one line saying who has it.
// The kernel drops the lock when the holder exits, however it exits: a
// killed harness never leaves a log locked.
#ifndef HARNESS_RESULTS_RESULTS_LOCK_H_
#define HARNESS_RESULTS_RESULTS_LOCK_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"

namespace harness {

class ResultsLock {
 public:
  // Locks the log at `results` (creating its directory), or fails naming
  // the holder: its pid, host, start time and command line. `flag` is
  // the flag that names another file, for the refusal's advice.
  static absl::StatusOr<std::unique_ptr<ResultsLock>> Acquire(
      const std::string& results, const std::string& flag = "--results");
  // Removes the lock file, then lets go.
  ~ResultsLock();
  ResultsLock(const ResultsLock&) = delete;
  ResultsLock& operator=(const ResultsLock&) = delete;

  const std::string& results() const { return results_; }

 private:
  ResultsLock(std::string results, std::string path, int fd, int results_fd)
      : results_(std::move(results)), path_(std::move(path)), fd_(fd), results_fd_(results_fd) {}

  std::string results_;
  std::string path_;  // the lock file
  int fd_;
  int results_fd_;  // the log, locked; -1 if it did not exist
};

}  // namespace harness

#endif  // HARNESS_RESULTS_RESULTS_LOCK_H_
