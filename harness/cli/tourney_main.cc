// tourney: the harness command line. See `tourney --help`.
#include <cstdio>
#include <string>
#include <vector>

#include "harness/cli/commands.h"
#include "harness/cli/help.h"
#include "harness/cli/league_commands.h"
#include "harness/cli/stop_signals.h"

int main(int argc, char** argv) {
  harness::InstallStopSignals();  // no engine outlives a Ctrl-C
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return harness::RunCommand({}, true);
  const std::string command = args[0];
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (command == "--help" || command == "-h" || command == "help") {
    std::fputs(harness::TourneyHelp().c_str(), stdout);
    return 0;
  }
  if (command == "run") return harness::RunCommand(rest, false);
  if (command == "ratings") return harness::RatingsCommand(rest);
  if (command == "sprt") return harness::SprtCommand(rest);
  if (command == "merge") return harness::MergeCommand(rest);
  if (command == "report") return harness::ReportCommand(rest);
  if (command == "check") return harness::CheckCommand(rest);
  if (command == "slurm") return harness::SlurmCommand(rest);
  if (command == "shard") return harness::ShardCommand(rest);
  if (command == "merge-shards") return harness::MergeShardsCommand(rest);
  if (command == "export") return harness::ExportCommand(rest);
  if (command == "league") return harness::LeagueCommand(rest);
  if (command.rfind("--", 0) == 0)
    return harness::RunCommand(args, false);  // flags for the default run
  std::fprintf(stderr,
               "tourney: unknown command '%s' (commands: run, check, ratings, report, export, "
               "sprt, merge, slurm, shard, merge-shards, league; see --help)\n",
               command.c_str());
  return 2;
}
