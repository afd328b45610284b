#include "harness/league/bot_tree_walk.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "harness/config/one_line.h"
#include "harness/engine/bot_copy.h"

namespace harness {
namespace {

class Walk {
 public:
  Walk(const std::string& root, const std::function<absl::Status(const BotTreeEntry&)>& visit)
      : root_(root), visit_(visit) {}

  // The entries of directory `fd`, which is `prefix` under the root.
  absl::Status Directory(int fd, const std::string& prefix, int depth) {
    absl::StatusOr<std::vector<std::string>> names = Names(fd, prefix);
    if (!names.ok()) return names.status();
    for (const std::string& name : *names) {
      const std::string path = prefix.empty() ? name : absl::StrCat(prefix, "/", name);
      absl::Status status = Entry(fd, name, path, depth + 1);
      if (!status.ok()) return status;
    }
    return absl::OkStatus();
  }

 private:
  absl::Status Refused(const std::string& path, const std::string& why) const {
    return absl::InvalidArgumentError(
        OneLine(absl::StrCat("bot directory ", root_, ": ", path.empty() ? "." : path, " ", why)));
  }

  absl::StatusOr<std::vector<std::string>> Names(int fd, const std::string& prefix) {
    const int listed = ::dup(fd);
    DIR* dir = listed >= 0 ? ::fdopendir(listed) : nullptr;
    if (dir == nullptr) {
      if (listed >= 0) ::close(listed);
      return Refused(prefix, absl::StrCat("cannot be listed: ", std::strerror(errno)));
    }
    std::vector<std::string> names;
    // Counted while listed, so a directory of a million names stops early.
    while (const dirent* entry = entries_ >= 0 ? ::readdir(dir) : nullptr) {
      const std::string name = entry->d_name;
      if (name == "." || name == "..") continue;
      names.push_back(name);
      --entries_;
    }
    ::closedir(dir);
    if (entries_ < 0) {
      return Refused(prefix, absl::StrCat("takes the bot past ", kBotCopyMaxEntries,
                                          " entries; keep the bot in a directory of its own"));
    }
    std::sort(names.begin(), names.end());
    return names;
  }

  absl::Status Entry(int parent, const std::string& name, const std::string& path, int depth) {
    if (depth > kBotTreeMaxDepth) {
      return Refused(path, absl::StrCat("lies deeper than ", kBotTreeMaxDepth, " directories"));
    }
    struct stat info;
    if (::fstatat(parent, name.c_str(), &info, AT_SYMLINK_NOFOLLOW) != 0) {
      return Refused(path, std::strerror(errno));
    }
    if (!S_ISDIR(info.st_mode) && !S_ISREG(info.st_mode))
      return Refused(path, KindOf(info.st_mode));
    // O_NOFOLLOW: an entry swapped for a link since fstatat is refused; O_NONBLOCK: one
    // swapped for a FIFO does not block the open.
    const int flags =
        O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | (S_ISDIR(info.st_mode) ? O_DIRECTORY : 0);
    const int fd = ::openat(parent, name.c_str(), flags);
    if (fd < 0) return Refused(path, absl::StrCat("cannot be opened: ", std::strerror(errno)));
    absl::Status status = Opened(fd, path, depth);
    ::close(fd);
    return status;
  }

  absl::Status Opened(int fd, const std::string& path, int depth) {
    struct stat info;
    if (::fstat(fd, &info) != 0) return Refused(path, std::strerror(errno));
    BotTreeEntry entry;
    entry.path = path;
    if (S_ISDIR(info.st_mode)) {
      entry.directory = true;
      absl::Status visited = visit_(entry);
      return visited.ok() ? Directory(fd, path, depth) : visited;
    }
    if (!S_ISREG(info.st_mode)) return Refused(path, KindOf(info.st_mode));
    bytes_ -= info.st_size;
    if (bytes_ < 0) {
      return Refused(path, absl::StrCat("takes the bot past ", kBotCopyMaxBytes >> 20,
                                        " MiB; keep the bot in a directory of its own"));
    }
    entry.executable = (info.st_mode & 0111) != 0;
    entry.size = info.st_size;
    entry.fd = fd;
    return visit_(entry);
  }

  static std::string KindOf(mode_t mode) {
    if (S_ISLNK(mode)) return "is a symbolic link; a bot's directory holds files and directories";
    if (S_ISFIFO(mode)) return "is a FIFO";
    if (S_ISSOCK(mode)) return "is a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "is a device";
    return "is neither a regular file nor a directory";
  }

  const std::string& root_;
  const std::function<absl::Status(const BotTreeEntry&)>& visit_;
  int64_t bytes_ = kBotCopyMaxBytes;
  int entries_ = kBotCopyMaxEntries;
};

}  // namespace

absl::Status WalkBotTree(const std::string& dir,
                         const std::function<absl::Status(const BotTreeEntry&)>& visit) {
  // The root itself may be reached through a link (a path the author gave).
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) {
    return absl::InvalidArgumentError(
        OneLine(absl::StrCat("bot directory ", dir, ": ", std::strerror(errno))));
  }
  absl::Status status = Walk(dir, visit).Directory(fd, "", 0);
  ::close(fd);
  return status;
}

absl::Status ReadBotFile(const BotTreeEntry& file,
                         const std::function<absl::Status(std::string_view)>& chunk) {
  char buffer[1 << 16];
  int64_t left = file.size;
  // One byte past the end is asked for too: a file that grew is caught.
  for (;;) {
    const ssize_t n = ::read(
        file.fd, buffer,
        static_cast<size_t>(std::min<int64_t>(left + 1, static_cast<int64_t>(sizeof buffer))));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 || n > left || (n == 0 && left > 0)) {
      return absl::UnavailableError(
          OneLine(absl::StrCat("bot file ", file.path, " ",
                               n < 0 ? absl::StrCat("cannot be read: ", std::strerror(errno))
                                     : "changed while it was read")));
    }
    if (n == 0) return absl::OkStatus();
    left -= n;
    absl::Status status = chunk(std::string_view(buffer, static_cast<size_t>(n)));
    if (!status.ok()) return status;
  }
}

}  // namespace harness
