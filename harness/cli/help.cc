#include "harness/cli/help.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "engines/catalog/builtin_engines.h"
#include "games/common/game_registry.h"
#include "harness/cli/match_rule_flags.h"
#include "harness/config/number_ranges.h"

namespace harness {
namespace {

constexpr char kUsage[] =
    R"(tourney: runs game-AI tournaments between engines that speak bot.v1 (gRPC).

usage:
  tourney                      the default tournament (Reversi round robin:
                               random, seed-d1, seed-d3, strong)
  tourney run [CONFIG] [flags] a tournament from a config file (protobuf text
                               format, schema tourney.v1.TournamentConfig in
                               protos/tourney/v1/tournament.proto) and/or flags
  tourney check --engine SPEC [--game G] [--games K]
                               check one engine before any tournament: start,
                               GetInfo, Prepare, seeded games against random,
                               answer times, option extremes; PASS/WARN/FAIL
                               per check (see check --help, docs/protocol.md)
  tourney ratings RESULTS      the ratings report of a results log
  tourney report RESULTS [--out FILE] [--max-games N]
                               the same as one self-contained HTML page,
                               listing the first N games (default 10000)
  tourney export --format pgn|ggf RESULTS [-o OUT]
                               the games as PGN (Ordo, BayesElo) or, for
                               Reversi, GGF (Othello viewers)
  tourney sprt --candidate SPEC --baseline SPEC [flags]
                               sequential probability ratio test for CI:
                               exit 0 = candidate not weaker (see sprt --help)
  tourney merge --out OUT LOGS...
                               combine result logs of one tournament (shards)
  tourney slurm [CONFIG] --shards N [flags]
                               the tournament as a Slurm job array of shards
                               and a merge job (see slurm --help, docs/slurm.md)
  tourney shard DIR I/N        play shard I/N of DIR's tournament, resuming its
                               log (what each Slurm task or Kubernetes pod runs)
  tourney merge-shards DIR N   merge DIR's finished shards; ratings and report
  tourney --help               this text

run flags (each overrides the config file):
  --engine SPEC          add an engine (repeatable). SPEC is comma-separated
                         key=value: name=NAME and one of builtin=BUILTIN (below),
                         cmd=PATH (spawned with --port=0; args=A B C passes
                         arguments) or addr=HOST:PORT (already running), plus
                         option.KEY=VALUE for options the engine declares,
                         and its time and limits:
                           tc=BASE+INC     clock: BASE s, +INC s per move (tc=10+0.1)
                           tc=MOVES/BASE+INC  BASE s for every MOVES moves (tc=40/60+0)
                           tc=inf          untimed (limits alone end a search)
                           st=SECONDS      a fixed time per move, no clock
                           nodes=N depth=D search limits sent with every decision
                         With limits and no tc/st an engine is untimed (results
                         do not depend on the machine); with neither, it gets
                         --move-time-ms per move.
                         memory_mb=N caps a spawned engine's address space
                         (RLIMIT_AS): one that allocates past it loses the game.
                         protocol=grpc (cmd's default) | jsonl (bot.v1 as JSON
                         lines on stdin/stdout) | proto (the same in binary,
                         length-delimited; built-ins' default) | gtp|nboard (a
                         Reversi engine's own text protocol, via an adapter).
                         e.g. --engine name=ab3,builtin=reversi,option.eval=seed,option.depth=3
                         Quote a SPEC with spaces: --engine 'name=x,cmd=./bot,args=--level 5'
                              --engine name=strong,builtin=reversi,tc=10+0.1
  --each KEYS            tc=, st=, nodes=, depth= for every engine that does not
                         set its own (e.g. --each tc=10+0.1)
  --game NAME            the game (below; default %s)
  --variant NAME         the game's variant (below; default: the first listed)
  --seats N              players per game (default 2, or the game's only count)
  --format FORMAT        round_robin (default) or gauntlet
  --gauntlet NAME        the engine that meets all others (default: the first)
  --games N              games per pairing, played as seat-swapped pairs (default 20)
  --opening-plies N      random opening plies before engines move (default: the
                         game's, below; 0 or -1 = none)
  --seed N|random        master seed, 1 or more; random (or no seed in flags or
                         config): one from the clock, printed at start and kept
                         in the saved config and every record
  --concurrency N        games at once (default 2); each has its own engine processes
  --move-time-ms N       thinking time per move for engines with no tc, st or
                         limits (default 100), sent as DecideRequest.time_budget_ms:
                         it caps an engine's own time option (option.time_ms=200
                         still thinks under 100 ms unless this is raised; the
                         harness warns at start)
  --deadline-margin-ms N transport latency allowed on top of an engine's time
                         (per move, or left on its clock) before it loses on
                         time (default 1000)
  --results PATH         results log, JSON lines (default results/<time>/results.jsonl
                         in a new directory, <time>-2, -3, ... when taken); one
                         harness at a time writes a log (PATH.lock names it)
  --resume               continue PATH: finished games are kept, the rest played
                         (with no config or engines given, the saved
                         PATH.config.txtpb is used)
  --engine-log PATH      append engine stderr here (default: next to the results)
  --engine-log-max-mb N  the engines log's cap (default 64): past it the file
                         moves to PATH.1 (replacing an older one) and starts
                         afresh, so at most twice the cap is on disk
  --builtin-dir DIR      where built-in engines live (default: beside this binary)
  --shard I/N            play only games with index %% N == I (a deterministic
                         1/N of the schedule); combine with `tourney merge`
  --auto-play-forced     the referee plays a seat's only legal action itself (a
                         forced pass, say) instead of asking its engine
  --pin-workers          run each worker and the engines it starts on one core
                         (round robin): faster with single-threaded engines
                         such as the built-ins; not for multi-threaded ones
  --quiet                no progress line
  --report-every-s N     while games are played, rewrite report.html every N s
                         (atomically; a partial page says how many games are
                         in; default 30, 0 = only at the end)
  --stop-grace-ms N      after Ctrl-C or SIGTERM, how long the games under way
                         may take to finish before they are abandoned (default
                         10000; 0 = at once)
  --unreachable-grace-ms N
                         how long an addr= engine that cannot be reached before
                         a game is waited for, retrying with backoff (default
                         30000); then the tournament stops as on Ctrl-C (exit
                         code 75, the command that plays the rest printed). A
                         spawned engine that fails to start 3 times in a row
                         stops it the same way. No game is lost for either.
  --prepare-timeout-ms N how long an engine may take to answer Prepare (default
                         300000)

%s
numbers: what each flag (or engine key: tc= and st= take seconds, their
fields ms) and its config field allow, the same for both; a value outside,
not a number, NaN or infinite is refused with one line naming the field, the
value and this range:
%s
Each finished game is appended to the results log and synced at once; a killed
tournament continues with --resume. The ratings report is printed at the end
and written next to the results log (ratings.txt, and report.html).
Ctrl-C (or SIGTERM) stops gracefully: no new game starts, the games under way
finish (or are abandoned after --stop-grace-ms, unrecorded), the report is
written for the games done, and the exact command that plays the rest is
printed; exit code 130 (143 for SIGTERM). A second Ctrl-C quits at once.
Engines run in process groups of their own, killed whole on every way out.

"seed" means two things here: --seed (and each record's seed) is a random
number seed; an option value "seed" (eval=seed, policy=seed, shooter ladder)
selects the approach of the game's seed document, the reference the built-in
engine reproduces (shared/seeds/).
)";

std::string SeatRange(const games::GameType& type) {
  if (type.min_seats == type.max_seats) return absl::StrCat(type.min_seats, " players");
  return absl::StrCat(type.min_seats, "-", type.max_seats, " players");
}

// One block per game: its variants, seats, opening plies and built-ins.
std::string GamesSection() {
  std::string out = "games (--game), their variants (--variant) and built-in engines:\n";
  for (const games::GameType& type : games::RegisteredGames()) {
    absl::StrAppend(&out, "  ", type.id, " — ", type.title, "; ", SeatRange(type),
                    "; opening plies ", type.default_opening_plies, "\n");
    for (size_t i = 0; i < type.variants.size(); ++i) {
      const games::VariantInfo& variant = type.variants[i];
      absl::StrAppend(&out, "    ", variant.name, i == 0 ? " (default)" : "", ": ", variant.summary,
                      variant.seats > 0 ? absl::StrCat(" (--seats ", variant.seats, ")") : "",
                      "\n");
    }
    if (!type.variant_syntax.empty()) {
      absl::StrAppend(&out, "    or ", type.variant_syntax, "\n");
    }
    absl::StrAppend(&out, "    built-ins: ", absl::StrJoin(engines::EnginesThatPlay(type.id), ", "),
                    "\n");
  }
  return out;
}

}  // namespace

std::string TourneyHelp() {
  return absl::StrCat(absl::StrFormat(kUsage, games::RegisteredGames().front().id,
                                      kMatchRuleFlagsHelp, NumberRangesHelp()),
                      "\n", GamesSection());
}

}  // namespace harness
