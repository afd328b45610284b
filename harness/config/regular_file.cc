#include "harness/config/regular_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

std::string KindOf(mode_t mode) {
  if (S_ISREG(mode)) return "";
  if (S_ISDIR(mode)) return "is a directory";
  if (S_ISFIFO(mode)) return "is a FIFO";
  if (S_ISCHR(mode)) return "is a character device";
  if (S_ISBLK(mode)) return "is a block device";
  if (S_ISSOCK(mode)) return "is a socket";
  return "is not a regular file";
}

}  // namespace

std::string NotRegularFile(const std::string& path) {
  struct stat info;
  if (::stat(path.c_str(), &info) != 0) {
    return errno == ENOENT ? "no such file" : std::strerror(errno);
  }
  return KindOf(info.st_mode);
}

absl::StatusOr<int> OpenRegularFile(const std::string& path, int flags, const std::string& what) {
  const auto refuse = [&](const std::string& why) {
    return absl::FailedPreconditionError(
        absl::StrCat("cannot ", (flags & O_ACCMODE) == O_RDONLY ? "read " : "write ", what,
                     what.empty() ? "" : " ", path, ": ", why));
  };
  // Asked first for the message: opening a socket fails, and a FIFO opened
  // for writing without a reader says only "No such device or address".
  if (const std::string why = NotRegularFile(path); !why.empty() && why != "no such file") {
    return refuse(why);
  }
  // Non-blocking until checked: opening a FIFO would wait for its other end.
  const int fd = ::open(path.c_str(), flags | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0644);
  if (fd < 0) {
    return refuse(errno == ENOENT   ? "no such file"
                  : errno == EACCES ? "not readable"
                                    : std::strerror(errno));
  }
  struct stat info;
  std::string why = ::fstat(fd, &info) != 0 ? std::strerror(errno) : KindOf(info.st_mode);
  if (why.empty() && ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0) {
    why = std::strerror(errno);
  }
  if (why.empty()) return fd;
  ::close(fd);
  return refuse(why);
}

}  // namespace harness
