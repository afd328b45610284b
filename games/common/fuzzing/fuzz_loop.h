// What every seeded fuzz loop shares, whatever it feeds (engine requests,
// harness readers): its settings from the environment, and the report of
// an execution that crashes or hangs: a handler prints the seed, the
// iteration, how to repeat it and the input, then lets the signal end the
// test.
#ifndef GAMES_COMMON_FUZZING_FUZZ_LOOP_H_
#define GAMES_COMMON_FUZZING_FUZZ_LOOP_H_

#include <cstdint>
#include <functional>
#include <string>

namespace games::fuzzing {

// One execution taking this long is a hang (SIGALRM, reported as a
// crash). Far above any bounded execution.
inline constexpr unsigned kHangSeconds = 60;

// The environment variable `name` as a whole number >= 0, or `fallback`.
// The loops read FUZZ_ITERATIONS and FUZZ_SEED (and the engines' FUZZ_FORK).
int64_t EnvironmentOr(const char* name, int64_t fallback);

// Installs the handler for SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT and
// SIGALRM (on its own stack, so a stack overflow is reported too).
void InstallCrashHandler();

// Marks the start of one execution: what the handler names if it crashes,
// and the hang alarm. `describe` gives the input's text (called only from
// the handler).
void BeginExecution(uint64_t seed, int64_t iteration, std::function<std::string()> describe);
// Clears the alarm and the input.
void EndExecution();

// A refusal's message with digit runs folded to '#' (its first 100 bytes),
// so that a summary can count refusals by reason.
std::string Folded(const std::string& message);

}  // namespace games::fuzzing

#endif  // GAMES_COMMON_FUZZING_FUZZ_LOOP_H_
