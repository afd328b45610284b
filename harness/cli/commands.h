// The tourney CLI's commands and what they share.
#ifndef HARNESS_CLI_COMMANDS_H_
#define HARNESS_CLI_COMMANDS_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/cli/cli_flags.h"
#include "harness/cli/run_flags.h"
#include "harness/formats/format_standings.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/play/tournament.h"
#include "harness/report/log_summary.h"
#include "harness/results/game_scan.h"

namespace harness {

// Prints "tourney: <message>" and returns 1.
int Fail(const absl::Status& status);

// Beside a results log: the config it was played with (what --resume
// reads), the ratings report, the HTML report and the format's standings
// as JSON (and a Swiss's as TRF-16).
std::string ConfigCopyPath(const std::string& results);
std::string RatingsPath(const std::string& results);
std::string HtmlReportPath(const std::string& results);
std::string StandingsJsonPath(const std::string& results);
std::string StandingsTrfPath(const std::string& results);

// A tournament resolved from the flags and config, with how to run it.
struct PreparedRun {
  std::unique_ptr<const ResolvedTournament> tournament;
  RunSettings settings;
  const std::string& results() const { return tournament->config().results(); }
};

// Completes a run from what its flags set: resume rules, seed and results
// path defaults, the tournament resolved, launch settings, the stop grace;
// takes the results log's lock and saves the config beside the results.
absl::StatusOr<PreparedRun> PrepareRun(RunFlagValues values);

// --dry-run: checks what `values` set as PrepareRun would (the results
// path, the config with its game, engines, numbers and openings file) and
// prints one line on what the run would play; starts no engine and writes
// nothing. The exit status.
int DryRun(RunFlagValues values);

// Prints what a scan of `what` (a log, N logs) found besides its games:
// truncated last lines, repeated games counted once.
void PrintScanNotes(const std::string& what, const GameScan& scan);

// A results log summarised once for `run`, `ratings` and `report`
// (log_summary.h: nothing in it trusted); its notes printed. A log without
// games is an error.
absl::StatusOr<LogSummary> ReadLogToReport(const std::string& path);

// The standings of the format a log was played in (the log does not say;
// the config saved beside it does), computed by the format's own code from
// `summary`; nullopt without a saved config that checks, or for a format
// without standings of its own. A saved config that does not check is
// said in a note on stderr.
std::optional<FormatStandings> SavedFormatStandings(const std::string& results,
                                                    const LogSummary& summary);

int RunCommand(const std::vector<std::string>& args, bool default_tournament);
int RatingsCommand(const std::vector<std::string>& args);
int SprtCommand(const std::vector<std::string>& args);
int MergeCommand(const std::vector<std::string>& args);
int ReportCommand(const std::vector<std::string>& args);
int ExportCommand(const std::vector<std::string>& args);
int CheckCommand(const std::vector<std::string>& args);
int SlurmCommand(const std::vector<std::string>& args);
int ShardCommand(const std::vector<std::string>& args);
int MergeShardsCommand(const std::vector<std::string>& args);

}  // namespace harness

#endif  // HARNESS_CLI_COMMANDS_H_
