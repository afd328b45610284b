// The league's matchmaking (harness/league/matchmaking.h) against uniform
// random pairing: games until the leaderboard's order reaches Kendall tau
// >= --tau against the true order. See bench/README.md.
//
// Bots' true strengths are normal(0, --spread) Elo, drawn per seed; every
// bot starts unplaced, with no games. A pick is a seat-swapped pair of
// games, its own unit (seed) for the fit. A game's expected score is
// logistic in the Elo difference plus, for seat 0, the first-seat
// advantage (--first_seat: seat 0's expected score between equals); draws
// are a fixed share --draw_rate of games, less where the expected score
// leaves no room (P(draw) <= 2 min(E, 1 - E)), the rest wins and losses
// keeping the expected score (as bench/rank_simulator.cc).
//
// As a league server would, the ratings are refit in the background every
// --refit_games games with the reports' Bradley-Terry fit (RateEngines), and
// matchmaking sees the last fit; the leaderboard is that fit's order, and
// tau is read at each refit. Both pairings see the same strengths; each
// has its own game outcomes from the seed.
//
// --oracle=1 replaces the matchmaking by a reference that knows every bot's
// true rating: the bot with the fewest games meets the bot whose true
// rating is nearest a draw from normal(its true rating, its current
// interval's standard deviation), so its opponents are close where the
// fit is sure of it and spread where it is not. What a pairing that knew
// the answer would reach with the fit it has.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "bench/elo_model.h"
#include "flags/command_line.h"
#include "games/common/seeded_random.h"
#include "harness/league/matchmaking.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/engine_ratings.h"

namespace {

using bench::Normal;
using bench::PlayGame;
using Model = bench::EloModel;

// Kendall tau between an order (strongest first) and the true strengths.
double KendallTau(const Model& model, const std::vector<int>& order) {
  const int n = static_cast<int>(order.size());
  int64_t score = 0;
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) score += model.elo[order[a]] > model.elo[order[b]] ? 1 : -1;
  }
  return 2.0 * score / (static_cast<double>(n) * (n - 1));
}

// The league's state as a server keeps it: the games, the last fit, the
// window of recent pairs.
class League {
 public:
  League(int bots, const harness::MatchmakingSettings& settings)
      : settings_(settings), results_(bots), versions_(bots) {
    for (int i = 0; i < bots; ++i) versions_[i].id = i;
  }

  harness::MatchmakingInput Input() const {
    harness::MatchmakingInput input;
    input.versions = versions_;
    for (const auto& [pair, games] : window_counts_)
      input.recent.push_back({pair.first, pair.second, games});
    return input;
  }

  void PlayPair(const Model& model, int a, int b, games::SeededRandom& random) {
    const uint64_t unit = pairs_++;
    results_.Add(a, b, PlayGame(model, a, b, random), unit);
    results_.Add(a, b, 1 - PlayGame(model, b, a, random), unit);
    versions_[a].games += 2;
    versions_[b].games += 2;
    const std::pair<int, int> pair{std::min(a, b), std::max(a, b)};
    window_.push_back(pair);
    window_counts_[pair] += 2;
    while (2 * static_cast<int>(window_.size()) > settings_.window_games) {
      if ((window_counts_[window_.front()] -= 2) == 0) window_counts_.erase(window_.front());
      window_.pop_front();
    }
  }

  // Refits; returns the leaderboard's order.
  std::vector<int> Refit() {
    const harness::Ratings ratings = harness::RateEngines(results_);
    for (size_t i = 0; i < versions_.size(); ++i) {
      const harness::EngineRating& rating = ratings.engines[i];
      harness::VersionState& version = versions_[i];
      version.fitted_games = version.games;
      version.elo.reset();
      version.margin95 = NAN;
      if (rating.kind == harness::RatingKind::kRated) {
        version.elo = rating.elo;
        version.margin95 = rating.margin95;
      } else if ((rating.kind == harness::RatingKind::kWonEveryGame ||
                  rating.kind == harness::RatingKind::kLostEveryGame) &&
                 std::isfinite(rating.limit)) {
        version.elo = rating.limit;  // set aside: its one-sided limit, no interval
      }
    }
    return ratings.Order();
  }

  int64_t games() const { return 2 * pairs_; }
  const std::vector<harness::VersionState>& versions() const { return versions_; }

 private:
  const harness::MatchmakingSettings& settings_;
  harness::PairwiseResults results_;
  std::vector<harness::VersionState> versions_;
  int64_t pairs_ = 0;
  std::deque<std::pair<int, int>> window_;  // the recent pairs, oldest first
  std::map<std::pair<int, int>, int> window_counts_;
};

