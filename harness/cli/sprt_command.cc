// `tourney sprt`: a sequential probability ratio test of a candidate
// against a baseline, in seat-swapped pairs, stopping at a decision or the
// game cap. Exit code 0: H1 accepted; 3: H0 accepted; 4: inconclusive;
// 128 + signal: stopped by SIGINT/SIGTERM; 75: stopped by an engine that
// could not be made ready.
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "harness/cli/commands.h"
#include "harness/cli/graceful_stop.h"
#include "harness/cli/split_engine_args.h"
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

// What the sprt flags set (the run flags set a RunFlagValues).
struct SprtSettings {
  tourney::v1::EngineSpec candidate;
  tourney::v1::EngineSpec baseline;
  SprtBounds bounds;
  std::string elo_model = "logistic";
  int64_t max_games = kDefaultSprtMaxGames;
};

absl::Status ParseSpec(const std::string& text, tourney::v1::EngineSpec* spec) {
  absl::StatusOr<tourney::v1::EngineSpec> parsed = ParseEngineSpec(text);
  if (!parsed.ok()) return parsed.status();
  *spec = *std::move(parsed);
  return absl::OkStatus();
}

const Flag<SprtSettings> kSprtFlags[] = {
    {{"candidate", Arity::kValue, "SPEC", "the engine tested, as for `run --engine`"},
     Checked<SprtSettings>(
         [](const std::string& text, SprtSettings& s) { return ParseSpec(text, &s.candidate); })},
    {{"baseline", Arity::kValue, "SPEC", "the engine it is measured against, likewise"},
     Checked<SprtSettings>(
         [](const std::string& text, SprtSettings& s) { return ParseSpec(text, &s.baseline); })},
    {{"elo0", Arity::kValue, "X", "H0's Elo bound (default $ELO0)"},
     Real<SprtSettings>(kElo0, [](double v, SprtSettings& s) { s.bounds.elo0 = v; })},
    {{"elo1", Arity::kValue, "X", "H1's Elo bound (default $ELO1)"},
     Real<SprtSettings>(kElo1, [](double v, SprtSettings& s) { s.bounds.elo1 = v; })},
    {{"alpha", Arity::kValue, "X", "the chance of accepting H1 wrongly (default $ALPHA)"},
     Real<SprtSettings>(kAlpha, [](double v, SprtSettings& s) { s.bounds.alpha = v; })},
    {{"beta", Arity::kValue, "X", "the chance of accepting H0 wrongly (default $BETA)"},
     Real<SprtSettings>(kBeta, [](double v, SprtSettings& s) { s.bounds.beta = v; })},
    {{"elo-model", Arity::kValue, "M",
      "logistic (default): elo0/elo1 in logistic Elo;\n"
      "normalized: in normalized Elo, as fishtest's default"},
     Checked<SprtSettings>([](const std::string& model, SprtSettings& s) {
       if (model != "logistic" && model != "normalized") {
         return absl::InvalidArgumentError(
             absl::StrCat("--elo-model=", model, ": expected logistic or normalized"));
       }
       s.elo_model = model;
       s.bounds.model = model == "normalized" ? EloModel::kNormalized : EloModel::kLogistic;
       return absl::OkStatus();
     })},
    {{"max-games", Arity::kValue, "N", "cap on games (default $SPRT_MAX_GAMES; pairs of two)"},
     Int<SprtSettings>(kMaxGames, [](int64_t v, SprtSettings& s) { s.max_games = v; })},
};

std::vector<FlagSection<SprtSettings>> SprtFlags() {
  return {{"", {std::begin(kSprtFlags), std::end(kSprtFlags)}}};
}

// The run flags `sprt` takes: not those that pick the engines and games.
std::vector<FlagSection<RunFlagValues>> SprtRunFlags() {
  return Without(RunFlagSections(),
                 {"engine", "seats", "format", "gauntlet", "games", "shard", "report-every-s",
                  // The formats' own (sprt has its own --max-games).
                  "rounds", "seeding", "tiebreak-pairs", "confidence", "max-games", "batch-pairs",
                  "resolution-elo"});
}

constexpr char kUsage[] = R"(usage: tourney sprt --candidate SPEC --baseline SPEC [flags]

Plays the candidate against the baseline in seat-swapped pairs until the
sequential probability ratio test decides (pentanomial model, fishtest's
log-likelihood ratio):
  H0: the candidate is at most elo0 stronger   H1: at least elo1 stronger
Exit code: 0 H1 accepted (not weaker), 3 H0 accepted, 4 inconclusive at the
cap, 1 error, 2 usage, 130/143 stopped by Ctrl-C/SIGTERM, 75 stopped because
an engine could not be reached or started (for both, the command that
continues is printed).

)";

std::string Usage() {
  std::vector<std::string> words = FlagList(SprtRunFlags());
  words.back() += ":";
  for (absl::string_view word :
       absl::StrSplit("each pair (one opening, seats swapped) is one SPRT sample", ' ')) {
    words.emplace_back(word);
  }
  return absl::StrCat(
      kUsage, SectionsHelp(SprtFlags()), Wrapped("  plus `run` flags (see --help):", words, "  "),
      "\n\n", "numbers (NaN and infinities are refused too; the run flags' are in --help):\n",
      RangesHelp(SprtFlags()));
}

