// Helpers for tests that run the tourney binary (data: //harness:tourney)
// or a shell command as a separate process, and look for what it left
// running.
#ifndef TESTS_TOURNEY_PROCESS_H_
#define TESTS_TOURNEY_PROCESS_H_

#include <dirent.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

extern char** environ;

namespace tests {

// Starts argv[0] (a path) with stdout and stderr into the given files
// ("" = /dev/null) and `env` (NAME=VALUE) added to the environment.
inline pid_t StartProcess(std::vector<std::string> argv, const std::string& stdout_path = "",
                          const std::string& stderr_path = "",
                          const std::vector<std::string>& env = {}) {
  std::vector<char*> args;
  for (std::string& arg : argv) args.push_back(arg.data());
  args.push_back(nullptr);
  std::vector<std::string> env_strings = env;
  std::vector<char*> envp;
  for (std::string& entry : env_strings) envp.push_back(entry.data());
  for (char** entry = environ; *entry != nullptr; ++entry) envp.push_back(*entry);
  envp.push_back(nullptr);
  const std::string out = stdout_path.empty() ? "/dev/null" : stdout_path;
  const std::string err = stderr_path.empty() ? "/dev/null" : stderr_path;
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644), STDOUT_FILENO);
    dup2(open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644), STDERR_FILENO);
    execve(args[0], args.data(), envp.data());
    _exit(127);
  }
  return pid;
}

// `harness/tourney args...`, as StartProcess.
inline pid_t StartTourney(std::vector<std::string> args, const std::string& stdout_path = "",
                          const std::string& stderr_path = "",
                          const std::vector<std::string>& env = {}) {
  args.insert(args.begin(), "harness/tourney");
  return StartProcess(std::move(args), stdout_path, stderr_path, env);
}

// The wait status of `pid` once it has ended, or nullopt if it is still
// running after `timeout` (it is then left running).
inline std::optional<int> WaitFor(pid_t pid, std::chrono::milliseconds timeout) {
  const auto give_up = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    int status = 0;
    if (waitpid(pid, &status, WNOHANG) == pid) return status;
    if (std::chrono::steady_clock::now() >= give_up) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

// Exit code of a process that exited, -1 for one killed by a signal.
inline int ExitCode(int wait_status) {
  return WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : -1;
}

inline std::string ReadAll(const std::string& path) {
  std::ifstream file(path);
  return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

inline int CountLines(const std::string& path) {
  std::ifstream file(path);
  std::string line;
  int lines = 0;
  while (std::getline(file, line)) ++lines;
  return lines;
}

// The line after the first one that ends with `intro` ("" if none): the
// command a stopped tourney prints on a line of its own.
inline std::string LineAfter(const std::string& text, const std::string& intro) {
  for (size_t start = 0, end; (end = text.find('\n', start)) != std::string::npos;
       start = end + 1) {
    const bool ends =
        end - start >= intro.size() && text.compare(end - intro.size(), intro.size(), intro) == 0;
    if (!ends) continue;
    const size_t next_end = text.find('\n', end + 1);
    return text.substr(end + 1,
                       next_end == std::string::npos ? std::string::npos : next_end - end - 1);
  }
  return "";
}

// Waits up to `timeout` for `done()`; its last answer.
template <typename Predicate>
bool Eventually(Predicate done, std::chrono::milliseconds timeout) {
  const auto give_up = std::chrono::steady_clock::now() + timeout;
  while (!done()) {
    if (std::chrono::steady_clock::now() >= give_up) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

// A process found in /proc.
struct LiveProcess {
  pid_t pid;
  pid_t parent;
  std::string command;  // its argv, space-separated
};

// The processes (zombies excluded) whose environment holds `marker` (a
// unique NAME=VALUE): a process started with it and everything it started.
inline std::vector<LiveProcess> MarkedProcesses(const std::string& marker) {
  std::vector<LiveProcess> found;
  DIR* proc = opendir("/proc");
  if (proc == nullptr) return found;
  while (const dirent* entry = readdir(proc)) {
    const pid_t pid = std::atoi(entry->d_name);
    if (pid <= 0) continue;
    const std::string dir = std::string("/proc/") + entry->d_name;
    if (ReadAll(dir + "/environ").find(marker) == std::string::npos) continue;
    // stat: "pid (comm) state ppid ..."; comm may hold spaces.
    const std::string stat = ReadAll(dir + "/stat");
    const size_t close = stat.rfind(')');
    if (close == std::string::npos || close + 4 > stat.size()) continue;
    const char state = stat[close + 2];
    if (state == 'Z' || state == 'X') continue;
    std::string command = ReadAll(dir + "/cmdline");
    for (char& c : command) c = c == '\0' ? ' ' : c;
    found.push_back({pid, std::atoi(stat.c_str() + close + 4), command});
  }
  closedir(proc);
  return found;
}

}  // namespace tests

#endif  // TESTS_TOURNEY_PROCESS_H_
