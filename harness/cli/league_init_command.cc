// `tourney league init`: a league made in a new SQLite file.
#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "games/common/game_registry.h"
#include "harness/cli/commands.h"
#include "harness/cli/league_commands.h"
#include "harness/cli/seed_flag.h"
#include "harness/config/engine_spec.h"
#include "harness/config/number_ranges.h"
#include "harness/config/tournament_config.h"
#include "harness/league/sqlite_league_store.h"

namespace harness {
namespace {

constexpr IntRange kCheckGames{"check_games", "--check-games", 1, 10000, "games", true};
constexpr IntRange kSuspendAfter{"suspend_after", "--suspend-after", 1, 1000, "faults", false};
constexpr IntRange kPlacement{"placement_opponents", "--placement", 1, 100, "opponents", false};
constexpr IntRange kWorkers{"workers", "--workers", 1, 256, "games at once", false};

struct InitFlags {
  std::string db = kDefaultLeagueDb;
  std::string config;  // a config file for the games' other settings
  LeagueSettings settings;
};

const Flag<InitFlags> kInitFlags[] = {
    {{"db", Arity::kValue, "FILE", "the league file to make (default league.sqlite)"},
     Set<InitFlags>([](const std::string& db, InitFlags& s) { s.db = db; })},
    {{"config", Arity::kValue, "FILE",
      "a tournament config (text proto) for anything the flags below\n"
      "do not set: adjudication, deadline margin...; its engines,\n"
      "format and seed are not used"},
     Set<InitFlags>([](const std::string& path, InitFlags& s) { s.config = path; })},
    {{"game", Arity::kValue, "G", "the game (default reversi)"},
     Checked<InitFlags>([](const std::string& game, InitFlags& s) {
       if (games::FindGame(game) == nullptr) {
         return absl::InvalidArgumentError(
             absl::StrCat("--game ", game, ": unknown game (see tourney --help)"));
       }
       s.settings.games.set_game(game);
       return absl::OkStatus();
     })},
    {{"variant", Arity::kValue, "V", "the variant (default: the game's)"},
     Set<InitFlags>([](const std::string& v, InitFlags& s) { s.settings.games.set_variant(v); })},
    {{"each", Arity::kValue, "KEYS",
      "every bot's time control and limits, e.g. tc=10+0.1 or\n"
      "nodes=5000,depth=4 (as `tourney run --each`)"},
     Checked<InitFlags>([](const std::string& text, InitFlags& s) {
       absl::StatusOr<tourney::v1::EngineSpec> each = ParseEngineDefaults(text);
       if (!each.ok()) return each.status();
       *s.settings.games.mutable_each() = *std::move(each);
       return absl::OkStatus();
     })},
    {{"move-time-ms", Arity::kValue, "N",
      "time offered per decision without a tc (default $MOVE_TIME_MS)"},
     Int<InitFlags>(kMoveTimeMs,
                    [](int64_t v, InitFlags& s) { s.settings.games.set_move_time_ms(v); })},
    {{"opening-plies", Arity::kValue, "N",
      "random opening plies (default: the game's; 0 or -1 = none)"},
     Int<InitFlags>(kOpeningPlies,
                    [](int64_t v, InitFlags& s) {
                      // 0 is none, as in `tourney run`: stored as -1, since a
                      // stored 0 reads back as the game's default.
                      s.settings.games.set_opening_plies(v == 0 ? -1 : static_cast<int32_t>(v));
                    })},
    {{"openings", Arity::kValue, "FILE",
      "an opening suite: each seat-swapped pair starts from one (kept\n"
      "as the league's file: edited, the league refuses to play)"},
     Set<InitFlags>([](const std::string& file, InitFlags& s) {
       s.settings.games.mutable_openings()->set_file(file);
     })},
    {{"sandbox", Arity::kValue, "bwrap|none",
      "how every bot runs (default bwrap: docs/sandbox.md); none is\n"
      "for a league of trusted bots, and its leaderboard says so"},
     Checked<InitFlags>([](const std::string& sandbox, InitFlags& s) {
       if (sandbox != "bwrap" && sandbox != "none") {
         return absl::InvalidArgumentError(
             absl::StrCat("--sandbox ", sandbox, ": expected bwrap or none"));
       }
       s.settings.bots.set_sandbox(sandbox == "none" ? tourney::v1::EngineSpec::NONE
                                                     : tourney::v1::EngineSpec::BWRAP);
       return absl::OkStatus();
     })},
    {{"memory-mb", Arity::kValue, "N",
      "every bot's memory cap in MiB (default $LEAGUE_MEMORY_MB\n"
      "sandboxed, none without the sandbox)"},
     Int<InitFlags>(kMemoryMb, [](int64_t v, InitFlags& s) { s.settings.bots.set_memory_mb(v); })},
    {{"cpus", Arity::kValue, "N", "a sandboxed bot's CPU in cores' worth (default $LEAGUE_CPUS)"},
     Int<InitFlags>(
         kCpus,
         [](int64_t v, InitFlags& s) { s.settings.bots.set_cpus(static_cast<int32_t>(v)); })},
    {{"check-games", Arity::kValue, "N",
      "games `tourney check` plays with a new version before it joins\n"
      "(default: the check's own)"},
     Int<InitFlags>(kCheckGames,
                    [](int64_t v, InitFlags& s) { s.settings.check_games = static_cast<int>(v); })},
    {{"suspend-after", Arity::kValue, "K",
      "faults in a row (crash, forfeit, loss on time) that suspend a\n"
      "version (default $LEAGUE_SUSPEND_AFTER)"},
     Int<InitFlags>(
         kSuspendAfter,
         [](int64_t v, InitFlags& s) { s.settings.suspend_after = static_cast<int>(v); })},
    {{"placement", Arity::kValue, "K",
      "a new version's placement: seat-swapped pairs against K\n"
      "opponents spread over the ladder (default $LEAGUE_PLACEMENT)"},
     Int<InitFlags>(
         kPlacement,
         [](int64_t v, InitFlags& s) { s.settings.placement_opponents = static_cast<int>(v); })},
    {{"workers", Arity::kValue, "N", "games played at once by `serve` (default $LEAGUE_WORKERS)"},
     Int<InitFlags>(kWorkers,
                    [](int64_t v, InitFlags& s) { s.settings.workers = static_cast<int>(v); })},
};

std::vector<FlagSection<InitFlags>> InitFlagSections() {
  return {{"", {std::begin(kInitFlags), std::end(kInitFlags)}}};
}

std::string Usage() {
  return "usage: tourney league init [--db LEAGUE.sqlite] [--game G] [--each KEYS] ...\n"
         "Makes a league in a new file: what its games are and how its bots run.\n"
         "Bots run sandboxed unless --sandbox none.\n\n";
}

}  // namespace

int LeagueInitCommand(const std::vector<std::string>& args) {
  const LeagueCommandLine read =
      ReadLeagueCommandLine(args, InitFlagSections(), Usage(),
                            [&](const CliFlags& flags) { return flags.positional().empty(); });
  if (!read.given) return read.exit_status;
  const CliFlags* flags = &*read.given;
  InitFlags init;
  init.settings.bots.set_sandbox(tourney::v1::EngineSpec::BWRAP);
  if (flags->Has("config")) {
    absl::StatusOr<tourney::v1::TournamentConfig> config =
        LoadTournamentConfig(flags->Get("config"));
    if (!config.ok()) return Fail(config.status());
    config->clear_engines();
    config->clear_format();
    config->clear_format_settings();
    config->clear_seed();
    config->clear_results();
    init.settings.games = *std::move(config);
  }
  if (absl::Status applied = ApplyFlags(*flags, InitFlagSections(), init); !applied.ok()) {
    return Fail(applied);
  }
  if (init.settings.games.game().empty()) init.settings.games.set_game("reversi");
  // The sandbox's caps by default; an unsandboxed bot runs as any program
  // (a memory cap there is an address-space limit, which some runtimes
  // cannot start under) unless told otherwise.
  if (Sandboxed(init.settings)) {
    if (!flags->Has("cpus")) init.settings.bots.set_cpus(kDefaultBotCpus);
    if (!flags->Has("memory-mb")) init.settings.bots.set_memory_mb(kDefaultBotMemoryMb);
  }
  init.settings.id = absl::StrFormat("league-%016" PRIx64, RandomSeed());
  if (absl::Status checked = CheckLeagueSettings(init.settings); !checked.ok()) {
    return Fail(checked);
  }
  absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(init.db, /*create=*/true);
  if (!store.ok()) return Fail(store.status());
  if (absl::Status saved = SaveLeagueSettings(init.settings, **store); !saved.ok()) {
    return Fail(saved);
  }
  std::printf(
      "made league %s: %s%s%s, bots %s; add bots with tourney league add --db %s NAME "
      "DIR --cmd CMD\n",
      init.db.c_str(), init.settings.games.game().c_str(),
      init.settings.games.variant().empty() ? "" : " ", init.settings.games.variant().c_str(),
      Sandboxed(init.settings) ? "sandboxed (bwrap)" : "NOT sandboxed (sandbox: none)",
      init.db.c_str());
  return 0;
}

}  // namespace harness
