#include "harness/engine/bot_copy.h"

#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

struct Budget {
  int64_t bytes = kBotCopyMaxBytes;
  int entries = kBotCopyMaxEntries;
};

absl::Status Failed(const std::string& what, const std::string& path) {
  return absl::UnavailableError(absl::StrCat("cannot copy ", path, " for the sandbox: ", what));
}

absl::Status CopyFile(const std::string& from, const std::string& to, const struct stat& info,
                      gid_t gid, Budget* budget) {
  budget->bytes -= info.st_size;
  if (budget->bytes < 0) {
    return Failed(absl::StrCat("its directory holds more than ", kBotCopyMaxBytes >> 20,
                               " MiB; keep the engine in a directory of its own"),
                  from);
  }
  const int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  // Readable and, where the original is, executable by the engine's group.
  const mode_t mode = (info.st_mode & 0111) != 0 ? 0750 : 0640;
  const int out = ::open(to.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
  bool ok = in >= 0 && out >= 0;
  char buffer[1 << 16];
  ssize_t n = 0;
  while (ok && (n = ::read(in, buffer, sizeof buffer)) != 0) {
    ok = n > 0 ? ::write(out, buffer, static_cast<size_t>(n)) == n : errno == EINTR;
  }
  const std::string error = std::strerror(errno);
  ok = ok && ::fchown(out, 0, gid) == 0 && ::fchmod(out, mode) == 0;
  if (in >= 0) ::close(in);
  if (out >= 0) ::close(out);
  return ok ? absl::OkStatus() : Failed(error, from);
}

absl::Status CopyTree(const std::string& from, const std::string& to, gid_t gid, Budget* budget) {
  if (::mkdir(to.c_str(), 0750) != 0 || ::chown(to.c_str(), 0, gid) != 0) {
    return Failed(std::strerror(errno), to);
  }
  DIR* dir = ::opendir(from.c_str());
  if (dir == nullptr) return Failed(std::strerror(errno), from);
  absl::Status status;
  while (const dirent* entry = status.ok() ? ::readdir(dir) : nullptr) {
    const std::string name = entry->d_name;
    if (name == "." || name == "..") continue;
    if (--budget->entries < 0) {
      status = Failed(absl::StrCat("its directory holds more than ", kBotCopyMaxEntries,
                                   " entries; keep the engine in a directory of its own"),
                      from);
      break;
    }
    const std::string source = absl::StrCat(from, "/", name);
    const std::string target = absl::StrCat(to, "/", name);
    struct stat info;
    if (::lstat(source.c_str(), &info) != 0) continue;  // gone since it was listed
    if (S_ISDIR(info.st_mode)) {
      status = CopyTree(source, target, gid, budget);
    } else if (S_ISREG(info.st_mode)) {
      status = CopyFile(source, target, info, gid, budget);
    } else if (S_ISLNK(info.st_mode)) {
      char link[PATH_MAX];
      const ssize_t n = ::readlink(source.c_str(), link, sizeof link - 1);
      if (n < 0 ||
          ::symlink(std::string(link, static_cast<size_t>(n)).c_str(), target.c_str()) != 0) {
        status = Failed(std::strerror(errno), source);
      }
    }
  }
  ::closedir(dir);
  return status;
}

int RemoveEntry(const char* path, const struct stat*, int type, FTW*) {
  return type == FTW_DP ? ::rmdir(path) : ::unlink(path);
}

}  // namespace

absl::StatusOr<std::unique_ptr<BotCopy>> BotCopy::Make(const std::string& dir, gid_t gid) {
  std::string parent = "/tmp/tourney-bot-XXXXXX";
  if (::mkdtemp(parent.data()) == nullptr) return Failed(std::strerror(errno), parent);
  std::unique_ptr<BotCopy> copy(new BotCopy(parent));
  if (::chmod(parent.c_str(), 0711) != 0) return Failed(std::strerror(errno), parent);
  Budget budget;
  absl::Status copied = CopyTree(dir, copy->path(), gid, &budget);
  if (!copied.ok()) return copied;
  return copy;
}

BotCopy::~BotCopy() { ::nftw(root_.c_str(), RemoveEntry, 16, FTW_DEPTH | FTW_PHYS); }

}  // namespace harness
