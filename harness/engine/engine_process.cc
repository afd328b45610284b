#include "harness/engine/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <initializer_list>
#include <mutex>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "harness/engine/descendants.h"
#include "harness/engine/process_groups.h"
#include "harness/engine/sandbox.h"

namespace harness {
namespace {

std::string DescribeWaitStatus(int status) {
  if (WIFEXITED(status)) return absl::StrCat("exited with code ", WEXITSTATUS(status));
  if (WIFSIGNALED(status)) {
    return absl::StrCat("killed by signal ", WTERMSIG(status), " (", strsignal(WTERMSIG(status)),
                        ")");
  }
  return "stopped";
}

void CloseAll(std::initializer_list<int> fds) {
  for (int fd : fds) {
    if (fd >= 0) ::close(fd);
  }
}

// Why exec failed, as one line a user can act on: a missing file and one
// without execute permission once both read as "exited with code 127".
absl::Status ExecError(const std::string& command, int error) {
  const std::string start = absl::StrCat("cannot start ", command, ": ");
  if (error == ENOENT) {
    return absl::NotFoundError(absl::StrCat(start, command.find('/') == std::string::npos
                                                       ? "no such command on PATH"
                                                       : "no such file"));
  }
  if (error == EACCES) {
    struct stat info;
    const bool directory = ::stat(command.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
    return absl::PermissionDeniedError(absl::StrCat(
        start, directory ? "is a directory" : "not executable (no execute permission)"));
  }
  return absl::UnavailableError(absl::StrCat(start, std::strerror(error)));
}

// Waits for a forked child's exec: its errno if exec failed (written to
// `fd` by the child), 0 once the pipe closes on a successful exec.
int ExecErrno(int fd) {
  int error = 0;
  ssize_t n;
  while ((n = ::read(fd, &error, sizeof error)) < 0 && errno == EINTR) {
  }
  return n == static_cast<ssize_t>(sizeof error) ? error : 0;
}

// What a gRPC start that never saw an address most often is: a JSON-lines
// bot, which waits for a request on stdin and prints nothing first.
constexpr char kJsonlHint[] =
    "; a JSON-lines bot (it waits for requests on stdin) needs protocol=jsonl in its engine spec";

}  // namespace

absl::StatusOr<std::unique_ptr<EngineProcess>> EngineProcess::Start(
    const std::string& command, const std::vector<std::string>& args, const std::string& log_path,
    int startup_timeout_ms, ProcessIo io, const SpawnLimits& limits, bool* launched) {
  if (launched != nullptr) *launched = false;
  if (io == ProcessIo::kStdio) {
    static std::once_flag ignore_sigpipe;
    std::call_once(ignore_sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });
  }
  std::vector<std::string> argv_strings = {command};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  if (io == ProcessIo::kPrintsAddress) argv_strings.push_back("--port=0");
  std::unique_ptr<SandboxLaunch> launch;
  if (limits.sandbox) {
    absl::Status available = SandboxAvailable();
    if (!available.ok()) return available;
    std::string executable;
    if (const int error = FindExecutable(command, &executable); error != 0) {
      return ExecError(command, error);
    }
    absl::StatusOr<std::unique_ptr<SandboxLaunch>> prepared =
        PrepareSandbox(executable, {argv_strings.begin() + 1, argv_strings.end()},
                       {kSandboxMaxTasks, limits.memory_bytes, limits.cpus});
    if (!prepared.ok()) return prepared.status();
    launch = *std::move(prepared);
    argv_strings = launch->argv;
  }
  std::shared_ptr<EngineLog> log;
  if (!log_path.empty()) {
    absl::StatusOr<std::shared_ptr<EngineLog>> opened =
        EngineLog::Open(log_path, limits.log_max_bytes);
    if (!opened.ok()) return opened.status();
    log = *std::move(opened);
  }
  // out: the engine's stdout to us; in: our requests to its stdin (stdio
  // only); err: its stderr to the log (or /dev/null when there is none).
  int out_fds[2] = {-1, -1};
  int in_fds[2] = {-1, -1};
  int err_fds[2] = {-1, -1};
  bool pipes = ::pipe2(out_fds, O_CLOEXEC) == 0;
  if (pipes && io == ProcessIo::kStdio) pipes = ::pipe2(in_fds, O_CLOEXEC) == 0;
  if (pipes && log != nullptr) pipes = ::pipe2(err_fds, O_CLOEXEC) == 0;
  if (pipes && log == nullptr) {
    err_fds[1] = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    pipes = err_fds[1] >= 0;
  }
  if (!pipes) {
    const std::string error = std::strerror(errno);
    CloseAll({out_fds[0], out_fds[1], in_fds[0], in_fds[1], err_fds[0], err_fds[1]});
    return absl::InternalError(absl::StrCat("pipe: ", error));
  }

