// The progress line shown while games run: done/total, rate, ETA and the
// last result. On a terminal it redraws in place; in a log it prints a line
// every 10% or 30 seconds.
#ifndef HARNESS_PLAY_PROGRESS_H_
#define HARNESS_PLAY_PROGRESS_H_

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>

#include "absl/synchronization/mutex.h"

namespace harness {

class Progress {
 public:
  // `already_done` games came from a resumed log.
  Progress(FILE* out, int64_t total, int64_t already_done);

  void GameFinished(const std::string& summary);
  // A line of its own, below the redrawn line on a terminal.
  void Note(const std::string& text);
  // Ends the redrawn line.
  void Finish();

 private:
  void Print(const std::string& summary) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mutex_);

  absl::Mutex mutex_;
  FILE* out_;
  const bool terminal_;
  int64_t total_ ABSL_GUARDED_BY(mutex_);  // raised when more games come
  const int64_t already_done_;
  int64_t done_ ABSL_GUARDED_BY(mutex_);
  int64_t last_printed_done_ ABSL_GUARDED_BY(mutex_) = 0;
  const std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_print_ ABSL_GUARDED_BY(mutex_);
};

}  // namespace harness

#endif  // HARNESS_PLAY_PROGRESS_H_
