#include "harness/engine/sandbox.h"

#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "harness/engine/descendants.h"
#include "harness/engine/seccomp_filter.h"

namespace harness {
namespace {

// Its private /tmp's size cap.
constexpr char kTmpBytes[] = "268435456";
// What of the host's /etc it sees: what the dynamic linker, name lookups,
// interpreters and clocks read. Never shadow, gshadow, ssh or ssl keys.
constexpr const char* kEtcFiles[] = {"/etc/ld.so.cache", "/etc/nsswitch.conf", "/etc/alternatives",
                                     "/etc/localtime"};

std::string Directory(const std::string& path) { return path.substr(0, path.rfind('/')); }

// A pipe holding `data` (a few KB at most, within the pipe's buffer) whose
// read end bwrap reads by number; -1 if none could be made.
int DataFd(const std::string& data) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return -1;
  const bool written =
      ::write(fds[1], data.data(), data.size()) == static_cast<ssize_t>(data.size());
  ::close(fds[1]);
  if (written) return fds[0];
  ::close(fds[0]);
  return -1;
}

// "--FLAG FD DEST" ("--FLAG FD" when `dest` is empty), with FD kept in
// `launch`.
absl::Status AddFd(SandboxLaunch* launch, const char* flag, int fd, const std::string& dest) {
  if (fd < 0) {
    return absl::InternalError(
        absl::StrCat("sandbox: ", flag, " ", dest, ": ", std::strerror(errno)));
  }
  launch->fds.push_back(fd);
  launch->argv.insert(launch->argv.end(), {flag, std::to_string(fd)});
  if (!dest.empty()) launch->argv.push_back(dest);
  return absl::OkStatus();
}

// Runs `true` as an engine would be run: "" when it exits 0, else bwrap's
// first line of output or why it could not start.
std::string RunProbe() {
  std::string bwrap;
  if (FindExecutable("bwrap", &bwrap) != 0)
    return "bwrap is not installed (Debian package bubblewrap)";
  std::string true_path = "/bin/true";
  FindExecutable("true", &true_path);
  absl::StatusOr<std::unique_ptr<SandboxLaunch>> launch =
      PrepareSandbox(true_path, {}, {kSandboxMaxTasks, 64 << 20, 1});
  if (!launch.ok()) return std::string(launch.status().message());
  std::vector<char*> argv;
  for (std::string& arg : (*launch)->argv) argv.push_back(arg.data());
  argv.push_back(nullptr);
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return std::strerror(errno);
  const pid_t parent = ::getpid();
  // The probe is the harness's child: no engine's cleanup may take it.
  std::unique_lock<std::mutex> spawning = LockSpawning();
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(fds[1], STDOUT_FILENO);
    ::dup2(fds[1], STDERR_FILENO);
    if (EnterSandbox(**launch, parent) != 0) {
      const char failed[] = "could not switch to the sandbox user or join its cgroups\n";
      (void)!::write(STDERR_FILENO, failed, sizeof failed - 1);
      ::_exit(127);
    }
    ::execv(bwrap.c_str(), argv.data());
    const char failed[] = "could not execute bwrap as the sandbox user\n";
    (void)!::write(STDERR_FILENO, failed, sizeof failed - 1);
    ::_exit(127);
  }
  ::close(fds[1]);
  std::string output;
  char buffer[512];
  ssize_t n;
  while (pid > 0 &&
         ((n = ::read(fds[0], buffer, sizeof buffer)) > 0 || (n < 0 && errno == EINTR))) {
    if (n > 0) output.append(buffer, static_cast<size_t>(n));
  }
  ::close(fds[0]);
  if (pid < 0) return std::strerror(errno);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return "";
  const std::string first(absl::StripAsciiWhitespace(output.substr(0, output.find('\n'))));
  return first.empty() ? "bwrap failed" : first;
}

