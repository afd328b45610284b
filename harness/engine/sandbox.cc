#include "harness/engine/sandbox.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "harness/engine/descendants.h"
#include "harness/engine/pids_cgroup.h"

extern char** environ;

namespace harness {
namespace {

// Its private /tmp's size cap.
constexpr char kTmpBytes[] = "268435456";

std::string Directory(const std::string& path) { return path.substr(0, path.rfind('/')); }

// Runs `argv` (bwrap) to its end: "" when it exits 0, else its first line
// of output or why it could not start.
std::string RunProbe(const std::vector<std::string>& argv) {
  std::vector<char*> pointers;
  for (const std::string& arg : argv) pointers.push_back(const_cast<char*>(arg.c_str()));
  pointers.push_back(nullptr);
  // The probe is the harness's child: no engine's cleanup may take it.
  const std::unique_lock<std::mutex> spawning = LockSpawning();
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return std::strerror(errno);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, fds[1], STDERR_FILENO);
  pid_t pid = -1;
  const int error = ::posix_spawnp(&pid, pointers[0], &actions, nullptr, pointers.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(fds[1]);
  std::string output;
  char buffer[512];
  ssize_t n;
  while (error == 0 &&
         ((n = ::read(fds[0], buffer, sizeof buffer)) > 0 || (n < 0 && errno == EINTR))) {
    if (n > 0) output.append(buffer, static_cast<size_t>(n));
  }
  ::close(fds[0]);
  if (error != 0) {
    return error == ENOENT ? "bwrap is not installed (Debian package bubblewrap)"
                           : std::strerror(error);
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return "";
  const std::string first(absl::StripAsciiWhitespace(output.substr(0, output.find('\n'))));
  return first.empty() ? "bwrap failed" : first;
}

absl::Status CheckSandbox() {
  absl::StatusOr<std::unique_ptr<PidsCgroup>> cgroup = PidsCgroup::Create(kSandboxMaxTasks);
  std::string failure;
  if (!cgroup.ok()) {
    failure = absl::StrCat("no pids cgroup for the process limit: ", cgroup.status().message());
  } else {
    std::string true_path = "/bin/true";
    FindExecutable("true", &true_path);
    failure = RunProbe(BwrapCommand(true_path, {}));
  }
  if (failure.empty()) return absl::OkStatus();
  return absl::FailedPreconditionError(
      absl::StrCat("sandbox=bwrap: engines cannot be sandboxed here (", failure,
                   "); give the engine sandbox=none to run it unsandboxed"));
}

}  // namespace

absl::Status SandboxAvailable() {
  static const absl::Status* const kAvailable = new absl::Status(CheckSandbox());
  return *kAvailable;
}

int FindExecutable(const std::string& command, std::string* path) {
  std::vector<std::string> candidates;
  if (command.find('/') != std::string::npos) {
    candidates.push_back(command);
  } else {
    const char* search = std::getenv("PATH");
    for (absl::string_view dir :
         absl::StrSplit(search != nullptr ? search : "/usr/bin:/bin", ':')) {
      candidates.push_back(absl::StrCat(dir.empty() ? "." : dir, "/", command));
    }
  }
  int error = ENOENT;
  for (const std::string& candidate : candidates) {
    char resolved[PATH_MAX];
    struct stat info;
    if (::realpath(candidate.c_str(), resolved) == nullptr || ::stat(resolved, &info) != 0)
      continue;
    if (S_ISDIR(info.st_mode) || ::access(resolved, X_OK) != 0) {
      error = EACCES;
      continue;
    }
    *path = resolved;
    return 0;
  }
  return error;
}

std::vector<std::string> BwrapCommand(const std::string& executable,
                                      const std::vector<std::string>& args) {
  std::vector<std::string> argv = {"bwrap",         "--die-with-parent", "--new-session",
                                   "--unshare-net", "--unshare-pid",     "--unshare-ipc",
                                   "--unshare-uts", "--ro-bind",         "/usr",
                                   "/usr",          "--ro-bind-try",     "/etc",
                                   "/etc"};
  // /bin, /lib... as they are on the host: links into /usr, or directories.
  for (const char* top : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}) {
    char target[PATH_MAX];
    const ssize_t n = ::readlink(top, target, sizeof target - 1);
    if (n > 0) {
      argv.insert(argv.end(), {"--symlink", std::string(target, static_cast<size_t>(n)), top});
    } else {
      argv.insert(argv.end(), {"--ro-bind-try", top, top});
    }
  }
  const std::string home = Directory(executable);
  argv.insert(argv.end(), {"--proc",
                           "/proc",
                           "--dev",
                           "/dev",
                           "--size",
                           kTmpBytes,
                           "--tmpfs",
                           "/tmp",
                           "--ro-bind",
                           home,
                           home,
                           "--chdir",
                           home,
                           "--clearenv",
                           "--setenv",
                           "PATH",
                           "/usr/local/bin:/usr/bin:/bin",
                           "--setenv",
                           "TMPDIR",
                           "/tmp",
                           "--setenv",
                           "HOME",
                           "/tmp",
                           "--",
                           executable});
  argv.insert(argv.end(), args.begin(), args.end());
  return argv;
}

}  // namespace harness
