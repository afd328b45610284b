#include "harness/ratings/engine_ratings.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace harness {
namespace {

// log P(a player `elo` points stronger wins).
double LogWinProbability(double elo) { return -std::log1p(std::pow(10.0, -elo / 400)); }

// The rating x with sum_u log P(x beats opponents[u]) = log 0.05; the sum
// rises with x.
double LowerLimit(const std::vector<double>& opponents) {
  auto log_probability = [&](double x) {
    double sum = 0;
    for (double opponent : opponents) sum += LogWinProbability(x - opponent);
    return sum;
  };
  const double target = std::log(0.05);
  double low = *std::min_element(opponents.begin(), opponents.end()) - 100;
  double high = *std::max_element(opponents.begin(), opponents.end()) + 100;
  while (log_probability(low) > target) low -= 2 * (high - low);
  while (log_probability(high) < target) high += 2 * (high - low);
  while (high - low > 1e-9) {
    const double middle = (low + high) / 2;
    (log_probability(middle) < target ? low : high) = middle;
  }
  return (low + high) / 2;
}

// Per seat unit where `engine` met a rated engine: the strongest such
// opponent's rating when `won`, else the weakest's.
std::vector<double> HardestOpponents(const PairwiseResults& results, const Ratings& ratings,
                                     int engine, bool won) {
  std::vector<double> hardest;
  for (const auto& [unit, unit_results] : results.units()) {
    bool met = false;
    double rating = 0;
    for (const auto& [pair, tally] : unit_results) {
      if (pair.first != engine && pair.second != engine) continue;
      const int opponent = pair.first == engine ? pair.second : pair.first;
      if (ratings.engines[opponent].kind != RatingKind::kRated) continue;
      const double r = ratings.engines[opponent].elo;
      rating = !met ? r : won ? std::max(rating, r) : std::min(rating, r);
      met = true;
    }
    if (met) hardest.push_back(rating);
  }
  return hardest;
}

// Games of each engine against the engines in `active`.
std::vector<double> GamesAmong(const PairwiseResults& results, const std::vector<bool>& active) {
  const int n = results.players();
  std::vector<double> games(n, 0);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (active[i] && active[j]) games[i] += results.Games(i, j);
    }
  }
  return games;
}

struct SetAside {
  RatingKind kind;
  std::vector<int> members;
};

// The groups (elo_fit.h's SweepGroups) of `results` to set aside: when the
// players split into groups that won or lost every game between them, all
// but the main group (the largest, the first of equal ones; none when every
// group is a single player) that won every game against the others left
// (kWonEveryGame), lost every one (kLostEveryGame), or met none of them
// (kUnrated). Empty when the players form one group.
std::vector<SetAside> GroupsToSetAside(const PairwiseResults& results) {
  const int n = results.players();
  const std::vector<int> group = SweepGroups(results);
  if (group.empty()) return {};  // no players
  const int groups = *std::max_element(group.begin(), group.end()) + 1;
  if (groups <= 1) return {};
  std::vector<std::vector<int>> members(groups);
  for (int i = 0; i < n; ++i) {
    if (group[i] >= 0) members[group[i]].push_back(i);
  }
  int main = -1;
  for (int g = 0; g < groups; ++g) {
    const size_t size = members[g].size();
    if (size >= 2 && (main < 0 || size > members[main].size())) main = g;
  }
  std::vector<SetAside> aside;
  for (int g = 0; g < groups; ++g) {
    if (g == main) continue;
    bool scored = false, conceded = false;  // against players outside g
    for (int i : members[g]) {
      for (int j = 0; j < n; ++j) {
        if (group[j] == g || group[j] < 0 || results.Games(i, j) == 0) continue;
        scored = scored || results.Points(i, j) > 0;
        conceded = conceded || results.Points(j, i) > 0;
      }
    }
    // A group in the middle of the order waits for a later pass.
    if (scored && conceded) continue;
    const RatingKind kind = scored     ? RatingKind::kWonEveryGame
                            : conceded ? RatingKind::kLostEveryGame
                                       : RatingKind::kUnrated;
    aside.push_back({kind, members[g]});
  }
  return aside;
}

}  // namespace

