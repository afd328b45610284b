#include "harness/cli/graceful_stop.h"

#include <signal.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "harness/cli/commands.h"
#include "harness/cli/shell_quote.h"
#include "harness/cli/stop_signals.h"

namespace harness {
namespace {

// How the user started the harness: ../tourney (a script that execs the
// binary) names itself in TOURNEY_PROGRAM.
std::string ProgramName() {
  const char* wrapper = std::getenv("TOURNEY_PROGRAM");
  return wrapper != nullptr && *wrapper != '\0' ? wrapper : program_invocation_name;
}

}  // namespace

void StopGracefully(RunSettings* run) {
  run->stop_requested = [] { return StopSignal() != 0; };
  AllowGracefulStop();
}

int ReportGracefulStop(const std::vector<std::string>& words, const CliFlags& flags,
                       const std::string& results, size_t games, const Halt& halted) {
  const std::string command = ResumeCommand(ProgramName(), words, flags, results);
  if (halted.happened()) {
    const char* until = halted.cause == Halt::Cause::kLogUnwritable ? "once its disk has room again"
                                                                    : "once the engine is back";
    std::fprintf(stderr,
                 "tourney: %s\ntourney: stopped with %zu games in %s; %s, to play the rest:\n%s\n",
                 halted.why.c_str(), games, results.c_str(), until, command.c_str());
    return kExitEngineUnready;
  }
  const int signal_number = StopSignal();
  if (signal_number == 0) return 0;
  std::fprintf(stderr, "tourney: stopped by %s with %zu games in %s; to play the rest:\n%s\n",
               signal_number == SIGINT ? "SIGINT" : "SIGTERM", games, results.c_str(),
               command.c_str());
  return 128 + signal_number;
}

int FailedOrStopped(const absl::Status& error) {
  const int failed = Fail(error);
  return absl::IsCancelled(error) && StopSignal() != 0 ? 128 + StopSignal() : failed;
}

std::string ResumeCommand(const std::string& program, const std::vector<std::string>& words,
                          const CliFlags& flags, const std::string& results) {
  std::string command = ShellQuote(program);
  for (const std::string& word : words) absl::StrAppend(&command, " ", ShellQuote(word));
  if (!flags.Has("resume")) absl::StrAppend(&command, " --resume");
  if (!flags.Has("results")) absl::StrAppend(&command, " --results ", ShellQuote(results));
  return command;
}

}  // namespace harness