struct Run {
  int64_t games = -1;  // until tau >= target; -1: not within max_games
  std::map<harness::MatchReason, int64_t> reasons;
};

enum class Pairing { kMatchmaking, kRandom, kOracle };

// The oracle's pick (see the top of the file).
std::pair<int, int> OraclePair(const Model& model, const League& league,
                               const harness::MatchmakingSettings& settings,
                               games::SeededRandom& random) {
  const std::vector<harness::VersionState>& versions = league.versions();
  const int bots = static_cast<int>(versions.size());
  std::vector<int> fewest;
  for (int i = 0; i < bots; ++i) {
    if (!fewest.empty() && versions[i].games < versions[fewest[0]].games) fewest.clear();
    if (fewest.empty() || versions[i].games == versions[fewest[0]].games) fewest.push_back(i);
  }
  const int a = fewest[random.Below(fewest.size())];
  const harness::VersionState& version = versions[a];
  const double margin95 = version.elo && std::isfinite(version.margin95) && version.margin95 > 0
                              ? version.margin95
                              : settings.unknown_margin95;
  const double target = model.elo[a] + margin95 / 1.959964 * Normal(random);
  int b = -1;
  for (int j = 0; j < bots; ++j) {
    if (j != a && (b < 0 || std::abs(model.elo[j] - target) < std::abs(model.elo[b] - target))) {
      b = j;
    }
  }
  return {a, b};
}

Run Play(const Model& model, Pairing pairing, const harness::MatchmakingSettings& settings,
         int refit_games, double tau, int64_t max_games, uint64_t seed) {
  const int bots = static_cast<int>(model.elo.size());
  games::SeededRandom random(seed);
  League league(bots, settings);
  Run run;
  int64_t next_refit = refit_games;
  while (league.games() < max_games) {
    int a = 0, b = 0;
    if (pairing == Pairing::kOracle) {
      std::tie(a, b) = OraclePair(model, league, settings, random);
    } else if (pairing == Pairing::kMatchmaking) {
      const std::optional<harness::Match> match =
          harness::NextMatch(league.Input(), settings, games::MixSeeds(seed, league.games()));
      a = static_cast<int>(match->first);
      b = static_cast<int>(match->second);
      ++run.reasons[match->reason];
    } else {
      a = static_cast<int>(random.Below(bots));
      b = static_cast<int>(random.Below(bots - 1));
      b += b >= a;
    }
    league.PlayPair(model, a, b, random);
    if (league.games() >= next_refit) {
      next_refit += refit_games;
      if (KendallTau(model, league.Refit()) >= tau) {
        run.games = league.games();
        break;
      }
    }
  }
  return run;
}

bool Parse(const std::string& text, int* value) { return absl::SimpleAtoi(text, value); }
bool Parse(const std::string& text, double* value) { return absl::SimpleAtod(text, value); }
bool Parse(const std::string& text, uint64_t* value) { return absl::SimpleAtoi(text, value); }
bool Parse(const std::string& text, int64_t* value) { return absl::SimpleAtoi(text, value); }

}  // namespace

