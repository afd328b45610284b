#include "harness/engine/engine_cgroup.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <mutex>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace harness {
namespace {

constexpr char kRoot[] = "/sys/fs/cgroup";
constexpr int kCfsPeriodUs = 100000;
// The v1 hierarchies an engine needs; cpu and cpuacct are often one mount.
constexpr const char* kV1Controllers[] = {"pids", "memory", "cpu", "cpuacct"};

bool Exists(const std::string& path) { return ::access(path.c_str(), F_OK) == 0; }

bool WriteFile(const std::string& path, const std::string& text) {
  std::ofstream file(path);
  file << text;
  file.close();
  return !file.fail();
}

// The harness's own cgroup in each v1 hierarchy, by controller
// (/proc/self/cgroup: "4:memory:/path").
std::map<std::string, std::string> OwnV1Paths() {
  std::map<std::string, std::string> paths;
  std::ifstream file("/proc/self/cgroup");
  std::string line;
  while (std::getline(file, line)) {
    std::vector<std::string> fields = absl::StrSplit(line, absl::MaxSplits(':', 2));
    if (fields.size() != 3) continue;
    for (absl::string_view controller : absl::StrSplit(fields[1], ',')) {
      paths[std::string(controller)] = fields[2] == "/" ? "" : fields[2];
    }
  }
  return paths;
}

// Where this engine's cgroups go, one per hierarchy: "" and the reason when
// a controller is missing.
std::vector<std::string> Parents(bool* v2, std::string* missing) {
  std::vector<std::string> parents;
  if (!Exists(absl::StrCat(kRoot, "/cgroup.controllers"))) {
    *v2 = false;
    const std::map<std::string, std::string> own = OwnV1Paths();
    std::set<std::string> seen;
    for (const char* controller : kV1Controllers) {
      char mount[PATH_MAX];
      const std::string path = absl::StrCat(kRoot, "/", controller);
      if (!Exists(path + "/cgroup.procs") || ::realpath(path.c_str(), mount) == nullptr) {
        *missing = absl::StrCat("no ", controller, " cgroup hierarchy is mounted");
        return {};
      }
      const auto found = own.find(controller);
      const std::string parent = mount + (found != own.end() ? found->second : "");
      if (seen.insert(parent).second) parents.push_back(parent);
    }
    return parents;
  }
  *v2 = true;
  std::ifstream subtree(absl::StrCat(kRoot, "/cgroup.subtree_control"));
  std::set<std::string> enabled;
  std::string controller;
  while (subtree >> controller) enabled.insert(controller);
  for (const char* needed : {"pids", "memory", "cpu"}) {
    if (enabled.count(needed) == 0) {
      *missing = absl::StrCat("the ", needed, " controller is not enabled in ", kRoot,
                              "/cgroup.subtree_control");
      return {};
    }
  }
  return {kRoot};
}

// Removes the cgroups of harnesses that are gone (killed before they could):
// "tourney-PID-N" with no process PID. One still in use is not empty, and
// stays.
void RemoveStale(const std::string& parent) {
  DIR* dir = ::opendir(parent.c_str());
  if (dir == nullptr) return;
  while (const dirent* entry = ::readdir(dir)) {
    const std::string name = entry->d_name;
    if (name.rfind("tourney-", 0) != 0) continue;
    const pid_t owner = std::atoi(name.c_str() + 8);
    if (owner > 0 && ::kill(owner, 0) != 0 && errno == ESRCH) {
      ::rmdir((parent + "/" + name).c_str());
    }
  }
  ::closedir(dir);
}

// The limit files of one cgroup directory that exist in it, with values.
std::vector<std::pair<std::string, std::string>> LimitFiles(const std::string& dir, bool v2,
                                                            const CgroupLimits& limits) {
  std::vector<std::pair<std::string, std::string>> files;
  const auto add_if_there = [&](const char* name, std::string value) {
    if (Exists(absl::StrCat(dir, "/", name))) files.emplace_back(name, std::move(value));
  };
  const std::string memory = std::to_string(limits.memory_bytes);
  add_if_there("pids.max", std::to_string(limits.max_tasks));
  if (v2) {
    add_if_there("memory.max", memory);
    add_if_there("memory.swap.max", "0");
    if (limits.cpus > 0)
      add_if_there("cpu.max", absl::StrCat(limits.cpus * kCfsPeriodUs, " ", kCfsPeriodUs));
  } else {
    add_if_there("memory.limit_in_bytes", memory);
    add_if_there("memory.memsw.limit_in_bytes", memory);  // no swapping past the cap
    if (limits.cpus > 0) {
      add_if_there("cpu.cfs_period_us", std::to_string(kCfsPeriodUs));
      add_if_there("cpu.cfs_quota_us", std::to_string(limits.cpus * kCfsPeriodUs));
    }
  }
  return files;
}

// The number after `key` in a "key value" file (cpu.stat, memory.events).
int64_t ReadKey(const std::string& path, const std::string& key) {
  std::ifstream file(path);
  std::string name;
  int64_t value = 0;
  while (file >> name >> value) {
    if (name == key) return value;
  }
  return -1;
}

}  // namespace

