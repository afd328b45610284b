#include "harness/engine/pids_cgroup.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>

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
