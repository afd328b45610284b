#include "harness/results/inode_lock.h"

#include <sys/file.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"

namespace harness {
namespace {

using Inode = std::pair<dev_t, ino_t>;

// The inodes this process holds, with how many descriptors hold each.
struct HeldInodes {
  absl::Mutex mutex;
  std::map<Inode, int> held ABSL_GUARDED_BY(mutex);
};

HeldInodes& Held() {
  static HeldInodes* const held = new HeldInodes;
  return *held;
}

bool InodeOf(int fd, Inode* inode) {
  struct stat info;
  if (::fstat(fd, &info) != 0) return false;
  *inode = {info.st_dev, info.st_ino};
  return true;
}

}  // namespace

absl::Status LockInode(int fd, const std::string& path) {
  Inode inode;
  if (!InodeOf(fd, &inode)) {
    return absl::UnavailableError(absl::StrCat("cannot stat ", path, ": ", std::strerror(errno)));
  }
  HeldInodes& held = Held();
  absl::MutexLock lock(&held.mutex);
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    const int why = errno;
    if (why != EWOULDBLOCK) {
      return absl::UnavailableError(absl::StrCat("cannot lock ", path, ": ", std::strerror(why)));
    }
    if (held.held.count(inode) == 0) {
      return absl::FailedPreconditionError(absl::StrCat(
          path,
          " is being written by another harness under another name (a hard link to a log in "
          "use): wait for it to end, or pass another --results"));
    }
  }
  ++held.held[inode];
  return absl::OkStatus();
}

void UnlockInode(int fd) {
  Inode inode;
  if (!InodeOf(fd, &inode)) return;
  HeldInodes& held = Held();
  absl::MutexLock lock(&held.mutex);
  auto it = held.held.find(inode);
  if (it != held.held.end() && --it->second == 0) held.held.erase(it);
}

}  // namespace harness