absl::StatusOr<std::unique_ptr<EngineCgroup>> EngineCgroup::Create(const CgroupLimits& limits) {
  std::unique_ptr<EngineCgroup> cgroup(new EngineCgroup());
  std::string missing;
  const std::vector<std::string> parents = Parents(&cgroup->v2_, &missing);
  if (parents.empty()) return absl::UnavailableError(missing);
  static std::once_flag stale_removed;
  std::call_once(stale_removed, [&parents] {
    for (const std::string& parent : parents) RemoveStale(parent);
  });
  static std::atomic<int> serial{0};
  const std::string name = absl::StrCat("tourney-", ::getpid(), "-", serial.fetch_add(1));
  for (const std::string& parent : parents) {
    const std::string dir = absl::StrCat(parent, "/", name);
    if (::mkdir(dir.c_str(), 0755) != 0) {
      return absl::UnavailableError(absl::StrCat("cannot make ", dir, ": ", std::strerror(errno)));
    }
    cgroup->dirs_.push_back(dir);
    const int procs_fd = ::open((dir + "/cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC);
    if (procs_fd < 0)
      return absl::UnavailableError(absl::StrCat("cannot open ", dir, "/cgroup.procs"));
    cgroup->procs_fds_.push_back(procs_fd);
    for (const auto& [file, value] : LimitFiles(dir, cgroup->v2_, limits)) {
      if (!WriteFile(absl::StrCat(dir, "/", file), value)) {
        return absl::UnavailableError(absl::StrCat("cannot set ", dir, "/", file));
      }
    }
    const char* usage = cgroup->v2_ ? "/cpu.stat" : "/cpuacct.usage";
    const char* oom = cgroup->v2_ ? "/memory.events" : "/memory.oom_control";
    const char* weight = cgroup->v2_ ? "/cpu.weight" : "/cpu.shares";
    if (cgroup->cpu_usage_fd_ < 0) {
      cgroup->cpu_usage_fd_ = ::open((dir + usage).c_str(), O_RDONLY | O_CLOEXEC);
    }
    if (cgroup->cpu_weight_fd_ < 0) {
      cgroup->cpu_weight_fd_ = ::open((dir + weight).c_str(), O_WRONLY | O_CLOEXEC);
    }
    if (Exists(dir + oom)) cgroup->oom_path_ = dir + oom;
  }
  if (cgroup->cpu_usage_fd_ < 0 || cgroup->cpu_weight_fd_ < 0 || cgroup->oom_path_.empty()) {
    return absl::UnavailableError(
        "the cgroups made have no CPU usage, CPU weight or memory events to use");
  }
  return cgroup;
}

int64_t EngineCgroup::CpuMicros() const {
  char text[512];
  const ssize_t n = ::pread(cpu_usage_fd_, text, sizeof text - 1, 0);
  if (n <= 0) return -1;
  text[n] = '\0';
  // v2: "usage_usec N" first in cpu.stat; v1: nanoseconds alone.
  const char* number = v2_ ? std::strstr(text, "usage_usec ") : text;
  if (number == nullptr) return -1;
  const int64_t value = std::strtoll(number + (v2_ ? 11 : 0), nullptr, 10);
  return v2_ ? value : value / 1000;
}

int64_t EngineCgroup::OomKills() const { return ReadKey(oom_path_, "oom_kill"); }

void EngineCgroup::SetDeciding(bool deciding) const {
  // The defaults (cpu.shares 1024, cpu.weight 100) and the minimums.
  const char* value = v2_ ? (deciding ? "100" : "1") : (deciding ? "1024" : "2");
  // A failed write leaves the weight as it was: fairness, not safety.
  [[maybe_unused]] const ssize_t written = ::pwrite(cpu_weight_fd_, value, std::strlen(value), 0);
}

EngineCgroup::~EngineCgroup() {
  for (const int fd : procs_fds_) ::close(fd);
  if (cpu_weight_fd_ >= 0) ::close(cpu_weight_fd_);
  if (cpu_usage_fd_ >= 0) ::close(cpu_usage_fd_);
  for (const std::string& dir : dirs_) {
    for (int tries = 0; ::rmdir(dir.c_str()) != 0 && errno == EBUSY && tries < 200; ++tries) {
      ::usleep(5000);
    }
  }
}

}  // namespace harness
