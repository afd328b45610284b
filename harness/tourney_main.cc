// tourney: the harness command line. See `tourney --help`.
#include <cstdio>
#include <string>
#include <vector>

#include "harness/commands.h"

namespace harness {

constexpr char kHelp[] = R"(tourney: runs game-AI tournaments between engines that speak bot.v1 (gRPC).

usage:
  tourney                      the default tournament (Reversi round robin:
                               random, seed-d1, seed-d3, strong)
  tourney run [CONFIG] [flags] a tournament from a config file (protobuf text
                               format, schema tourney.v1.TournamentConfig in
                               protos/tourney/v1/tournament.proto) and/or flags
  tourney ratings RESULTS      the ratings report of a results log
  tourney report RESULTS [--out FILE]
                               the same as one self-contained HTML page
  tourney sprt --candidate SPEC --baseline SPEC [flags]
                               sequential probability ratio test for CI:
                               exit 0 = candidate not weaker (see sprt --help)
  tourney merge --out OUT LOGS...
                               combine result logs of one tournament (shards)
  tourney --help               this text

run flags (each overrides the config file):
  --engine SPEC          add an engine (repeatable). SPEC is comma-separated
                         key=value: name=NAME and one of builtin=random|reversi|yacht|battleship|davinci|nimtetris,
                         cmd=PATH (spawned with --port=0; args=A B C passes
                         arguments) or addr=HOST:PORT (already running), plus
                         option.KEY=VALUE for options the engine declares.
                         e.g. --engine name=ab3,builtin=reversi,option.eval=seed,option.depth=3
  --game NAME            game: reversi (default), yacht, battleship, davinci or nimtetris
  --variant NAME         e.g. yacht: clubhouse (default), pancht, yahtzee, with
                         switches: yahtzee:joker=forced, clubhouse:duplicate_dice=true;
                         battleship: classic (default), seed8, seed8:solo (--seats 1);
                         davinci: standard (default), no_jokers (--seats 2..4);
                         nimtetris: WIDTHxHEIGHT, 10x10 (default)
  --seats N              players per game (default 2; yacht: 1..6; davinci: 2..4)
  --format FORMAT        round_robin (default) or gauntlet
  --gauntlet NAME        the engine that meets all others (default: the first)
  --games N              games per pairing, played as seat-swapped pairs (default 20)
  --opening-plies N      random opening plies before engines move (0 = none; default
                         4 for reversi and nimtetris, 0 for games dealt by chance)
  --seed N               master seed (default: from the clock, printed)
  --concurrency N        games at once (default 2); each has its own engine processes
  --move-time-ms N       thinking time offered per move (default 100)
  --deadline-margin-ms N grace on top before an answer is late (default 1000)
  --results PATH         results log, JSON lines (default results/<time>/results.jsonl)
  --resume               continue PATH: finished games are kept, the rest played
                         (with no config or engines given, the saved
                         PATH.config.txtpb is used)
  --engine-log PATH      append engine stderr here (default: next to the results)
  --builtin-dir DIR      where built-in engines live (default: beside this binary)
  --shard I/N            play only games with index % N == I (a deterministic
                         1/N of the schedule); combine with `tourney merge`
  --quiet                no progress line

Each finished game is appended to the results log and synced at once; a killed
tournament continues with --resume. The ratings report is printed at the end
and written next to the results log (ratings.txt, and report.html).
)";


const char* TourneyHelp() { return kHelp; }

}  // namespace harness

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return harness::RunCommand({}, true);
  const std::string command = args[0];
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (command == "--help" || command == "-h" || command == "help") {
    std::fputs(harness::TourneyHelp(), stdout);
    return 0;
  }
  if (command == "run") return harness::RunCommand(rest, false);
  if (command == "ratings") return harness::RatingsCommand(rest);
  if (command == "sprt") return harness::SprtCommand(rest);
  if (command == "merge") return harness::MergeCommand(rest);
  if (command == "report") return harness::ReportCommand(rest);
  if (command.rfind("--", 0) == 0) return harness::RunCommand(args, false);  // flags for the default run
  std::fprintf(stderr, "tourney: unknown command '%s' (commands: run, ratings, report, sprt, merge; see --help)\n",
               command.c_str());
  return 2;
}
