// `tourney check`: the first command a bot author runs (see --help).
#include <cinttypes>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "games/common/game_registry.h"
#include "harness/cli/commands.h"
#include "harness/cli/seed_flag.h"
#include "harness/config/engine_spec.h"
#include "harness/config/number_ranges.h"
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

  --engine SPEC          the engine, as for `tourney run` (name=..., one of
                         cmd=/builtin=/addr=, protocol=, args=, option.KEY=VALUE);
                         quote the whole SPEC when args= holds spaces:
                         --engine 'name=mybot,cmd=./bot,args=--level 5'
  --game G               the game (default: the first game the engine's GetInfo
                         lists that this harness referees; any-game engines: %s)
  --variant V            the variant (default: the game's default, or the first
                         variant the engine lists)
  --seats N              players per game (default: the variant's, else 2)
  --games K              games to play (default: whole seat rotations until the
                         engine has made %d decisions, or about 40 s have passed)
  --seed N|random        seed of the games, from 1 (default 1: the same games every
                         run); random: one from the clock, printed
  --move-time-ms N       thinking time offered per decision (default 100)
  --deadline-margin-ms N grace before an answer is late (default 1000)
  --prepare-timeout-ms N how long Prepare may take, in every check that
                         prepares the engine (default 300000, as in a run)
  --out DIR              where a failure's request is written (default .)
  --engine-log PATH      append the engines' stderr here (default: discarded)
  --builtin-dir DIR      where built-in engines live (default: beside this binary)

Replay a written request against a JSON-lines bot with
  printf '{"id":1,"decide":%%s}\n' "$(cat check-failure-NAME.json)" | ./mybot
and see docs/protocol.md for the protocol itself.
)usage";

void PrintLine(const CheckLine& line) {
  std::printf("%s %-15s %s\n", VerdictName(line.verdict), line.check.c_str(), line.detail.c_str());
  std::fflush(stdout);
}

}  // namespace

int CheckCommand(const std::vector<std::string>& args) {
  const std::set<std::string> valued = {"engine",     "game",         "variant",
                                        "seats",      "games",        "seed",
                                        "out",        "move-time-ms", "deadline-margin-ms",
                                        "engine-log", "builtin-dir",  "prepare-timeout-ms"};
  const std::set<std::string> switches = {"help"};
  absl::Status split =
      SplitEngineArgsProblem(args, {"engine"}, valued, switches, /*positional_ok=*/false);
  if (!split.ok()) return Fail(split);
  absl::StatusOr<CliFlags> flags = CliFlags::Parse(args, valued, switches);
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help")) {
    std::printf(kUsage, games::RegisteredGames().front().id.c_str(), kCheckDecisions);
    return 0;
  }
  if (flags->GetAll("engine").size() != 1 || !flags->positional().empty()) {
    std::fprintf(stderr, kUsage, games::RegisteredGames().front().id.c_str(), kCheckDecisions);
    return kExitUsage;
  }

  EngineCheckSettings settings;
  absl::StatusOr<tourney::v1::EngineSpec> spec = ParseEngineSpec(flags->Get("engine"));
  if (!spec.ok()) return Fail(spec.status());
  settings.engine = *std::move(spec);
  settings.game = flags->Get("game");
  settings.variant = flags->Get("variant");
  if (!settings.game.empty() && games::FindGame(settings.game) == nullptr) {
    return Fail(absl::InvalidArgumentError(
        absl::StrCat("--game ", settings.game, ": unknown game (see tourney --help)")));
  }
  absl::Status numbers = ApplyNumberFlags(
      *flags, {{kSeatsPerGame, [&](int64_t v) { settings.seats = static_cast<int>(v); }},
               {kCheckGames, [&](int64_t v) { settings.games = static_cast<int>(v); }},
               {kMoveTimeMs, [&](int64_t v) { settings.move_time_ms = v; }},
               {kDeadlineMarginMs, [&](int64_t v) { settings.deadline_margin_ms = v; }},
               {kPrepareTimeoutMs,
                [&](int64_t v) { settings.launch.prepare_timeout_ms = static_cast<int>(v); }}});
  if (!numbers.ok()) return Fail(numbers);
  if (flags->Has("seed")) {
    absl::StatusOr<uint64_t> seed = ParseSeedFlag(flags->Get("seed"));
    if (!seed.ok()) return Fail(seed.status());
    settings.seed = *seed != 0 ? *seed : ClockSeed();
    if (*seed == 0) std::printf("seed %" PRIu64 " (from the clock)\n", settings.seed);
  }
  settings.out_dir = flags->Get("out", ".");
  settings.launch.builtin_dir = flags->Get("builtin-dir", DefaultBuiltinDir());
  settings.launch.log_path = flags->Get("engine-log");

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