absl::Status CheckSandbox() {
  const std::string failure = RunProbe();
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

SandboxLaunch::~SandboxLaunch() {
  for (const int fd : fds) ::close(fd);
}

absl::StatusOr<std::unique_ptr<SandboxLaunch>> PrepareSandbox(const std::string& executable,
                                                              const std::vector<std::string>& args,
                                                              const CgroupLimits& limits) {
  auto launch = std::make_unique<SandboxLaunch>();
  absl::StatusOr<std::string> seccomp = SandboxSeccompProgram();
  if (!seccomp.ok()) return seccomp.status();
  absl::StatusOr<std::unique_ptr<EngineCgroup>> cgroup = EngineCgroup::Create(limits);
  if (!cgroup.ok()) return cgroup.status();
  launch->cgroup = *std::move(cgroup);
  static std::atomic<int> serial{0};
  launch->switch_user = ::geteuid() == 0;
  launch->uid =
      launch->switch_user ? kSandboxFirstUid + serial.fetch_add(1) % kSandboxUids : ::getuid();
  launch->gid = launch->switch_user ? launch->uid : ::getgid();
  const std::string home = Directory(executable);
  const bool home_in_usr = home == "/usr" || home.rfind("/usr/", 0) == 0;
  if (launch->switch_user && !home_in_usr) {
    absl::StatusOr<std::unique_ptr<BotCopy>> copy = BotCopy::Make(home, launch->gid);
    if (!copy.ok()) return copy.status();
    launch->copy = *std::move(copy);
  }
  launch->argv = {"bwrap",
                  "--die-with-parent",
                  "--new-session",
                  "--unshare-user",
                  "--unshare-net",
                  "--unshare-pid",
                  "--unshare-ipc",
                  "--unshare-uts",
                  "--unshare-cgroup",
                  "--disable-userns",
                  "--cap-drop",
                  "ALL",
                  "--ro-bind",
                  "/usr",
                  "/usr"};
  absl::Status added = AddFd(launch.get(), "--seccomp", DataFd(*seccomp), "");
  // /bin, /lib... as they are on the host: links into /usr, or directories.
  for (const char* top : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}) {
    char target[PATH_MAX];
    const ssize_t n = ::readlink(top, target, sizeof target - 1);
    if (n > 0) {
      launch->argv.insert(launch->argv.end(),
                          {"--symlink", std::string(target, static_cast<size_t>(n)), top});
    } else {
      launch->argv.insert(launch->argv.end(), {"--ro-bind-try", top, top});
    }
  }
  for (const char* file : kEtcFiles)
    launch->argv.insert(launch->argv.end(), {"--ro-bind-try", file, file});
  const std::string user = absl::StrCat(launch->uid, ":", launch->gid);
  if (added.ok()) {
    added = AddFd(launch.get(), "--ro-bind-data",
                  DataFd(absl::StrCat("root:x:0:0:root:/root:/usr/sbin/nologin\nengine:x:", user,
                                      ":engine:/tmp:/usr/sbin/nologin\n")),
                  "/etc/passwd");
  }
  if (added.ok()) {
    added = AddFd(launch.get(), "--ro-bind-data",
                  DataFd(absl::StrCat("root:x:0:\nengine:x:", launch->gid, ":\n")), "/etc/group");
  }
  launch->argv.insert(launch->argv.end(),
                      {"--proc", "/proc", "--dev", "/dev", "--size", kTmpBytes, "--tmpfs", "/tmp"});
  if (!home_in_usr) {
    const std::string source = launch->copy != nullptr ? launch->copy->path() : home;
    launch->argv.insert(launch->argv.end(), {"--ro-bind", source, home});
  }
  if (!added.ok()) return added;
  launch->argv.insert(launch->argv.end(), {"--chdir", home, "--clearenv", "--setenv", "PATH",
                                           "/usr/local/bin:/usr/bin:/bin", "--setenv", "TMPDIR",
                                           "/tmp", "--setenv", "HOME", "/tmp", "--", executable});
  launch->argv.insert(launch->argv.end(), args.begin(), args.end());
  return launch;
}

int EnterSandbox(const SandboxLaunch& launch, pid_t parent) {
  for (const int fd : launch.cgroup->procs_fds()) {
    if (::write(fd, "0", 1) != 1) return errno;
  }
  if (launch.switch_user &&
      (::setgroups(0, nullptr) != 0 || ::setgid(launch.gid) != 0 || ::setuid(launch.uid) != 0)) {
    return errno;
  }
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return errno;
  if (::getppid() != parent) return ESRCH;
  for (const int fd : launch.fds) {
    if (::fcntl(fd, F_SETFD, 0) != 0) return errno;
  }
  return 0;
}

}  // namespace harness