Ratings RateEngines(const PairwiseResults& results) {
  const int n = results.players();
  Ratings ratings;
  ratings.engines.resize(n);
  std::vector<bool> active(n, true);

  // Set aside, pass by pass, the groups that won or lost every game against
  // everyone else left.
  for (int round = 1;; ++round) {
    const std::vector<SetAside> aside = GroupsToSetAside(results.Among(active));
    if (aside.empty()) break;
    for (const SetAside& group : aside) {
      for (int i : group.members) {
        ratings.engines[i].kind = group.kind;
        ratings.engines[i].round = round;
        ratings.engines[i].group_size = static_cast<int>(group.members.size());
        active[i] = false;
      }
    }
  }

  const std::vector<double> played = GamesAmong(results, std::vector<bool>(n, true));
  for (int i = 0; i < n; ++i) {
    if (played[i] == 0) ratings.engines[i].kind = RatingKind::kNoGames;
  }
  const std::vector<double> games = GamesAmong(results, active);
  const EloFit fit = FitElo(results.Among(active));
  ratings.units = fit.units;
  ratings.covariance = fit.covariance;
  for (int i = 0; i < n; ++i) {
    if (!active[i] || games[i] == 0) continue;
    ratings.engines[i].kind = RatingKind::kRated;
    ratings.engines[i].elo = fit.elo[i];
    ratings.engines[i].margin95 = fit.margin95[i];
    ratings.engines[i].units = fit.player_units[i];
  }

  for (int i = 0; i < n; ++i) {
    EngineRating& engine = ratings.engines[i];
    const bool won = engine.kind == RatingKind::kWonEveryGame;
    if (!won && engine.kind != RatingKind::kLostEveryGame) continue;
    std::vector<double> opponents = HardestOpponents(results, ratings, i, won);
    if (opponents.empty()) {
      engine.limit = std::numeric_limits<double>::quiet_NaN();
      continue;
    }
    // Losing every game is winning every game with the signs turned.
    if (!won) {
      for (double& r : opponents) r = -r;
    }
    engine.limit = won ? LowerLimit(opponents) : -LowerLimit(opponents);
  }

  ratings.los.assign(n, std::vector<Superiority>(n));
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (i == j) continue;
      Superiority& los = ratings.los[i][j];
      if (ratings.engines[i].kind == RatingKind::kRated &&
          ratings.engines[j].kind == RatingKind::kRated) {
        if (!std::isnan(fit.los[i][j])) {
          los = {Superiority::Kind::kEstimate, fit.los[i][j], fit.los_dof[i][j]};
        }
      } else if (results.Games(i, j) > 0 &&
                 (results.Points(i, j) == results.Games(i, j) || results.Points(i, j) == 0) &&
                 results.SharedUnits(i, j) >= 2) {
        // If i were not stronger, each seed's sweep had probability <= 1/2
        // (one seed's bound, 1/2, would say nothing).
        const double chance = std::pow(0.5, results.SharedUnits(i, j));
        los = results.Points(i, j) > 0 ? Superiority{Superiority::Kind::kAtLeast, 1 - chance}
                                       : Superiority{Superiority::Kind::kAtMost, chance};
      }
    }
  }
  return ratings;
}

std::vector<int> Ratings::Order() const {
  // Sort key: (block, secondary); block 0 won every game, 1 rated, 2
  // unrated, 3 lost every game.
  auto key = [&](int i) {
    const EngineRating& e = engines[i];
    const double limit = std::isnan(e.limit) ? -1e300 : e.limit;
    switch (e.kind) {
      case RatingKind::kWonEveryGame:
        return std::make_tuple(0, static_cast<double>(e.round), -limit);
      case RatingKind::kRated:
        return std::make_tuple(1, -e.elo, 0.0);
      case RatingKind::kUnrated:
        return std::make_tuple(2, 0.0, 0.0);
      case RatingKind::kNoGames:
        return std::make_tuple(4, 0.0, 0.0);
      case RatingKind::kLostEveryGame:
        break;
    }
    return std::make_tuple(3, -static_cast<double>(e.round), -limit);
  };
  std::vector<int> order(engines.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return key(a) < key(b); });
  return order;
}

}  // namespace harness