  std::vector<char*> argv;
  for (std::string& arg : argv_strings) argv.push_back(arg.data());
  argv.push_back(nullptr);
  const rlimit memory = {static_cast<rlim_t>(limits.memory_bytes),
                         static_cast<rlim_t>(limits.memory_bytes)};

  // exec's errno comes back through this pipe; it closes (close-on-exec)
  // when exec succeeds.
  int exec_fds[2];
  if (::pipe2(exec_fds, O_CLOEXEC) != 0) {
    CloseAll({out_fds[0], out_fds[1], in_fds[0], in_fds[1], err_fds[0], err_fds[1]});
    return absl::InternalError(absl::StrCat("pipe: ", std::strerror(errno)));
  }

  // Everything the child needs is prepared before fork(): between fork and
  // exec a multithreaded parent's child may only make async-signal-safe calls.
  const pid_t parent = ::getpid();
  std::unique_lock<std::mutex> spawning = LockSpawning();
  const pid_t pid = ::fork();
  if (pid < 0) {
    CloseAll({out_fds[0], out_fds[1], in_fds[0], in_fds[1], err_fds[0], err_fds[1], exec_fds[0],
              exec_fds[1]});
    return absl::InternalError(absl::StrCat("fork: ", std::strerror(errno)));
  }
  if (pid == 0) {
    // Child: die with the harness; stdout to the pipe, stderr to the log.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) {
      const int gone = ESRCH;  // not launched: the harness is going
      (void)!::write(exec_fds[1], &gone, sizeof gone);
      ::_exit(127);
    }
    ::setpgid(0, 0);  // its own process group, so a kill reaches its children
    ::signal(SIGPIPE, SIG_DFL);
    ::signal(SIGXFSZ, SIG_DFL);  // the harness ignores it (league serve); an engine need not
    ::dup2(out_fds[1], STDOUT_FILENO);
    if (in_fds[0] >= 0) ::dup2(in_fds[0], STDIN_FILENO);
    ::dup2(err_fds[1], STDERR_FILENO);
    if (!limits.sandbox && limits.memory_bytes > 0) ::setrlimit(RLIMIT_AS, &memory);
    // A sandboxed engine (bwrap and all it starts) goes into its cgroups
    // and runs as its own user.
    int error = launch != nullptr ? EnterSandbox(*launch, parent) : 0;
    if (error == 0) {
      ::execvp(argv[0], argv.data());
      error = errno;
    }
    (void)!::write(exec_fds[1], &error, sizeof error);
    ::_exit(127);
  }
  CloseAll({out_fds[1], in_fds[0], err_fds[1], exec_fds[1]});
  // Also here: whichever of parent and child runs first, the group exists
  // before anyone kills it.
  ::setpgid(pid, pid);
  TrackProcessGroup(pid);
  spawning.unlock();

  std::unique_ptr<EngineProcess> process(new EngineProcess());
  process->pid_ = pid;
  process->stdout_fd_ = out_fds[0];
  process->stdin_fd_ = in_fds[1];
  process->stderr_fd_ = err_fds[0];
  process->log_ = log;
  if (launch != nullptr) {
    process->cgroup_ = std::move(launch->cgroup);
    process->copy_ = std::move(launch->copy);
    process->memory_cap_mb_ = limits.memory_bytes >> 20;
    launch.reset();  // bwrap has its own copies of the descriptors it reads
  }
  if (log != nullptr) process->stderr_pump_ = std::make_unique<LogPump>(err_fds[0], log);
  const int exec_errno = ExecErrno(exec_fds[0]);
  ::close(exec_fds[0]);
  if (exec_errno != 0) return ExecError(command, exec_errno);  // the child is reaped
  if (launched != nullptr) *launched = true;
  if (io == ProcessIo::kStdio) return process;

