#include "harness/cli/run_flags.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "games/common/game_registry.h"
#include "harness/cli/match_rule_flags.h"
#include "harness/cli/seed_flag.h"
#include "harness/config/engine_spec.h"
#include "harness/config/number_ranges.h"
#include "harness/formats/format_registry.h"

namespace harness {

std::string RankGuaranteeFlagValue(tourney::v1::FormatSettings::RankGuarantee guarantee) {
  return absl::StrReplaceAll(
      absl::AsciiStrToLower(tourney::v1::FormatSettings::RankGuarantee_Name(guarantee)),
      {{"_", "-"}});
}

namespace {

using Run = RunFlagValues;
using tourney::v1::TournamentConfig;

constexpr char kEngineHelp[] =
    "add an engine (repeatable). SPEC is comma-separated\n"
    "key=value: name=NAME and one of builtin=BUILTIN (below),\n"
    "cmd=PATH (spawned with --port=0; args=A B C passes\n"
    "arguments) or addr=HOST:PORT (already running), plus\n"
    "option.KEY=VALUE for options the engine declares,\n"
    "and its time and limits:\n"
    "  tc=BASE+INC     clock: BASE s, +INC s per move (tc=10+0.1)\n"
    "  tc=MOVES/BASE+INC  BASE s for every MOVES moves (tc=40/60+0)\n"
    "  tc=inf          untimed (limits alone end a search)\n"
    "  st=SECONDS      a fixed time per move, no clock\n"
    "  nodes=N depth=D search limits sent with every decision\n"
    "With limits and no tc/st an engine is untimed (results\n"
    "do not depend on the machine); with neither, it gets\n"
    "--move-time-ms per move.\n"
    "memory_mb=N caps a spawned engine's address space\n"
    "(RLIMIT_AS; sandboxed: its memory cgroup, 1024 by\n"
    "default): one that allocates past it loses the game.\n"
    "sandbox=bwrap runs it sandboxed (docs/sandbox.md);\n"
    "cpus=N then caps its CPU time at N cores' worth.\n"
    "protocol=grpc (cmd's default) | jsonl (bot.v1 as JSON\n"
    "lines on stdin/stdout) | proto (the same in binary,\n"
    "length-delimited; built-ins' default) | gtp|nboard (a\n"
    "Reversi engine's own text protocol, via an adapter).\n"
    "e.g. --engine name=ab3,builtin=reversi,option.eval=seed,option.depth=3\n"
    "Quote a SPEC with spaces: --engine 'name=x,cmd=./bot,args=--level 5'\n"
    "     --engine name=strong,builtin=reversi,tc=10+0.1";

// What is played.
const Flag<Run> kTournamentFlags[] = {
    {{"engine", Arity::kRepeatable, "SPEC", kEngineHelp},
     Checked<Run>([](const std::string& text, Run& s) {
       absl::StatusOr<tourney::v1::EngineSpec> spec = ParseEngineSpec(text);
       if (!spec.ok()) return spec.status();
       *s.config.add_engines() = *std::move(spec);
       return absl::OkStatus();
     })},
    {{"each", Arity::kValue, "KEYS",
      "tc=, st=, nodes=, depth= for every engine that does not\n"
      "set its own (e.g. --each tc=10+0.1)"},
     Checked<Run>([](const std::string& text, Run& s) {
       absl::StatusOr<tourney::v1::EngineSpec> each = ParseEngineDefaults(text);
       if (!each.ok()) return each.status();
       *s.config.mutable_each() = *std::move(each);
       return absl::OkStatus();
     })},
    {{"game", Arity::kValue, "NAME", "the game (below; default $GAME)"},
     Checked<Run>([](const std::string& game, Run& s) {
       // An empty value would silently take the default game.
       if (game.empty()) return games::UnknownGameError(game);
       s.config.set_game(game);
       return absl::OkStatus();
     })},
    {{"variant", Arity::kValue, "NAME", "the game's variant (below; default: the first listed)"},
     Set<Run>([](const std::string& variant, Run& s) { s.config.set_variant(variant); })},
    {{"seats", Arity::kValue, "N", "players per game (default $SEATS, or the game's only count)"},
     Int<Run>(kSeatsPerGame,
              [](int64_t v, Run& s) { s.config.set_seats_per_game(static_cast<int>(v)); })},
    {{"format", Arity::kValue, "FORMAT",
      "$FORMAT_NAMES (default: the first; each\n"
      "below, and harness/formats/README.md)"},
     Checked<Run>([](const std::string& format, Run& s) {
       absl::StatusOr<const FormatKind*> found = FindFormat(format);
       if (!found.ok()) return found.status();
       s.config.set_format((*found)->id());
       return absl::OkStatus();
     })},
    {{"rounds", Arity::kValue, "R", "Swiss rounds (default ceil(log2 engines) + 2)"},
     Int<Run>(kSwissRounds,
              [](int64_t v, Run& s) {
                s.config.mutable_format_settings()->set_rounds(static_cast<int>(v));
              })},
    {{"seeding", Arity::kValue, "FILE",
      "a knockout's seeds, best first: a results log (ranked by\n"
      "its ratings) or a ratings table (engine names in order);\n"
      "default: the engines' order"},
     Set<Run>([](const std::string& file, Run& s) {
       s.config.mutable_format_settings()->set_seeding(file);
     })},
    {{"tiebreak-pairs", Arity::kValue, "N",
      "a tied knockout match plays up to N more seat-swapped\n"
      "pairs, one at a time (default $TIEBREAK_PAIRS); then the higher seed\n"
      "advances"},
     Int<Run>(kTiebreakPairs,
              [](int64_t v, Run& s) {
                s.config.mutable_format_settings()->set_tiebreak_pairs(static_cast<int>(v));
              })},
    {{"confidence", Arity::kValue, "C",
      "rank: an adjacent order counts as settled at confidence\n"
      "C, valid however often the run looks; what C bounds is\n"
      "--rank-guarantee's (default $RANK_CONFIDENCE)"},
     Real<Run>(kRankConfidence,
               [](double v, Run& s) { s.config.mutable_format_settings()->set_confidence(v); })},
    {{"max-games", Arity::kValue, "N",
      "rank: games at most (default: a round robin's); a run\n"
      "stopped on it says so, and how many orders it settled"},
     Int<Run>(kRankMaxGames,
              [](int64_t v, Run& s) { s.config.mutable_format_settings()->set_max_games(v); })},
    {{"resolution-elo", Arity::kValue, "R",
      "rank: an order is settled once the games rule out the\n"
      "lower engine being R Elo stronger; engines closer than R\n"
      "have no guaranteed order (default $RESOLUTION_ELO)"},
     Real<Run>(
         kRankResolution,
         [](double v, Run& s) { s.config.mutable_format_settings()->set_resolution_elo(v); })},
    {{"rank-guarantee", Arity::kValue, "MODE",
      "rank: what C bounds when every two engines are at least\n"
      "R Elo apart (default $RANK_GUARANTEE). adjacent: the\n"
      "expected share of wrong adjacent orders, at most 1 - C;\n"
      "the chance that some order is wrong is higher (see\n"
      "bench/README.md). whole-order: the chance that any\n"
      "adjacent order is wrong, at most 1 - C (each order at\n"
      "1 - (1 - C) / (N - 1): more games). A run stopped on\n"
      "--max-games guarantees nothing of the orders it left\n"
      "unsettled"},
     Checked<Run>([](const std::string& text, Run& s) {
       tourney::v1::FormatSettings::RankGuarantee value;
       if (!tourney::v1::FormatSettings::RankGuarantee_Parse(
               absl::StrReplaceAll(absl::AsciiStrToUpper(text), {{"-", "_"}}), &value) ||
           text != RankGuaranteeFlagValue(value)) {
         return absl::InvalidArgumentError(
             absl::StrCat("--rank-guarantee=", text, ": expected adjacent or whole-order"));
       }
       s.config.mutable_format_settings()->set_rank_guarantee(value);
       return absl::OkStatus();
     })},
    {{"batch-pairs", Arity::kValue, "N",
      "rank: seat-swapped pairs per batch, refitting between\n"
      "batches (default: the engine count)"},
     Int<Run>(kRankBatchPairs,
              [](int64_t v, Run& s) {
                s.config.mutable_format_settings()->set_batch_pairs(static_cast<int>(v));
              })},
    {{"gauntlet", Arity::kValue, "NAME", "the engine that meets all others (default: the first)"},
     Set<Run>([](const std::string& name, Run& s) {
       s.config.set_gauntlet_engine(name);
       s.config.set_format(TournamentConfig::GAUNTLET);
     })},
    {{"games", Arity::kValue, "N",
      "games per pairing, played as seat-swapped pairs (default $GAMES)"},
     Int<Run>(kGamesPerPairing,
              [](int64_t v, Run& s) { s.config.set_games_per_pairing(static_cast<int>(v)); })},
    {{"seeds-per-pairing", Arity::kSwitch, "",
      "every pairing (every match) plays seeds (openings,\n"
      "dice, deals) of its own instead of the ones all\n"
      "pairings share: its games are independent samples for\n"
      "the intervals, but pairings are no longer compared on\n"
      "the same openings. The default for Swiss, knockout and\n"
      "rank, and for a round robin or gauntlet with fewer\n"
      "pairs a pairing than max($SHARED_SEEDS_MIN, engines)"},
     Set<Run>([](const std::string&, Run& s) { s.config.set_seeds_per_pairing(true); })},
    {{"shared-seeds", Arity::kSwitch, "",
      "every pairing plays the same seeds (the default for a\n"
      "round robin or gauntlet with enough games a pairing,\n"
      "above): sharper comparisons; intervals need at least\n"
      "as many shared seeds as engines"},
     Set<Run>([](const std::string&, Run& s) { s.config.set_seeds_per_pairing(false); })},
    {{"opening-plies", Arity::kValue, "N",
      "random opening plies before engines move (default: the\n"
      "game's, below; 0 or -1 = none)"},
     Int<Run>(kOpeningPlies,
              [](int64_t v, Run& s) {
                // The flag's 0 asks for none, as the config's -1 (its 0 is the default).
                s.config.set_opening_plies(v == 0 ? -1 : static_cast<int>(v));
                s.opening_plies_given = true;
              })},
    {{"seed", Arity::kValue, "N|random",
      "master seed, 1 or more; random (or no seed in flags or\n"
      "config): one picked at random, printed at start and kept\n"
      "in the saved config and every record"},
     Checked<Run>([](const std::string& text, Run& s) {
       absl::StatusOr<uint64_t> seed = ParseSeedFlag(text);
       if (!seed.ok()) return seed.status();
       s.config.set_seed(*seed);
       return absl::OkStatus();
     })},
    {{"concurrency", Arity::kValue, "N",
      "games at once (default $CONCURRENCY); each has its own engine processes"},
     Int<Run>(kConcurrency,
              [](int64_t v, Run& s) { s.config.set_concurrency(static_cast<int>(v)); })},
    {{"move-time-ms", Arity::kValue, "N",
      "thinking time per move for engines with no tc, st or\n"
      "limits (default $MOVE_TIME_MS), sent as DecideRequest.time_budget_ms:\n"
      "it caps an engine's own time option (option.time_ms=200\n"
      "still thinks under 100 ms unless this is raised; the\n"
      "harness warns at start)"},
     Int<Run>(kMoveTimeMs, [](int64_t v, Run& s) { s.config.set_move_time_ms(v); })},
    {{"deadline-margin-ms", Arity::kValue, "N",
      "transport latency allowed on top of an engine's time\n"
      "(per move, or left on its clock) before it loses on\n"
      "time (default $DEADLINE_MARGIN_MS)"},
     Int<Run>(kDeadlineMarginMs, [](int64_t v, Run& s) { s.config.set_deadline_margin_ms(v); })},
};

// Where it is written, and which part of it this process plays.
const Flag<Run> kFileFlags[] = {
    {{"results", Arity::kValue, "PATH",
      "results log, JSON lines (default results/<time>/results.jsonl\n"
      "in a new directory, <time>-2, -3, ... when taken); one\n"
      "harness at a time writes a log (PATH.lock names it)"},
     Set<Run>([](const std::string& path, Run& s) { s.config.set_results(path); })},
    {{"resume", Arity::kSwitch, "",
      "continue PATH: finished games are kept, the rest played\n"
      "(with no config or engines given, the saved\n"
      "PATH.config.txtpb is used)"},
     Set<Run>([](const std::string&, Run& s) { s.resume = true; })},
    {{"withdraw", Arity::kRepeatable, "NAME",
      "with --resume, a Swiss: NAME plays the rounds begun so far\n"
      "(its games kept) and is not paired again"},
     Set<Run>([](const std::string& name, Run& s) { s.field_changes.withdraw.push_back(name); })},
    {{"enter", Arity::kRepeatable, "SPEC",
      "with --resume, a Swiss: a late entry (an engine SPEC as\n"
      "--engine's), paired from the next round on with no points\n"
      "for the rounds before"},
     Checked<Run>([](const std::string& text, Run& s) {
       absl::StatusOr<tourney::v1::EngineSpec> spec = ParseEngineSpec(text);
       if (!spec.ok()) return spec.status();
       s.field_changes.enter.push_back(*std::move(spec));
       return absl::OkStatus();
     })},
    {{"engine-log", Arity::kValue, "PATH",
      "append engine stderr here (default: next to the results)"},
     Set<Run>([](const std::string& path, Run& s) { s.engine_log = path; })},
    {{"engine-log-max-mb", Arity::kValue, "N",
      "the engines log's cap (default $ENGINE_LOG_MAX_MB): past it the file\n"
      "moves to PATH.1 (replacing an older one) and starts\n"
      "afresh, so at most twice the cap is on disk"},
     Int<Run>(kEngineLogMaxMb, [](int64_t v, Run& s) { s.engine_log_max_mb = v; })},
    {{"builtin-dir", Arity::kValue, "DIR",
      "where built-in engines live (default: beside this binary)"},
     Set<Run>([](const std::string& dir, Run& s) { s.builtin_dir = dir; })},
    {{"shard", Arity::kValue, "I/N",
      "play only games with index % N == I (a deterministic\n"
      "1/N of the schedule); combine with `tourney merge`"},
     Checked<Run>([](const std::string& shard, Run& s) {
       if (const std::optional<Shard> parsed = ParseShard(shard)) {
         s.shard = *parsed;
         return absl::OkStatus();
       }
       return absl::InvalidArgumentError(
           absl::StrCat("--shard=", shard, ": expected I/N with 0 <= I < N"));
     })},
    {{"pairing-log", Arity::kValue, "PATH",
      "swiss, knockout, rank: pair also from the games in PATH\n"
      "(read only: the merged logs of the rounds before); with\n"
      "--shard I/N, N > 1, only I's share of the next round is\n"
      "played (what `tourney slurm` runs)"},
     Set<Run>([](const std::string& path, Run& s) { s.pairing_log = path; })},
};

// How the games are refereed, shown and stopped.
const Flag<Run> kProcessFlags[] = {
    {{"auto-play-forced", Arity::kSwitch, "",
      "the referee plays a seat's only legal action itself (a\n"
      "forced pass, say) instead of asking its engine"},
     Set<Run>([](const std::string&, Run& s) { s.config.set_auto_play_forced(true); })},
    {{"pin-workers", Arity::kSwitch, "",
      "run each worker and the engines it starts on one core\n"
      "(round robin): faster with single-threaded engines\n"
      "such as the built-ins; not for multi-threaded ones"},
     Set<Run>([](const std::string&, Run& s) { s.config.set_pin_workers(true); })},
    {{"dry-run", Arity::kSwitch, "",
      "check the command line and its config as a run would\n"
      "(game, engines, numbers, openings file), print what it\n"
      "would play and exit: no engine started, nothing written"},
     Set<Run>([](const std::string&, Run& s) { s.dry_run = true; })},
    {{"quiet", Arity::kSwitch, "", "no progress line"},
     Set<Run>([](const std::string&, Run& s) { s.quiet = true; })},
    {{"report-every-s", Arity::kValue, "N",
      "while games are played, rewrite report.html every N s\n"
      "(atomically; a partial page says how many games are\n"
      "in; default $REPORT_EVERY_S, 0 = only at the end)"},
     Int<Run>(kReportEveryS, [](int64_t v, Run& s) { s.report_every_s = v; })},
    {{"stop-grace-ms", Arity::kValue, "N",
      "after Ctrl-C or SIGTERM, how long the games under way\n"
      "may take to finish before they are abandoned (default\n"
      "$STOP_GRACE_MS; 0 = at once)"},
     Int<Run>(kStopGraceMs, [](int64_t v, Run& s) { s.stop_grace_ms = v; })},
    {{"unreachable-grace-ms", Arity::kValue, "N",
      "how long an addr= engine that cannot be reached before\n"
      "a game is waited for, retrying with backoff (default\n"
      "$UNREACHABLE_GRACE_MS); then the tournament stops as on Ctrl-C (exit\n"
      "code 75, the command that plays the rest printed). A\n"
      "spawned engine that fails to start 3 times in a row\n"
      "stops it the same way. No game is lost for either."},
     Int<Run>(kUnreachableGraceMs,
              [](int64_t v, Run& s) { s.config.set_unreachable_grace_ms(v); })},
    {{"prepare-timeout-ms", Arity::kValue, "N",
      "how long an engine may take to answer Prepare (default\n"
      "$PREPARE_TIMEOUT_MS)"},
     Int<Run>(kPrepareTimeoutMs, [](int64_t v, Run& s) { s.config.set_prepare_timeout_ms(v); })},
    {{"max-string-bytes", Arity::kValue, "N",
      "engine-supplied strings (comments, PVs, names, option\n"
      "declarations, errors) are cut past N bytes as they are\n"
      "read, the cut marked (default $MAX_STRING_BYTES)"},
     Int<Run>(kMaxEngineStringBytes,
              [](int64_t v, Run& s) { s.config.set_max_engine_string_bytes(v); })},
};

}  // namespace

std::vector<FlagSection<RunFlagValues>> RunFlagSections() {
  std::vector<Flag<Run>> rows(std::begin(kTournamentFlags), std::end(kTournamentFlags));
  rows.insert(rows.end(), std::begin(kFileFlags), std::end(kFileFlags));
  rows.insert(rows.end(), std::begin(kProcessFlags), std::end(kProcessFlags));
  std::vector<FlagSection<RunFlagValues>> sections = {
      {"run flags (each overrides the config file):", std::move(rows)}};
  for (FlagSection<RunFlagValues>& section : MatchRuleFlagSections()) {
    sections.push_back(std::move(section));
  }
  return sections;
}

FlagNames RunFlagNames() {
  FlagNames names;
  AddNames(RunFlagSections(), &names);
  return names;
}

absl::Status ApplyRunFlags(const CliFlags& flags,
                           const std::vector<FlagSection<RunFlagValues>>& sections,
                           RunFlagValues* settings) {
  absl::Status applied = ApplyFlags(flags, sections, *settings);
  if (!applied.ok()) return applied;
  // An empty block would still mark the config as adjudicated.
  if (settings->config.adjudication().ByteSizeLong() == 0) settings->config.clear_adjudication();
  return absl::OkStatus();
}

}  // namespace harness