int main(int argc, char** argv) {
  harness::MatchmakingSettings settings;
  std::map<std::string, std::string> flags = {
      {"bots", "100"},
      {"seeds", "5"},
      {"seed", "1"},
      {"spread", "200"},
      {"draw_rate", "0.3"},
      {"first_seat", "0.5"},
      {"refit_games", "100"},
      {"tau", "0.9"},
      {"max_games", "200000"},
      {"placement_pairs", std::to_string(settings.placement_pairs)},
      {"window_games", std::to_string(settings.window_games)},
      {"max_pair_games", std::to_string(settings.max_pair_games)},
      {"max_version_share", std::to_string(settings.max_version_share)},
      {"min_version_share", std::to_string(settings.min_version_share)},
      {"oracle", "0"}};
  int bots = 0, seeds = 0, refit_games = 0, oracle = 0;
  uint64_t base_seed = 0;
  int64_t max_games = 0;
  double spread = 0, draw_rate = 0, first_seat = 0, tau = 0;
  const bool parsed = flags::ParseProgramFlags(
      argc, argv, "league_matchmaking",
      "--bots=N --seeds=N --seed=S --spread=ELO --draw_rate=D --first_seat=P --refit_games=N "
      "--tau=T --max_games=N --placement_pairs=K --window_games=N --max_pair_games=N "
      "--max_version_share=X --min_version_share=X --oracle=0|1",
      &flags);
  if (!parsed || !Parse(flags["bots"], &bots) || bots < 2 || !Parse(flags["seeds"], &seeds) ||
      seeds < 1 || !Parse(flags["seed"], &base_seed) || !Parse(flags["spread"], &spread) ||
      !(spread > 0) || !Parse(flags["draw_rate"], &draw_rate) || draw_rate < 0 || draw_rate > 1 ||
      !Parse(flags["first_seat"], &first_seat) || !(first_seat > 0) || !(first_seat < 1) ||
      !Parse(flags["refit_games"], &refit_games) || refit_games < 2 || !Parse(flags["tau"], &tau) ||
      !(tau > 0) || !(tau < 1) || !Parse(flags["max_games"], &max_games) || max_games < 2 ||
      !Parse(flags["placement_pairs"], &settings.placement_pairs) || settings.placement_pairs < 0 ||
      !Parse(flags["window_games"], &settings.window_games) || settings.window_games < 2 ||
      !Parse(flags["max_pair_games"], &settings.max_pair_games) ||
      !Parse(flags["max_version_share"], &settings.max_version_share) ||
      !Parse(flags["min_version_share"], &settings.min_version_share) ||
      !Parse(flags["oracle"], &oracle) || (oracle != 0 && oracle != 1)) {
    std::fprintf(
        stderr,
        "league_matchmaking: --bots >= 2, --seeds >= 1, --spread > 0, --draw_rate in "
        "[0, 1], --first_seat in (0, 1), --refit_games >= 2, --tau in (0, 1), "
        "--max_games >= 2, --placement_pairs >= 0, --window_games >= 2, --oracle 0 or 1\n");
    return 2;
  }
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // a line a seed: seeds take a while
  const double first_seat_elo = 400 * std::log10(first_seat / (1 - first_seat));
  std::printf(
      "league_matchmaking: %d bots, strengths normal(0, %g) Elo, draws %g (fixed share), first "
      "seat %g (%.1f Elo), refit every %d games, target tau %g, seed %llu, %d seeds\n"
      "matchmaking: placement %d pairs, window %d games, pair cap %d games, version share "
      "[%g, %g]\n",
      bots, spread, draw_rate, first_seat, first_seat_elo, refit_games, tau,
      static_cast<unsigned long long>(base_seed), seeds, settings.placement_pairs,
      settings.window_games, settings.max_pair_games, settings.min_version_share,
      settings.max_version_share);
  std::printf(
      "seed                  matchmaking  random  ratio  picks: placement starved info relaxed\n");
  double sum_ours = 0, sum_random = 0;
  int reached = 0;
  for (int s = 0; s < seeds; ++s) {
    const uint64_t seed = games::MixSeeds(base_seed, s);
    games::SeededRandom random(seed);
    Model model;
    model.draw_rate = draw_rate;
    model.first_seat_elo = first_seat_elo;
    for (int i = 0; i < bots; ++i) model.elo.push_back(spread * Normal(random));
    // --oracle=1 puts the oracle in the matchmaking's column.
    const Run ours = Play(model, oracle ? Pairing::kOracle : Pairing::kMatchmaking, settings,
                          refit_games, tau, max_games, games::MixSeeds(seed, 1));
    const Run uniform = Play(model, Pairing::kRandom, settings, refit_games, tau, max_games,
                             games::MixSeeds(seed, 2));
    std::map<harness::MatchReason, int64_t> reasons = ours.reasons;
    std::printf("%20llu  %11lld  %6lld  %5.2f  %6lld %6lld %6lld %6lld\n",
                static_cast<unsigned long long>(seed), static_cast<long long>(ours.games),
                static_cast<long long>(uniform.games),
                static_cast<double>(ours.games) / uniform.games,
                static_cast<long long>(reasons[harness::MatchReason::kPlacement]),
                static_cast<long long>(reasons[harness::MatchReason::kStarved]),
                static_cast<long long>(reasons[harness::MatchReason::kInformation]),
                static_cast<long long>(reasons[harness::MatchReason::kCapsRelaxed]));
    if (ours.games < 0 || uniform.games < 0) continue;  // not reached within --max_games
    sum_ours += ours.games;
    sum_random += uniform.games;
    ++reached;
  }
  if (reached == 0) {
    std::printf("no seed reached tau %g within %lld games\n", tau,
                static_cast<long long>(max_games));
    return 1;
  }
  std::printf("mean over %d seeds: matchmaking %.0f games, random %.0f games, ratio %.3f\n",
              reached, sum_ours / reached, sum_random / reached, sum_ours / sum_random);
  return 0;
}
