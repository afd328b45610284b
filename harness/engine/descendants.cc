#include "harness/engine/descendants.h"

#include <dirent.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "harness/engine/process_groups.h"

namespace harness {
namespace {

std::mutex g_spawning;

// Every process's parent, from /proc/PID/stat ("pid (comm) state ppid ...";
// comm may hold spaces and parentheses).
std::map<pid_t, pid_t> Parents() {
  std::map<pid_t, pid_t> parents;
  DIR* proc = ::opendir("/proc");
  if (proc == nullptr) return parents;
  while (const dirent* entry = ::readdir(proc)) {
    const pid_t pid = std::atoi(entry->d_name);
    if (pid <= 0) continue;
    std::ifstream file(std::string("/proc/") + entry->d_name + "/stat");
    std::stringstream stat;
    stat << file.rdbuf();
    const std::string text = stat.str();
    const size_t close = text.rfind(')');
    if (close == std::string::npos || close + 4 > text.size()) continue;
    parents[pid] = std::atoi(text.c_str() + close + 4);
  }
  ::closedir(proc);
  return parents;
}

// The processes to kill: `leader`'s descendants and the harness's children
// left behind, with their descendants.
std::vector<pid_t> LeftBehind(pid_t leader) {
  const std::map<pid_t, pid_t> parents = Parents();
  const pid_t self = ::getpid();
  std::vector<pid_t> found;
  for (const auto& [pid, parent] : parents) {
    if (parent == self && pid != leader && !IsHarnessHelper(pid)) found.push_back(pid);
  }
  std::vector<pid_t> roots = found;
  roots.push_back(leader);
  for (size_t i = 0; i < roots.size(); ++i) {
    for (const auto& [pid, parent] : parents) {
      if (parent != roots[i]) continue;
      roots.push_back(pid);
      found.push_back(pid);
    }
  }
  return found;
}

}  // namespace

std::unique_lock<std::mutex> LockSpawning() {
  static std::once_flag subreaper;
  std::call_once(subreaper, [] { ::prctl(PR_SET_CHILD_SUBREAPER, 1); });
  return std::unique_lock<std::mutex>(g_spawning);
}

void KillDescendants(pid_t leader) {
  const std::lock_guard<std::mutex> lock(g_spawning);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  for (;;) {
    const std::vector<pid_t> left = LeftBehind(leader);
    if (left.empty() || std::chrono::steady_clock::now() >= deadline) return;
    for (pid_t pid : left) ::kill(pid, SIGKILL);
    // A killed child of the harness is reaped; one of someone else's comes
    // to the harness when its parent has ended, and is reaped next round.
    for (pid_t pid : left) ::waitpid(pid, nullptr, WNOHANG);
    ::usleep(1000);
  }
}

}  // namespace harness
