// `tourney sprt`: a sequential probability ratio test of a candidate
// against a baseline, in seat-swapped pairs, stopping at a decision or the
// game cap. Exit code 0: H1 accepted; 3: H0 accepted; 4: inconclusive;
// 128 + signal: stopped by SIGINT/SIGTERM; 75: stopped by an engine that
// could not be made ready.
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "harness/cli/commands.h"
#include "harness/cli/graceful_stop.h"
#include "harness/cli/stop_signals.h"
#include "harness/config/engine_spec.h"
#include "harness/config/number_ranges.h"
#include "harness/ratings/sprt.h"

namespace harness {
namespace {

// Its numbers, as the run flags' (number_ranges.h); the game cap is the
// gauntlet's games per pairing.
constexpr RealRange kElo0{"elo0", "--elo0", -1000, 1000, "Elo", false};
constexpr RealRange kElo1{"elo1", "--elo1", -1000, 1000, "Elo (more than elo0)", false};
constexpr RealRange kAlpha{"alpha", "--alpha", 1e-6, 0.5, "", false};
constexpr RealRange kBeta{"beta", "--beta", 1e-6, 0.5, "", false};
constexpr IntRange kMaxGames{kGamesPerPairing.field, "--max-games",          kGamesPerPairing.min,
                             kGamesPerPairing.max,   "games (pairs of two)", false};

constexpr int kExitAcceptH0 = 3;
constexpr int kExitInconclusive = 4;

constexpr char kUsage[] = R"(usage: tourney sprt --candidate SPEC --baseline SPEC [flags]

Plays the candidate against the baseline in seat-swapped pairs until the
sequential probability ratio test decides (pentanomial model, fishtest's
log-likelihood ratio):
  H0: the candidate is at most elo0 stronger   H1: at least elo1 stronger
Exit code: 0 H1 accepted (not weaker), 3 H0 accepted, 4 inconclusive at the
cap, 1 error, 2 usage, 130/143 stopped by Ctrl-C/SIGTERM, 75 stopped because
an engine could not be reached or started (for both, the command that
continues is printed).

  --candidate SPEC, --baseline SPEC   engines, as for `run --engine`
  --elo0 X, --elo1 X    the hypotheses' Elo bounds (default 0 and 5)
  --alpha X, --beta X   the test's error rates (default 0.05 each)
  --elo-model M         logistic (default): elo0/elo1 in logistic Elo;
                        normalized: in normalized Elo, as fishtest's default
  --max-games N         cap on games (default 2000; pairs of two)
  plus `run` flags: --game --variant --each --seed --concurrency --move-time-ms
  --deadline-margin-ms --opening-plies --results --resume --quiet --builtin-dir
  --engine-log --engine-log-max-mb --auto-play-forced --pin-workers
  --stop-grace-ms --unreachable-grace-ms --prepare-timeout-ms, and the opening
  suite and adjudication flags (see --help): each pair (one opening, seats
  swapped) is one SPRT sample

numbers (NaN and infinities are refused too; the run flags' are in --help):
)";

std::string Usage() {
  std::string usage = kUsage;
  for (const RealRange& range : {kElo0, kElo1, kAlpha, kBeta}) usage += RangeHelpLine(range);
  return usage + RangeHelpLine(kMaxGames);
}

}  // namespace

int SprtCommand(const std::vector<std::string>& args) {
  const std::set<std::string> valued = WithMatchRuleFlags({"candidate",
                                                           "baseline",
                                                           "elo0",
                                                           "elo1",
                                                           "elo-model",
                                                           "alpha",
                                                           "beta",
                                                           "max-games",
                                                           "game",
                                                           "variant",
                                                           "each",
                                                           "seed",
                                                           "concurrency",
                                                           "move-time-ms",
                                                           "deadline-margin-ms",
                                                           "opening-plies",
                                                           "results",
                                                           "engine-log",
                                                           "builtin-dir",
                                                           "stop-grace-ms",
                                                           "unreachable-grace-ms",
                                                           "prepare-timeout-ms",
                                                           "engine-log-max-mb"});
  const std::set<std::string> switches = {"resume", "quiet", "help", "auto-play-forced",
                                          "pin-workers"};
  absl::Status split =
      SplitEngineArgsProblem(args, {"candidate", "baseline"}, valued, switches, false);
  if (!split.ok()) return Fail(split);
  absl::StatusOr<CliFlags> flags = CliFlags::Parse(args, valued, switches);
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help")) {
    std::fputs(Usage().c_str(), stdout);
    return 0;
  }
  if (!flags->Has("candidate") || !flags->Has("baseline") || !flags->positional().empty()) {
    std::fputs(Usage().c_str(), stderr);
    return 2;
  }

