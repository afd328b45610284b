#include "harness/engine/process_groups.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <initializer_list>
#include <mutex>

namespace harness {
namespace {

// The registered groups, 0 in a free slot: a fixed table of lock-free
// atomics, so that a signal handler may walk it. The watchdog keeps its own
// copy (the same variable after fork) up to date from the messages.
constexpr int kSlots = 1 << 15;
std::atomic<pid_t> g_groups[kSlots];
static_assert(std::atomic<pid_t>::is_always_lock_free);

void Add(pid_t pgid) {
  for (std::atomic<pid_t>& slot : g_groups) {
    pid_t expected = 0;
    if (slot.compare_exchange_strong(expected, pgid)) return;
  }
  // Full: the group is still killed by its EngineProcess, only not by the
  // other paths.
}

void Remove(pid_t pgid) {
  for (std::atomic<pid_t>& slot : g_groups) {
    pid_t expected = pgid;
    if (slot.compare_exchange_strong(expected, 0)) return;
  }
}

// The harness's end of the watchdog's socket; -1 if it could not start.
std::once_flag g_watchdog_started;
std::atomic<int> g_watchdog_fd{-1};
std::atomic<pid_t> g_watchdog_pid{-1};

// The watchdog, in the forked child of a multithreaded process: only
// async-signal-safe calls. A message is +pgid (registered) or -pgid
// (forgotten); EOF means the harness is gone.
[[noreturn]] void WatchdogMain(int fd) {
  // Outlive the harness: a Ctrl-C or a hangup reaches its whole group.
  struct sigaction ignore = {};
  ignore.sa_handler = SIG_IGN;
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) ::sigaction(sig, &ignore, nullptr);
  ::prctl(PR_SET_NAME, "tourney-reaper");
  // Hold no pipe of the harness's open (an engine's reader would wait for
  // EOF), nor its terminal or results.
  if (fd > 0) ::close_range(0, fd - 1, 0);
  ::close_range(fd + 1, ~0U, 0);
  pid_t message = 0;
  for (;;) {
    const ssize_t n = ::recv(fd, &message, sizeof(message), 0);
    if (n < 0 && errno == EINTR) continue;
    if (n != sizeof(message)) break;
    if (message > 0) {
      Add(message);
    } else {
      Remove(-message);
    }
  }
  KillProcessGroups();
  ::_exit(0);
}

void StartWatchdog() {
  int fds[2];
  if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds) != 0) return;
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);  // the harness's end: EOF comes once the harness has none
    WatchdogMain(fds[1]);
  }
  ::close(fds[1]);
  if (pid < 0) {
    ::close(fds[0]);
    return;
  }
  g_watchdog_pid.store(pid);
  g_watchdog_fd.store(fds[0]);
}

void TellWatchdog(pid_t message) {
  // MSG_NOSIGNAL: a dead watchdog is no reason for SIGPIPE.
  const int fd = g_watchdog_fd.load();
  if (fd >= 0) (void)!::send(fd, &message, sizeof(message), MSG_NOSIGNAL);
}

}  // namespace

void TrackProcessGroup(pid_t pgid) {
  std::call_once(g_watchdog_started, StartWatchdog);  // before any Add: its copy starts empty
  Add(pgid);
  TellWatchdog(pgid);
}

void ForgetProcessGroup(pid_t pgid) {
  Remove(pgid);
  TellWatchdog(-pgid);
}

void KillProcessGroups() {
  for (const std::atomic<pid_t>& slot : g_groups) {
    const pid_t pgid = slot.load();
    if (pgid > 0) ::kill(-pgid, SIGKILL);
  }
}

bool IsHarnessHelper(pid_t pid) {
  if (pid == g_watchdog_pid.load()) return true;
  for (const std::atomic<pid_t>& slot : g_groups) {
    if (slot.load() == pid) return true;
  }
  return false;
}

}  // namespace harness