  absl::Status address = process->ReadAddress(command, log_path, startup_timeout_ms);
  if (!address.ok()) return address;
  return process;
}

absl::Status EngineProcess::ReadAddress(const std::string& command, const std::string& log_path,
                                        int startup_timeout_ms) {
  // Read the first line within the timeout.
  std::string line;
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(startup_timeout_ms);
  while (line.find('\n') == std::string::npos) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                          deadline - std::chrono::steady_clock::now())
                          .count();
    if (left <= 0) {
      return absl::DeadlineExceededError(absl::StrCat(command, " printed no address line within ",
                                                      startup_timeout_ms, " ms", kJsonlHint));
    }
    pollfd poll_fd = {stdout_fd_, POLLIN, 0};
    const int ready = ::poll(&poll_fd, 1, static_cast<int>(left));
    if (ready < 0 && errno != EINTR) return absl::InternalError("poll failed");
    if (ready <= 0) continue;
    char buffer[256];
    const ssize_t n = ::read(stdout_fd_, buffer, sizeof(buffer));
    if (n <= 0) {
      return absl::UnavailableError(
          absl::StrCat(command, " ended before printing its address (",
                       ExitStatus().empty() ? "stdout closed" : ExitStatus(), ")",
                       log_path.empty() ? "" : absl::StrCat("; see ", log_path), kJsonlHint));
    }
    line.append(buffer, static_cast<size_t>(n));
  }
  const std::string first = line.substr(0, line.find('\n'));
  // The address is the last word of the line ("listening on 127.0.0.1:4000"
  // works too).
  std::string address(absl::StripAsciiWhitespace(first));
  if (const size_t space = address.rfind(' '); space != std::string::npos) {
    address = address.substr(space + 1);
  }
  if (address.find(':') == std::string::npos) {
    return absl::InvalidArgumentError(
        absl::StrCat(command, " printed '", first, "' as its first line; expected host:port"));
  }
  address_ = address;

  stdout_pump_ = std::make_unique<LogPump>(stdout_fd_, log_, line.substr(line.find('\n') + 1));
  return absl::OkStatus();
}

std::string EngineProcess::ExitStatus(int wait_ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(wait_ms);
  while (exit_status_.empty() && pid_ > 0) {
    // Looked at, not reaped: the group still has its id for ReapGroup().
    siginfo_t info = {};
    if (::waitid(P_PID, pid_, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_) {
      ReapGroup();
    } else if (std::chrono::steady_clock::now() >= deadline) {
      break;
    } else {
      ::usleep(5000);
    }
  }
  return exit_status_;
}

void EngineProcess::ReapGroup() {
  // What the engine started dies with it, even when it ended by itself, and
  // so does what left its group.
  ::kill(-pid_, SIGKILL);
  KillDescendants(pid_);
  int status = 0;
  {
    // Once forgotten, the zombie looks left behind to another engine's
    // cleanup, which would reap it and lose its exit status: none runs
    // until it is reaped here.
    const std::unique_lock<std::mutex> no_cleanup = LockSpawning();
    ForgetProcessGroup(pid_);
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
  }
  exit_status_ = DescribeWaitStatus(status);
  if (cgroup_ != nullptr && cgroup_->OomKills() > 0) {
    absl::StrAppend(&exit_status_, ", over its memory cap of ", memory_cap_mb_, " MiB");
  }
  pid_ = -1;
}

void EngineProcess::Kill() {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);  // in case it never got a group of its own
    ReapGroup();
  }
}

EngineProcess::~EngineProcess() {
  Kill();
  // What the engine wrote before it died still reaches the log.
  stdout_pump_.reset();
  stderr_pump_.reset();
  CloseAll({stdin_fd_, stdout_fd_, stderr_fd_});
}

}  // namespace harness