  SprtBounds bounds;
  absl::Status numbers = ApplyNumberFlags(*flags, {},
                                          {{kElo0, [&](double v) { bounds.elo0 = v; }},
                                           {kElo1, [&](double v) { bounds.elo1 = v; }},
                                           {kAlpha, [&](double v) { bounds.alpha = v; }},
                                           {kBeta, [&](double v) { bounds.beta = v; }}});
  if (!numbers.ok()) return Fail(numbers);
  if (bounds.elo1 <= bounds.elo0) {
    return Fail(absl::InvalidArgumentError(
        absl::StrCat("--elo1 ", bounds.elo1, ": expected more than --elo0 (", bounds.elo0, ")")));
  }
  const std::string elo_model = flags->Get("elo-model", "logistic");
  if (elo_model == "normalized") {
    bounds.model = EloModel::kNormalized;
  } else if (elo_model != "logistic") {
    return Fail(absl::InvalidArgumentError(
        absl::StrCat("--elo-model=", elo_model, ": expected logistic or normalized")));
  }
  absl::StatusOr<int64_t> max_games = flags->GetInt(kMaxGames, 2000);
  if (!max_games.ok()) return Fail(max_games.status());

  tourney::v1::TournamentConfig config;
  for (const char* role : {"candidate", "baseline"}) {
    absl::StatusOr<tourney::v1::EngineSpec> spec = ParseEngineSpec(flags->Get(role));
    if (!spec.ok()) return Fail(spec.status());
    *config.add_engines() = *std::move(spec);
  }
  absl::Status applied = ApplyRunFlags(*flags, &config);
  if (!applied.ok()) return Fail(applied);
  config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  config.set_gauntlet_engine(config.engines(0).name());
  config.set_games_per_pairing(static_cast<int>(*max_games));

  absl::StatusOr<PreparedRun> run = PrepareRun(*flags, config);
  if (!run.ok()) return Fail(run.status());
  StopGracefully(&run->settings);

  // Pairs complete in any order: hold the first game's points until its
  // partner finishes.
  Sprt sprt(bounds);
  const std::string candidate = run->tournament->engine(0).name();
  std::map<int64_t, std::pair<int, double>> open_pairs;
  FILE* progress = run->settings.progress;
  run->settings.on_record = [&](const tourney::v1::GameRecord& record) {
    auto& [games, points] = open_pairs[record.pair_index()];
    for (int seat = 0; seat < record.players_size() && seat < record.scores_size(); ++seat) {
      if (record.players(seat).name() == candidate) points += record.scores(seat);
    }
    if (++games < 2) return false;
    sprt.AddPair(points);
    open_pairs.erase(record.pair_index());
    if (progress && sprt.pairs() % 10 == 0)
      std::fprintf(progress, "\nsprt: %s\n", sprt.Summary().c_str());
    return sprt.Decision() != SprtDecision::kContinue;
  };
  if (progress) {
    std::fprintf(
        progress,
        "sprt: %s vs %s, %s elo0 %+.1f elo1 %+.1f alpha %.3f beta %.3f, at most %lld games\n",
        candidate.c_str(), run->tournament->engine(1).name().c_str(), elo_model.c_str(),
        bounds.elo0, bounds.elo1, bounds.alpha, bounds.beta, static_cast<long long>(*max_games));
  }
  std::string halted;
  run->settings.halted = &halted;
  absl::StatusOr<TournamentOutcome> outcome = PlayTournament(*run->tournament, run->settings);
  if (!outcome.ok()) return Fail(outcome.status());

  const SprtDecision decision = sprt.Decision();
  const bool stopped =
      decision == SprtDecision::kContinue && (StopSignal() != 0 || !halted.empty());
  const char* verdict = decision == SprtDecision::kAcceptH1   ? "H1 accepted"
                        : decision == SprtDecision::kAcceptH0 ? "H0 accepted"
                        : stopped                             ? "stopped"
                                                              : "inconclusive at the cap";
  std::printf("sprt: %s after %lld games: %s\nresults: %s\n", verdict,
              static_cast<long long>(outcome->finished), sprt.Summary().c_str(),
              run->results().c_str());
  if (stopped) {
    std::vector<std::string> words = {"sprt"};
    words.insert(words.end(), args.begin(), args.end());
    return ReportGracefulStop(words, *flags, run->results(), outcome->finished, halted);
  }
  if (decision == SprtDecision::kAcceptH1) return 0;
  return decision == SprtDecision::kAcceptH0 ? kExitAcceptH0 : kExitInconclusive;
}

}  // namespace harness