// The sprt's flags over its settings and the run's (a gauntlet of the
// candidate against the baseline); the first bad value's line.
absl::Status ApplySprtFlags(const CliFlags& flags, SprtSettings* sprt, RunFlagValues* run) {
  absl::Status applied = ApplyFlags(flags, SprtFlags(), *sprt);
  if (!applied.ok()) return applied;
  if (sprt->bounds.elo1 <= sprt->bounds.elo0) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--elo1 ", sprt->bounds.elo1, ": expected more than --elo0 (", sprt->bounds.elo0, ")"));
  }
  *run->config.add_engines() = sprt->candidate;
  *run->config.add_engines() = sprt->baseline;
  applied = ApplyRunFlags(flags, SprtRunFlags(), run);
  if (!applied.ok()) return applied;
  run->config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  run->config.set_gauntlet_engine(run->config.engines(0).name());
  run->config.set_games_per_pairing(static_cast<int>(sprt->max_games));
  return absl::OkStatus();
}

// Feeds `sprt` the run's records as pairs complete (in any order: the
// first game's points are held until its partner finishes); once it decides,
// the run stops, and the decision stands.
void FeedPairs(Sprt* sprt, PreparedRun* run) {
  const std::string candidate = run->tournament->engine(0).name();
  FILE* progress = run->settings.progress;
  auto open_pairs = std::make_shared<std::map<int64_t, std::pair<int, double>>>();
  run->settings.on_record = [sprt, candidate, progress,
                             open_pairs](const tourney::v1::GameRecord& record) {
    // Decided: a game still in flight when it did changes nothing (it
    // once pushed the LLR back inside the bounds, and the run that had
    // stopped on H1 printed "inconclusive at the cap").
    if (sprt->Decision() != SprtDecision::kContinue) return true;
    auto& [games, points] = (*open_pairs)[record.pair_index()];
    for (int seat = 0; seat < record.players_size() && seat < record.scores_size(); ++seat) {
      if (record.players(seat).name() == candidate) points += record.scores(seat);
    }
    if (++games < 2) return false;
    sprt->AddPair(points);
    open_pairs->erase(record.pair_index());
    if (progress && sprt->pairs() % 10 == 0)
      std::fprintf(progress, "\nsprt: %s\n", sprt->Summary().c_str());
    return sprt->Decision() != SprtDecision::kContinue;
  };
}

void PrintStart(const SprtSettings& settings, const PreparedRun& run) {
  if (!run.settings.progress) return;
  const SprtBounds& bounds = settings.bounds;
  std::fprintf(
      run.settings.progress,
      "sprt: %s vs %s, %s elo0 %+.1f elo1 %+.1f alpha %.3f beta %.3f, at most %lld games\n",
      run.tournament->engine(0).name().c_str(), run.tournament->engine(1).name().c_str(),
      settings.elo_model.c_str(), bounds.elo0, bounds.elo1, bounds.alpha, bounds.beta,
      static_cast<long long>(settings.max_games));
}

// Prints the verdict; the exit status (a stopped test's as `run`'s).
int Finish(const std::vector<std::string>& args, const CliFlags& flags, const Sprt& sprt,
           const PreparedRun& run, int64_t finished, const Halt& halted) {
  const SprtDecision decision = sprt.Decision();
  const bool stopped =
      decision == SprtDecision::kContinue && (StopSignal() != 0 || halted.happened());
  const char* verdict = decision == SprtDecision::kAcceptH1   ? "H1 accepted"
                        : decision == SprtDecision::kAcceptH0 ? "H0 accepted"
                        : stopped                             ? "stopped"
                                                              : "inconclusive at the cap";
  std::printf("sprt: %s after %lld games: %s\nresults: %s\n", verdict,
              static_cast<long long>(finished), sprt.Summary().c_str(), run.results().c_str());
  if (stopped) {
    std::vector<std::string> words = {"sprt"};
    words.insert(words.end(), args.begin(), args.end());
    return ReportGracefulStop(words, flags, run.results(), finished, halted);
  }
  if (decision == SprtDecision::kAcceptH1) return 0;
  return decision == SprtDecision::kAcceptH0 ? kExitAcceptH0 : kExitInconclusive;
}

}  // namespace

int SprtCommand(const std::vector<std::string>& args) {
  FlagNames names;
  AddNames(SprtFlags(), &names);
  AddNames(SprtRunFlags(), &names);
  absl::StatusOr<CliFlags> flags =
      ParseWithEngineSpecs(args, names, {"candidate", "baseline"}, /*positional_ok=*/false);
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help")) {
    std::fputs(Usage().c_str(), stdout);
    return 0;
  }
  if (!flags->Has("candidate") || !flags->Has("baseline") || !flags->positional().empty()) {
    std::fputs(Usage().c_str(), stderr);
    return 2;
  }
  SprtSettings settings;
  RunFlagValues run_settings;
  absl::Status applied = ApplySprtFlags(*flags, &settings, &run_settings);
  if (!applied.ok()) return Fail(applied);
  if (run_settings.dry_run) return DryRun(std::move(run_settings));
  absl::StatusOr<PreparedRun> run = PrepareRun(run_settings);
  if (!run.ok()) return Fail(run.status());
  StopGracefully(&run->settings);
  Sprt sprt(settings.bounds);
  FeedPairs(&sprt, &*run);
  PrintStart(settings, *run);
  Halt halted;
  run->settings.halted = &halted;
  absl::StatusOr<TournamentOutcome> outcome = PlayTournament(*run->tournament, run->settings);
  if (!outcome.ok()) return FailedOrStopped(outcome.status());
  return Finish(args, *flags, sprt, *run, outcome->finished, halted);
}

}  // namespace harness
