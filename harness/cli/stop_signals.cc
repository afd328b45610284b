#include "harness/cli/stop_signals.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstddef>

#include "harness/engine/process_groups.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

std::atomic<bool> g_graceful{false};
std::atomic<int> g_stop_signal{0};

template <size_t N>
void Say(const char (&text)[N]) {
  (void)!::write(STDERR_FILENO, text, N - 1);
}

// Async-signal-safe only: lock-free atomics, write, kill, _exit.
void OnStopSignal(int signal_number) {
  int none = 0;
  if (g_graceful.load() && g_stop_signal.compare_exchange_strong(none, signal_number)) {
    const int saved_errno = errno;  // the interrupted code may be about to read it
    Say("\ntourney: stop requested (a second Ctrl-C or SIGTERM quits at once)\n");
    errno = saved_errno;
    return;
  }
  // First: a game whose engines die from the kill below must not be
  // logged as their loss.
  ResultsLog::StopLoggingGames();
  KillProcessGroups();
  Say("\ntourney: quit at once, engines killed; finished games are in the results log\n");
  ::_exit(128 + signal_number);
}

}  // namespace

void InstallStopSignals() {
  struct sigaction action = {};
  action.sa_handler = OnStopSignal;
  ::sigemptyset(&action.sa_mask);
  ::sigaddset(&action.sa_mask, SIGINT);  // one handler at a time
  ::sigaddset(&action.sa_mask, SIGTERM);
  action.sa_flags = SA_RESTART;
  ::sigaction(SIGINT, &action, nullptr);
  ::sigaction(SIGTERM, &action, nullptr);
}

void AllowGracefulStop() { g_graceful = true; }

int StopSignal() { return g_stop_signal.load(); }

}  // namespace harness
