#include "harness/results/results_lock.h"

#include <fcntl.h>
#include <limits.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "harness/results/inode_lock.h"

namespace harness {
namespace {

constexpr size_t kMaxCommandChars = 300;

std::string ReadFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// This process, in one line: pid, host, start time, command line.
std::string HolderLine() {
  char host[HOST_NAME_MAX + 1] = {};
  if (::gethostname(host, sizeof(host) - 1) != 0) std::strcpy(host, "?");
  std::string command = ReadFile("/proc/self/cmdline");
  while (!command.empty() && command.back() == '\0') command.pop_back();
  command = absl::StrReplaceAll(command, {{std::string(1, '\0'), " "}, {"\n", " "}, {"\r", " "}});
  if (command.size() > kMaxCommandChars) command = command.substr(0, kMaxCommandChars) + "...";
  return absl::StrCat("pid ", ::getpid(), " on ", host, " since ",
                      absl::FormatTime("%Y-%m-%d %H:%M:%S UTC", absl::Now(), absl::UTCTimeZone()),
                      ": ", command);
}

// The holder's line. It writes it just after locking: give it a moment.
std::string ReadHolder(const std::string& path) {
  for (int attempt = 0; attempt < 20; ++attempt) {
    std::ifstream file(path);
    if (!file) return "its holder has just let go";
    std::string holder;
    std::getline(file, holder);
    if (!holder.empty()) return holder;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return "holder not recorded";
}

bool SameFile(int fd, const std::string& path) {
  struct stat held, named;
  return ::fstat(fd, &held) == 0 && ::stat(path.c_str(), &named) == 0 &&
         held.st_dev == named.st_dev && held.st_ino == named.st_ino;
}

// The log's own inode locked, if the log exists: its descriptor, or -1.
absl::StatusOr<int> LockResultsInode(const std::string& results) {
  const int fd = ::open(results.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;  // written later: ResultsLog::Open locks it then
  absl::Status locked = LockInode(fd, results);
  if (!locked.ok()) {
    ::close(fd);
    return locked;
  }
  return fd;
}

}  // namespace

absl::StatusOr<std::unique_ptr<ResultsLock>> ResultsLock::Acquire(const std::string& results,
                                                                  const std::string& flag) {
  const std::string path = results + ".lock";
  const std::filesystem::path parent = std::filesystem::path(results).parent_path();
  std::error_code error;
  if (!parent.empty()) std::filesystem::create_directories(parent, error);
  // A holder removes the file as it lets go, so a lock won on a file no
  // longer at `path` locks nothing: then try again on the new file.
  for (int attempt = 0; attempt < 100; ++attempt) {
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
      return absl::UnavailableError(
          absl::StrCat("cannot create lock file ", path, ": ", std::strerror(errno)));
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      const int why = errno;
      ::close(fd);
      if (why != EWOULDBLOCK) {
        return absl::UnavailableError(absl::StrCat("cannot lock ", path, ": ", std::strerror(why)));
      }
      return absl::FailedPreconditionError(
          absl::StrCat(results, " is in use by another harness (", ReadHolder(path),
                       "): wait for it to end, or pass another ", flag));
    }
    if (SameFile(fd, path)) {
      const std::string holder = HolderLine() + "\n";
      if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, holder.data(), holder.size(), 0) < 0) {
        const std::string why = std::strerror(errno);
        ::close(fd);
        return absl::UnavailableError(absl::StrCat("cannot write lock file ", path, ": ", why));
      }
      absl::StatusOr<int> results_fd = LockResultsInode(results);
      if (!results_fd.ok()) {
        ::unlink(path.c_str());
        ::close(fd);
        return results_fd.status();
      }
      return std::unique_ptr<ResultsLock>(new ResultsLock(results, path, fd, *results_fd));
    }
    ::close(fd);
  }
  return absl::UnavailableError(absl::StrCat("cannot lock ", path, ": it keeps being replaced"));
}

ResultsLock::~ResultsLock() {
  // Removed while still held: whoever locks the old file next sees it gone.
  ::unlink(path_.c_str());
  ::close(fd_);
  if (results_fd_ >= 0) {
    UnlockInode(results_fd_);
    ::close(results_fd_);
  }
}

}  // namespace harness
