#include "harness/engine/engine_log.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

// Every log open in this process, by path: engines of every game slot
// share one file, so they share its size and cap.
absl::Mutex registry_mutex(absl::kConstInit);
std::map<std::string, std::weak_ptr<EngineLog>>& Registry()
    ABSL_EXCLUSIVE_LOCKS_REQUIRED(registry_mutex) {
  static auto* const logs = new std::map<std::string, std::weak_ptr<EngineLog>>();
  return *logs;
}

int OpenForAppend(const std::string& path, int extra_flags) {
  return ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | extra_flags, 0644);
}

void WriteAll(int fd, absl::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // a full disk loses engine chatter, not the tournament
    data.remove_prefix(static_cast<size_t>(n));
  }
}

}  // namespace

absl::StatusOr<std::shared_ptr<EngineLog>> EngineLog::Open(const std::string& path,
                                                           int64_t max_bytes) {
  absl::MutexLock lock(&registry_mutex);
  if (std::shared_ptr<EngineLog> open = Registry()[path].lock()) return open;
  const int fd = OpenForAppend(path, 0);
  struct stat info;
  if (fd < 0 || ::fstat(fd, &info) != 0) {
    const std::string error = std::strerror(errno);
    if (fd >= 0) ::close(fd);
    return absl::UnavailableError(absl::StrCat("cannot open engine log ", path, ": ", error));
  }
  std::shared_ptr<EngineLog> log(new EngineLog(path, fd, info.st_size, max_bytes));
  Registry()[path] = log;
  return log;
}

EngineLog::EngineLog(std::string path, int fd, int64_t size, int64_t max_bytes)
    : path_(std::move(path)), max_bytes_(max_bytes), fd_(fd), size_(size) {}

EngineLog::~EngineLog() {
  {
    absl::MutexLock lock(&registry_mutex);
    auto entry = Registry().find(path_);
    if (entry != Registry().end() && entry->second.expired()) Registry().erase(entry);
  }
  absl::MutexLock lock(&mutex_);
  if (fd_ >= 0) ::close(fd_);
}

void EngineLog::Append(absl::string_view data) {
  absl::MutexLock lock(&mutex_);
  if (size_ > 0 && size_ + static_cast<int64_t>(data.size()) > max_bytes_) Rotate();
  if (fd_ < 0) return;
  WriteAll(fd_, data);
  size_ += static_cast<int64_t>(data.size());
}

void EngineLog::AppendOnce(const std::string& key, absl::string_view data) {
  {
    absl::MutexLock lock(&once_mutex_);
    if (!said_.insert(key).second) return;
  }
  Append(data);
}

void EngineLog::Rotate() {
  const std::string older = path_ + ".1";
  // Renaming replaces an older PATH.1 at once; if it fails, the log starts
  // over in place rather than grow past its cap.
  const bool moved = std::rename(path_.c_str(), older.c_str()) == 0;
  if (fd_ >= 0) ::close(fd_);
  fd_ = OpenForAppend(path_, O_TRUNC);
  size_ = 0;
  if (fd_ < 0) return;
  const std::string line = absl::StrCat(
      "tourney: the engines log reached its cap of ", max_bytes_, " bytes (--engine-log-max-mb); ",
      moved ? absl::StrCat("what came before is in ", older)
            : "what came before was dropped (it could not be moved)",
      "\n");
  WriteAll(fd_, line);
  size_ = static_cast<int64_t>(line.size());
}

LogPump::LogPump(int fd, std::shared_ptr<EngineLog> log, std::string first)
    : log_(std::move(log)), stop_fd_(::eventfd(0, EFD_CLOEXEC)) {
  Write(first);
  thread_ = std::thread([this, fd] { Run(fd); });
}

LogPump::~LogPump() {
  const uint64_t one = 1;
  (void)!::write(stop_fd_, &one, sizeof one);
  thread_.join();
  ::close(stop_fd_);
}

void LogPump::Write(absl::string_view data) {
  if (log_ != nullptr && !data.empty()) log_->Append(data);
}

void LogPump::Run(int fd) {
  std::string buffer(kChunkBytes, '\0');
  pollfd ready[2] = {{fd, POLLIN, 0}, {stop_fd_, POLLIN, 0}};
  for (;;) {
    if (::poll(ready, 2, -1) < 0) {
      if (errno == EINTR) continue;
      return;
    }
    if (ready[0].revents != 0) {
      const ssize_t n = ::read(fd, buffer.data(), buffer.size());
      if (n > 0) {
        Write(absl::string_view(buffer.data(), static_cast<size_t>(n)));
        continue;
      }
      if (n == 0 || errno != EINTR) return;  // the pipe ended
    }
    if (ready[1].revents != 0) {
      // Stopping: what the pipe holds now, without waiting for more.
      ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
      ssize_t n;
      while ((n = ::read(fd, buffer.data(), buffer.size())) > 0) {
        Write(absl::string_view(buffer.data(), static_cast<size_t>(n)));
      }
      return;
    }
  }
}

}  // namespace harness
