#include "games/common/fuzzing/fuzz_loop.h"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace games::fuzzing {
namespace {

// What the handler names: read only from the handler, which ends the
// process.
std::function<std::string()> g_describe;
int64_t g_iteration = 0;
uint64_t g_seed = 0;

void OnFatalSignal(int signal) {
  char line[256];
  const int length = std::snprintf(
      line, sizeof line,
      "\nfuzz: signal %d (%s) at iteration %lld of seed %llu (FUZZ_SEED=%llu "
      "FUZZ_ITERATIONS=%lld repeats it); the input:\n",
      signal, strsignal(signal), static_cast<long long>(g_iteration),
      static_cast<unsigned long long>(g_seed), static_cast<unsigned long long>(g_seed),
      static_cast<long long>(g_iteration + 1));
  if (length > 0) (void)!::write(STDERR_FILENO, line, std::min<size_t>(length, sizeof line - 1));
  if (g_describe) {
    // Not async-signal-safe, but the process is ending anyway.
    const std::string text = g_describe() + "\n";
    (void)!::write(STDERR_FILENO, text.data(), text.size());
  }
  ::signal(signal, SIG_DFL);
  ::raise(signal);
}

}  // namespace

int64_t EnvironmentOr(const char* name, int64_t fallback) {
  const char* text = std::getenv(name);
  if (text == nullptr || *text == '\0') return fallback;
  char* end = nullptr;
  const long long value = std::strtoll(text, &end, 10);
  return *end == '\0' && value >= 0 ? value : fallback;
}

void InstallCrashHandler() {
  static char stack[1 << 18];
  stack_t alternate{};
  alternate.ss_sp = stack;
  alternate.ss_size = sizeof stack;
  ::sigaltstack(&alternate, nullptr);
  struct sigaction action {};
  action.sa_handler = OnFatalSignal;
  // Once: a second signal inside the handler (printing a corrupt input)
  // takes the default action instead of recursing.
  action.sa_flags = SA_ONSTACK | SA_RESETHAND;
  for (int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGALRM}) {
    ::sigaction(signal, &action, nullptr);
  }
}

void BeginExecution(uint64_t seed, int64_t iteration, std::function<std::string()> describe) {
  g_seed = seed;
  g_iteration = iteration;
  g_describe = std::move(describe);
  ::alarm(kHangSeconds);
}

void EndExecution() {
  ::alarm(0);
  g_describe = nullptr;
}

std::string Folded(const std::string& message) {
  std::string folded;
  for (char c : message.substr(0, 100)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) {
      folded += c;
    } else if (folded.empty() || folded.back() != '#') {
      folded += '#';
    }
  }
  return folded;
}

}  // namespace games::fuzzing
