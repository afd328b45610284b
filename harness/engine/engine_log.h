// The engines log: what spawned engines write to stderr (and a gRPC
// engine's stdout after its address line), in one file beside the results,
// with a cap. A write that would take the file past the cap first moves it
// to PATH.1 (replacing an older one) and starts PATH afresh with a line
// saying so: the two files never hold more than twice the cap, however
// chatty an engine is.
#ifndef HARNESS_ENGINE_ENGINE_LOG_H_
#define HARNESS_ENGINE_ENGINE_LOG_H_

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <thread>

#include "absl/base/thread_annotations.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"

namespace harness {

inline constexpr int64_t kDefaultEngineLogMaxBytes = int64_t{64} << 20;

class EngineLog {
 public:
  // The log at `path`, one object for every caller naming that path while
  // any holds it (the first caller's cap counts); the file's present size
  // counts towards the cap. A cap smaller than one copied chunk
  // (LogPump::kChunkBytes) cannot hold every file under it.
  static absl::StatusOr<std::shared_ptr<EngineLog>> Open(const std::string& path,
                                                         int64_t max_bytes);
  ~EngineLog();

  // Appends `data`, moving the file to PATH.1 first if it would pass the
  // cap. Thread-safe.
  void Append(absl::string_view data);
  // Appends `data` only the first time `key` is given: a warning said once
  // per engine, however often it is restarted. Thread-safe.
  void AppendOnce(const std::string& key, absl::string_view data);
  const std::string& path() const { return path_; }

 private:
  EngineLog(std::string path, int fd, int64_t size, int64_t max_bytes);
  void Rotate() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mutex_);

  const std::string path_;
  const int64_t max_bytes_;
  absl::Mutex mutex_;
  int fd_ ABSL_GUARDED_BY(mutex_);
  int64_t size_ ABSL_GUARDED_BY(mutex_);
  absl::Mutex once_mutex_;
  std::set<std::string> said_ ABSL_GUARDED_BY(once_mutex_);
};

// Copies what a process writes to `fd` (a pipe's read end, not owned) into
// a log on a thread of its own, until the pipe ends or the pump is
// destroyed: the destructor copies what the pipe already holds, then stops
// (a process that escaped its group and kept the pipe open cannot hold it).
class LogPump {
 public:
  static constexpr size_t kChunkBytes = 64 << 10;

  // `first` goes to the log before anything read; a null log discards.
  LogPump(int fd, std::shared_ptr<EngineLog> log, std::string first = "");
  ~LogPump();
  LogPump(const LogPump&) = delete;
  LogPump& operator=(const LogPump&) = delete;

 private:
  void Run(int fd);
  void Write(absl::string_view data);

  std::shared_ptr<EngineLog> log_;
  int stop_fd_;  // an eventfd the destructor signals
  std::thread thread_;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_ENGINE_LOG_H_
