// `tourney check`: the first command a bot author runs (see --help).
#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "games/common/game_registry.h"
#include "harness/cli/commands.h"
#include "harness/cli/seed_flag.h"
#include "harness/cli/split_engine_args.h"
#include "harness/config/engine_spec.h"
#include "harness/config/number_ranges.h"
#include "harness/config/one_line.h"
#include "harness/engine/engine_connection.h"
#include "harness/play/engine_check.h"

namespace harness {
namespace {

// Games to play; the other numbers are the run flags' (number_ranges.h).
constexpr IntRange kCheckGames{"games", "--games", 1, 100000, "games", false};

constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;

constexpr char kUsage[] =
    R"usage(usage: tourney check --engine SPEC [--game G] [--variant V] [--seats N] [--games K]

Checks one engine the way a tournament will use it, one line per check,
each PASS, WARN or FAIL with the reason:
  start            it starts (cmd=/builtin=) or answers (addr=) and answers
                   GetInfo within the start-up limit (10 s)
  get_info         GetInfo is well formed: a name, at least one game, every
                   option with a unique name, a known type, a default in its
                   range or choices; it plays the game checked; the spec's
                   option values fit the declarations
  prepare          Prepare answers within --prepare-timeout-ms (UNIMPLEMENTED
                   counts as ready)
  games            K seeded games against the built-in `random`, the engine in
                   every seat in turn, refereed exactly as in a tournament:
                   every answer legal and before its deadline
  answer_time      the answer-time spread (p50/p90/p99/max) and the slowest
                   answer; WARN when answers ran past the budget offered
  repeatable       the same request sent twice gets the same answer (WARN
                   otherwise: fine for an engine that plays by the clock)
  option_extremes  every declared option at each end of its range (INT,
                   DOUBLE), each choice (ENUM) and true/false (BOOL): Prepare,
                   then a legal answer in time on a position from the games
After a FAIL the remaining checks are skipped, the offending request (or the
engine's GetInfo answer) is written as protobuf JSON to
OUT/check-failure-NAME.json, and the exit code is 1 (0 when nothing failed,
warnings included; 2 for a usage error).

)usage";

constexpr char kReplay[] = R"replay(
Replay a written request against a JSON-lines bot with
  printf '{"id":1,"decide":%s}\n' "$(cat check-failure-NAME.json)" | ./mybot
and see docs/protocol.md for the protocol itself.
)replay";

// What the check flags set: the check's settings, and whether its seed
// is picked at random (--seed random).
struct CheckFlags {
  EngineCheckSettings check;
  bool random_seed = false;
  bool dry_run = false;
};

const Flag<CheckFlags> kCheckFlags[] = {
    {{"engine", Arity::kValue, "SPEC",
      "the engine, as for `tourney run` (name=..., one of\n"
      "cmd=/builtin=/addr=, protocol=, args=, option.KEY=VALUE);\n"
      "quote the whole SPEC when args= holds spaces:\n"
      "--engine 'name=mybot,cmd=./bot,args=--level 5'"},
     Checked<CheckFlags>([](const std::string& text, CheckFlags& s) {
       absl::StatusOr<tourney::v1::EngineSpec> spec = ParseEngineSpec(text);
       if (!spec.ok()) return spec.status();
       s.check.engine = *std::move(spec);
       return absl::OkStatus();
     })},
    {{"game", Arity::kValue, "G",
      "the game (default: the first game the engine's GetInfo\n"
      "lists that this harness referees; any-game engines: $GAME)"},
     Checked<CheckFlags>([](const std::string& game, CheckFlags& s) {
       if (!game.empty() && games::FindGame(game) == nullptr) {
         return absl::InvalidArgumentError(
             absl::StrCat("--game ", game, ": unknown game (see tourney --help)"));
       }
       s.check.game = game;
       return absl::OkStatus();
     })},
    {{"variant", Arity::kValue, "V",
      "the variant (default: the game's default, or the first\n"
      "variant the engine lists)"},
     Set<CheckFlags>([](const std::string& variant, CheckFlags& s) { s.check.variant = variant; })},
    {{"seats", Arity::kValue, "N", "players per game (default: the variant's, else 2)"},
     Int<CheckFlags>(kSeatsPerGame,
                     [](int64_t v, CheckFlags& s) { s.check.seats = static_cast<int>(v); })},
    {{"games", Arity::kValue, "K",
      "games to play (default: whole seat rotations until the\n"
      "engine has made $DECISIONS decisions, or about 40 s have passed)"},
     Int<CheckFlags>(kCheckGames,
                     [](int64_t v, CheckFlags& s) { s.check.games = static_cast<int>(v); })},
    {{"seed", Arity::kValue, "N|random",
      "seed of the games, from 1 (default $CHECK_SEED: the same games every\n"
      "run); random: one picked at random, printed"},
     Checked<CheckFlags>([](const std::string& text, CheckFlags& s) {
       absl::StatusOr<uint64_t> seed = ParseSeedFlag(text);
       if (!seed.ok()) return seed.status();
       s.random_seed = *seed == 0;
       s.check.seed = *seed;
       return absl::OkStatus();
     })},
    {{"move-time-ms", Arity::kValue, "N",
      "thinking time offered per decision (default $CHECK_MOVE_TIME_MS)"},
     Int<CheckFlags>(kMoveTimeMs, [](int64_t v, CheckFlags& s) { s.check.move_time_ms = v; })},
    {{"deadline-margin-ms", Arity::kValue, "N",
      "grace before an answer is late (default $CHECK_DEADLINE_MARGIN_MS)"},
     Int<CheckFlags>(kDeadlineMarginMs,
                     [](int64_t v, CheckFlags& s) { s.check.deadline_margin_ms = v; })},
    {{"prepare-timeout-ms", Arity::kValue, "N",
      "how long Prepare may take, in every check that\n"
      "prepares the engine (default $CHECK_PREPARE_TIMEOUT_MS)"},
     Int<CheckFlags>(kPrepareTimeoutMs,
                     [](int64_t v, CheckFlags& s) {
                       s.check.launch.prepare_timeout_ms = static_cast<int>(v);
                     })},
    {{"out", Arity::kValue, "DIR", "where a failure's request is written (default .)"},
     Set<CheckFlags>([](const std::string& dir, CheckFlags& s) { s.check.out_dir = dir; })},
    {{"engine-log", Arity::kValue, "PATH", "append the engines' stderr here (default: discarded)"},
     Set<CheckFlags>(
         [](const std::string& path, CheckFlags& s) { s.check.launch.log_path = path; })},
    {{"builtin-dir", Arity::kValue, "DIR",
      "where built-in engines live (default: beside this binary)"},
     Set<CheckFlags>(
         [](const std::string& dir, CheckFlags& s) { s.check.launch.builtin_dir = dir; })},
    {{"dry-run", Arity::kSwitch, "",
      "check the command line, print what would be checked and\n"
      "exit: the engine is not started"},
     Set<CheckFlags>([](const std::string&, CheckFlags& s) { s.dry_run = true; })},
};

std::vector<FlagSection<CheckFlags>> CheckFlagSections() {
  return {{"", {std::begin(kCheckFlags), std::end(kCheckFlags)}}};
}

std::string Usage() { return absl::StrCat(kUsage, SectionsHelp(CheckFlagSections()), kReplay); }

// The settings the flags give; the first bad value's line.
absl::StatusOr<CheckFlags> CheckSettings(const CliFlags& flags) {
  CheckFlags settings;
  settings.check.launch.builtin_dir = DefaultBuiltinDir();
  absl::Status applied = ApplyFlags(flags, CheckFlagSections(), settings);
  if (!applied.ok()) return applied;
  if (settings.random_seed) {
    settings.check.seed = RandomSeed();
    std::printf("seed %" PRIu64 " (picked at random)\n", settings.check.seed);
  }
  return settings;
}

void PrintLine(const CheckLine& line) {
  std::printf("%s %-15s %s\n", VerdictName(line.verdict), line.check.c_str(),
              OneLine(line.detail).c_str());  // it quotes the engine
  std::fflush(stdout);
}

}  // namespace

