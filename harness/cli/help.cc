#include "harness/cli/help.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engines/catalog/builtin_engines.h"
#include "games/common/game_registry.h"
#include "harness/cli/help_defaults.h"
#include "harness/cli/run_flags.h"
#include "harness/config/number_ranges.h"
#include "harness/formats/format_registry.h"

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
                               listing the first N games (default $REPORT_MAX_GAMES)
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
  tourney league COMMAND       a persistent league in one SQLite file: init,
                               add, update, retire, serve (games and a live
                               HTTP leaderboard), status, export (see league
                               --help, docs/league.md)
  tourney --help               this text

)";

constexpr char kNumbersTitle[] =
    R"(numbers: what each flag (or engine key: tc= and st= take seconds, their
fields ms) and its config field allow, the same for both; a value outside,
not a number, NaN or infinite is refused with one line naming the field, the
value and this range:
)";

constexpr char kNotes[] =
    R"(Each finished game is appended to the results log and synced at once; a killed
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

// One line per registered format.
std::string FormatsSection() {
  std::string out = "formats (--format):\n";
  for (const FormatKind* format : RegisteredFormats()) {
    absl::StrAppend(&out, "  ", format->name(), " — ", format->help(), "\n");
  }
  return out;
}

}  // namespace

std::string TourneyHelp() {
  return absl::StrCat(WithHelpDefaults(kUsage), SectionsHelp(RunFlagSections()), "\n",
                      kNumbersTitle, NumberRangesHelp(), "\n", kNotes, "\n", FormatsSection(), "\n",
                      GamesSection());
}

}  // namespace harness
