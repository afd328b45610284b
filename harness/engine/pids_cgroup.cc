#include "harness/engine/pids_cgroup.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

// The pids hierarchy: cgroup v1's own mount, or the v2 tree (whose root
// lists pids among its controllers).
std::string Hierarchy() {
  if (::access("/sys/fs/cgroup/pids/cgroup.procs", F_OK) == 0) return "/sys/fs/cgroup/pids";
  std::ifstream controllers("/sys/fs/cgroup/cgroup.controllers");
  std::string controller;
  while (controllers >> controller) {
    if (controller == "pids") return "/sys/fs/cgroup";
  }
  return "";
}

// Removes the cgroups of harnesses that are gone (killed before they could):
// "tourney-PID-N" with no process PID. One still in use is not empty, and
// stays.
void RemoveStale(const std::string& hierarchy) {
  DIR* dir = ::opendir(hierarchy.c_str());
  if (dir == nullptr) return;
  while (const dirent* entry = ::readdir(dir)) {
    const std::string name = entry->d_name;
    if (name.rfind("tourney-", 0) != 0) continue;
    const pid_t owner = std::atoi(name.c_str() + 8);
    if (owner > 0 && ::kill(owner, 0) != 0 && errno == ESRCH) {
      ::rmdir((hierarchy + "/" + name).c_str());
    }
  }
  ::closedir(dir);
}

bool WriteFile(const std::string& path, const std::string& text) {
  std::ofstream file(path);
  file << text;
  file.close();
  return !file.fail();
}

}  // namespace

absl::StatusOr<std::unique_ptr<PidsCgroup>> PidsCgroup::Create(int max_tasks) {
  const std::string hierarchy = Hierarchy();
  if (hierarchy.empty()) return absl::UnavailableError("no pids cgroup hierarchy is mounted");
  static std::once_flag stale_removed;
  std::call_once(stale_removed, RemoveStale, hierarchy);
  static std::atomic<int> serial{0};
  const std::string dir =
      absl::StrCat(hierarchy, "/tourney-", ::getpid(), "-", serial.fetch_add(1));
  if (::mkdir(dir.c_str(), 0755) != 0) {
    return absl::UnavailableError(absl::StrCat("cannot make ", dir, ": ", std::strerror(errno)));
  }
  const int procs_fd = ::open((dir + "/cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC);
  std::unique_ptr<PidsCgroup> cgroup(new PidsCgroup(dir, procs_fd));
  if (procs_fd < 0 || !WriteFile(dir + "/pids.max", std::to_string(max_tasks))) {
    return absl::UnavailableError(absl::StrCat("cannot set ", dir, "/pids.max"));
  }
  return cgroup;
}

PidsCgroup::~PidsCgroup() {
  if (procs_fd_ >= 0) ::close(procs_fd_);
  for (int tries = 0; ::rmdir(dir_.c_str()) != 0 && errno == EBUSY && tries < 200; ++tries) {
    ::usleep(5000);
  }
}

}  // namespace harness
