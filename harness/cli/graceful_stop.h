// What `run` and `sprt` share for a graceful stop: the first SIGINT or
// SIGTERM ends the run after the games under way (stop_signals.h), and so
// does an engine that cannot be made ready for a game (RunSettings::halted);
// the run then prints the exact command that plays the rest of its schedule.
#ifndef HARNESS_CLI_GRACEFUL_STOP_H_
#define HARNESS_CLI_GRACEFUL_STOP_H_

#include <cstddef>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "harness/cli/cli_flags.h"
#include "harness/play/tournament.h"

namespace harness {

// From now on the first signal stops `run` gracefully, the games under way
// having its stop_grace_ms (--stop-grace-ms) to finish.
void StopGracefully(RunSettings* run);

// The exit status of a run that stopped itself (an engine that could not be
// made ready, a log that could not be written): EX_TEMPFAIL, "try again
// later" (with the printed command).
inline constexpr int kExitEngineUnready = 75;

// If the run stopped early, by `halted` (RunSettings::halted: its line,
// printed first, then what has to come back: the engine, or room for the
// log) or by a signal: prints how many games `results` holds and, on a line
// of its own, the command that plays the rest; returns the exit status
// (kExitEngineUnready, or 128 + the signal).
// 0 when neither. `words` are the command's arguments after the program
// ("run", "--engine", ...).
int ReportGracefulStop(const std::vector<std::string>& words, const CliFlags& flags,
                       const std::string& results, size_t games, const Halt& halted);

// For a run that ended in `error` before playing: prints it in one line;
// 128 + the signal when a signal stopped it (a long read of the log to
// resume, left as it was), else 1.
int FailedOrStopped(const absl::Status& error);

// `program words...` with --resume and --results RESULTS added unless
// `flags` has them, each word quoted for a POSIX shell where needed.
std::string ResumeCommand(const std::string& program, const std::vector<std::string>& words,
                          const CliFlags& flags, const std::string& results);

}  // namespace harness

#endif  // HARNESS_CLI_GRACEFUL_STOP_H_