int CheckCommand(const std::vector<std::string>& args) {
  FlagNames names;
  AddNames(CheckFlagSections(), &names);
  absl::StatusOr<CliFlags> flags =
      ParseWithEngineSpecs(args, names, {"engine"}, /*positional_ok=*/false);
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help")) {
    std::fputs(Usage().c_str(), stdout);
    return 0;
  }
  if (flags->GetAll("engine").size() != 1 || !flags->positional().empty()) {
    std::fputs(Usage().c_str(), stderr);
    return kExitUsage;
  }
  absl::StatusOr<CheckFlags> checked = CheckSettings(*flags);
  if (!checked.ok()) return Fail(checked.status());
  const EngineCheckSettings& settings = checked->check;
  if (checked->dry_run) {
    std::printf("dry run: would check %s\n", DescribeEngine(settings.engine).c_str());
    return 0;
  }

  std::printf("checking %s\n", DescribeEngine(settings.engine).c_str());
  int warned = 0;
  const bool passed = CheckEngine(settings, [&](const CheckLine& line) {
    warned += line.verdict == CheckVerdict::kWarn;
    PrintLine(line);
  });
  std::printf("%s: %s%s\n", settings.engine.name().c_str(),
              passed ? "every check passed" : "a check failed",
              warned > 0
                  ? absl::StrCat(" (", warned, warned == 1 ? " warning)" : " warnings)").c_str()
                  : "");
  return passed ? 0 : kExitFailed;
}

}  // namespace harness
