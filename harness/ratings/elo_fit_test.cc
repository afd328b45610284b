#include "harness/ratings/elo_fit.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "gtest/gtest.h"
#include "harness/ratings/student_t.h"

namespace harness {
namespace {

const double kEloOfOddsThree = 400 * std::log10(3.0);  // 190.848...

// Every game in a unit of its own: independent games.
void AddGames(PairwiseResults* results, int i, int j, int wins, int draws, int losses) {
  static uint64_t unit = 0;
  for (int k = 0; k < wins; ++k) results->Add(i, j, 1, ++unit);
  for (int k = 0; k < draws; ++k) results->Add(i, j, 0.5, ++unit);
  for (int k = 0; k < losses; ++k) results->Add(i, j, 0, ++unit);
}

TEST(EloFitTest, TwoPlayersThreeToOne) {
  PairwiseResults results(2);
  AddGames(&results, 0, 1, 3, 0, 1);
  const EloFit fit = FitElo(results);
  EXPECT_EQ(fit.prior_draws, 0);
  // p = 3/4 => difference 400*log10(3), split around the mean of 0.
  EXPECT_NEAR(fit.elo[0], kEloOfOddsThree / 2, 1e-6);
  EXPECT_NEAR(fit.elo[1], -kEloOfOddsThree / 2, 1e-6);
  // Sandwich by hand, in nats: information H = n p (1-p) = 0.75; the four
  // games' scores are 1/4 (wins) and -3/4, so B = 4/3 * (3/16 + 9/16) = 1
  // and Var(diff) = B / H^2 = 16/9; each centred rating has a quarter.
  EXPECT_EQ(fit.units, 4);
  const double sd_nats = std::sqrt(16.0 / 9) / 2;
  const double t3 = 3.1824463053;  // Student t, 3 d.f., 97.5% (scipy)
  EXPECT_NEAR(fit.margin95[0], t3 * sd_nats * 400 / std::log(10.0), 1e-6);  // 368.6
  // LOS = T3(ln 3 / sqrt(16/9)) = T3(0.82396) = 0.7648193685 (scipy).
  EXPECT_NEAR(fit.los[0][1], 0.7648193685, 1e-9);
  EXPECT_NEAR(fit.los[1][0], 1 - 0.7648193685, 1e-9);
}

TEST(EloFitTest, DrawsCountAsHalfPoints) {
  PairwiseResults results(2);
  AddGames(&results, 0, 1, 2, 2, 0);  // 3 points of 4, as above
  const EloFit fit = FitElo(results);
  EXPECT_NEAR(fit.elo[0] - fit.elo[1], kEloOfOddsThree, 1e-6);
}

TEST(EloFitTest, ThreePlayersWithConsistentOddsRecoverTheirStrengths) {
  // Strengths 9 : 3 : 1 give P(A>B) = 0.75, P(B>C) = 0.75, P(A>C) = 0.9.
  PairwiseResults results(3);
  AddGames(&results, 0, 1, 30, 0, 10);
  AddGames(&results, 1, 2, 30, 0, 10);
  AddGames(&results, 0, 2, 36, 0, 4);
  const EloFit fit = FitElo(results);
  EXPECT_NEAR(fit.elo[0], kEloOfOddsThree, 1e-6);
  EXPECT_NEAR(fit.elo[1], 0, 1e-6);
  EXPECT_NEAR(fit.elo[2], -kEloOfOddsThree, 1e-6);
  EXPECT_GT(fit.los[0][1], 0.99);
  EXPECT_GT(fit.los[1][2], 0.99);
}

TEST(EloFitTest, ACycleOfEqualResultsRatesEveryoneEqual) {
  PairwiseResults results(3);
  AddGames(&results, 0, 1, 5, 0, 0);
  AddGames(&results, 1, 2, 5, 0, 0);
  AddGames(&results, 2, 0, 5, 0, 0);
  ASSERT_TRUE(HasFiniteMaximum(results));
  const EloFit fit = FitElo(results);
  for (int i = 0; i < 3; ++i) EXPECT_NEAR(fit.elo[i], 0, 1e-6);
}

TEST(EloFitTest, PerfectScoresUseThePriorAndStayFinite) {
  PairwiseResults results(3);
  AddGames(&results, 0, 1, 10, 0, 0);  // 0 never lost
  AddGames(&results, 1, 2, 6, 0, 4);
  EXPECT_FALSE(HasFiniteMaximum(results));
  const EloFit fit = FitElo(results, 1.0);
  EXPECT_EQ(fit.prior_draws, 1.0);
  // With one virtual draw, 0 scored 10.5 of 11 against 1.
  EXPECT_TRUE(std::isfinite(fit.elo[0]));
  EXPECT_GT(fit.elo[0], fit.elo[1]);
  EXPECT_GT(fit.elo[1], fit.elo[2]);
  EXPECT_NEAR(fit.elo[0] + fit.elo[1] + fit.elo[2], 0, 1e-6);
}

TEST(EloFitTest, PlayersWithoutGamesStayAtZero) {
  PairwiseResults results(3);
  AddGames(&results, 0, 1, 3, 0, 1);
  const EloFit fit = FitElo(results);
  EXPECT_EQ(fit.elo[2], 0);
  EXPECT_TRUE(std::isnan(fit.margin95[2]));
  EXPECT_NEAR(fit.elo[0] - fit.elo[1], kEloOfOddsThree, 1e-6);
}

// A game between i and j in some unit; `score` is i's.
struct Game {
  int i, j;
  double score;
};
using Units = std::vector<std::vector<Game>>;

PairwiseResults FromUnits(int players, const Units& units, int copies = 1) {
  PairwiseResults results(players);
  for (size_t u = 0; u < units.size(); ++u) {
    for (int copy = 0; copy < copies; ++copy) {
      for (const Game& g : units[u]) results.Add(g.i, g.j, g.score, 1000 + u);
    }
  }
  return results;
}

const double kEloPerNat = 400 / std::log(10.0);

// The sandwich computed independently: log-likelihood terms written out,
// gradients and Hessian by central differences, 2x2 algebra by hand.
TEST(EloFitTest, SandwichMatchesABruteForceComputation) {
  // Units 1 and 4 are three-player games (every pair of seats, one unit).
  const Units units = {
      {{0, 1, 1}, {0, 2, 1}, {1, 2, 1}}, {{0, 1, 0}, {1, 2, 0.5}},
      {{0, 2, 0}, {0, 1, 1}, {0, 1, 1}}, {{0, 1, 0.5}, {0, 2, 0}, {1, 2, 0}},
      {{1, 2, 1}, {0, 2, 1}, {0, 1, 0}},
  };
  const EloFit fit = FitElo(FromUnits(3, units));
  ASSERT_EQ(fit.prior_draws, 0);
  ASSERT_EQ(fit.units, 5);
  EXPECT_EQ(fit.covariance, CovarianceKind::kClustered);
  // Strengths in nats with player 0 at 0; x = (theta_1, theta_2).
  const std::array<double, 2> x = {(fit.elo[1] - fit.elo[0]) / kEloPerNat,
                                   (fit.elo[2] - fit.elo[0]) / kEloPerNat};
  auto log_likelihood = [&](const std::vector<Game>& games, std::array<double, 2> t) {
    const double theta[3] = {0, t[0], t[1]};
    double sum = 0;
    for (const Game& g : games) {
      const double p = 1 / (1 + std::exp(theta[g.j] - theta[g.i]));
      sum += g.score * std::log(p) + (1 - g.score) * std::log(1 - p);
    }
    return sum;
  };
  const double h = 1e-4;
  auto gradient = [&](const std::vector<Game>& games, std::array<double, 2> t) {
    std::array<double, 2> g;
    for (int k = 0; k < 2; ++k) {
      std::array<double, 2> up = t, down = t;
      up[k] += h;
      down[k] -= h;
      g[k] = (log_likelihood(games, up) - log_likelihood(games, down)) / (2 * h);
    }
    return g;
  };
  std::vector<Game> all;
  for (const auto& unit : units) all.insert(all.end(), unit.begin(), unit.end());
  // Information: minus the Hessian of the whole log-likelihood.
  double info[2][2];
  for (int k = 0; k < 2; ++k) {
    std::array<double, 2> up = x, down = x;
    up[k] += h;
    down[k] -= h;
    const auto gu = gradient(all, up), gd = gradient(all, down);
    for (int l = 0; l < 2; ++l) info[l][k] = -(gu[l] - gd[l]) / (2 * h);
  }
  const double det = info[0][0] * info[1][1] - info[0][1] * info[1][0];
  const double bread[2][2] = {{info[1][1] / det, -info[0][1] / det},
                              {-info[1][0] / det, info[0][0] / det}};
  std::vector<std::array<double, 2>> scores;
  std::array<double, 2> mean = {0, 0};
  for (const auto& unit : units) {
    scores.push_back(gradient(unit, x));
    for (int k = 0; k < 2; ++k) mean[k] += scores.back()[k] / units.size();
  }
  const double g = units.size();
  double meat[2][2] = {{0, 0}, {0, 0}};
  for (const auto& score : scores) {
    for (int k = 0; k < 2; ++k) {
      for (int l = 0; l < 2; ++l)
        meat[k][l] += (score[k] - mean[k]) * (score[l] - mean[l]) * g / (g - 1);
    }
  }
  double v[2][2];
  for (int a = 0; a < 2; ++a) {
    for (int b = 0; b < 2; ++b) {
      v[a][b] = 0;
      for (int c = 0; c < 2; ++c) {
        for (int d = 0; d < 2; ++d) v[a][b] += bread[a][c] * meat[c][d] * bread[d][b];
      }
    }
  }
  // Centred ratings: theta_k - mean(theta), as combinations of (theta_1, theta_2).
  const double centred[3][2] = {{-1.0 / 3, -1.0 / 3}, {2.0 / 3, -1.0 / 3}, {-1.0 / 3, 2.0 / 3}};
  const double t4 = 2.7764451052;  // Student t, 4 d.f., 97.5% (scipy)
  for (int k = 0; k < 3; ++k) {
    const double* c = centred[k];
    const double variance =
        c[0] * c[0] * v[0][0] + 2 * c[0] * c[1] * v[0][1] + c[1] * c[1] * v[1][1];
    EXPECT_NEAR(fit.margin95[k], t4 * std::sqrt(variance) * kEloPerNat, 1e-3) << k;
  }
  const double difference_variance = v[0][0] + v[1][1] - 2 * v[0][1];
  EXPECT_NEAR(fit.los[1][2], StudentTCdf((x[0] - x[1]) / std::sqrt(difference_variance), 4), 1e-6);
}

// Four seeds, three engines; deterministic engines would replay each
// seed's games exactly.
const Units kSeeds = {
    {{0, 1, 1}, {1, 0, 1}, {0, 2, 1}, {2, 0, 0}, {1, 2, 1}, {2, 1, 0.5}},
    {{0, 1, 0}, {1, 0, 0}, {0, 2, 1}, {2, 0, 0.5}, {1, 2, 0}, {2, 1, 0}},
    {{0, 1, 1}, {1, 0, 0.5}, {0, 2, 0}, {2, 0, 0}, {1, 2, 1}, {2, 1, 0}},
    {{0, 1, 0.5}, {1, 0, 0}, {0, 2, 1}, {2, 0, 1}, {1, 2, 0.5}, {2, 1, 0}},
};

TEST(EloFitTest, CopiesOfEverySeedsGamesGiveTheSameIntervals) {
  const EloFit once = FitElo(FromUnits(3, kSeeds));
  const EloFit thrice = FitElo(FromUnits(3, kSeeds, 3));
  ASSERT_EQ(thrice.units, 4);
  for (int k = 0; k < 3; ++k) {
    EXPECT_NEAR(thrice.elo[k], once.elo[k], 1e-6);
    EXPECT_NEAR(thrice.margin95[k], once.margin95[k], 1e-6);
    for (int l = 0; l < 3; ++l) {
      if (k != l) {
        EXPECT_NEAR(thrice.los[k][l], once.los[k][l], 1e-9);
      }
    }
  }
  // Treating every game as independent (each its own unit, as before seeds
  // were units) narrows the interval by about sqrt(3) once copied.
  auto every_game_apart = [](int copies) {
    PairwiseResults results(3);
    uint64_t unit = 0;
    for (int copy = 0; copy < copies; ++copy) {
      for (const auto& seed : kSeeds) {
        for (const Game& g : seed) results.Add(g.i, g.j, g.score, ++unit);
      }
    }
    return FitElo(results);
  };
  const double apart_once = every_game_apart(1).margin95[0];
  const double apart_thrice = every_game_apart(3).margin95[0];
  std::printf(
      "interval of engine 0 (copies x3 / x1): seeds as units %.1f / %.1f = %.3f; every game "
      "apart %.1f / %.1f = %.3f\n",
      thrice.margin95[0], once.margin95[0], thrice.margin95[0] / once.margin95[0], apart_thrice,
      apart_once, apart_thrice / apart_once);
  EXPECT_NEAR(apart_thrice / apart_once, 1 / std::sqrt(3.0), 0.05);
}

// Nine games in one seed (as every pairing of a round robin shares its
// seeds): one unit for three players, too few to judge any spread, so no
// interval and no LOS, though the ratings stand: A-B 1.5 of 2, B-C 1.5 of
// 2, A-C 4.5 of 5 are the model's odds exactly at strengths ln 9 : ln 3 : 0.
// (Counting the nine games as independent, as Ordo and BayesElo do, would
// print +-250 Elo; copies of one game are not more samples.)
TEST(EloFitTest, FewerUnitsThanPlayersGiveNoIntervalAndNoLos) {
  const Units one_seed = {{
      {0, 1, 1},
      {0, 1, 0.5},  // A-B
      {1, 2, 1},
      {1, 2, 0.5},  // B-C
      {0, 2, 1},
      {0, 2, 1},
      {0, 2, 1},
      {0, 2, 1},
      {0, 2, 0.5}  // A-C
  }};
  const EloFit fit = FitElo(FromUnits(3, one_seed));
  ASSERT_EQ(fit.prior_draws, 0);
  EXPECT_EQ(fit.units, 1);
  EXPECT_EQ(fit.covariance, CovarianceKind::kTooFewUnits);
  EXPECT_NEAR(fit.elo[0] - fit.elo[2], 2 * kEloOfOddsThree, 1e-6);
  EXPECT_NEAR(fit.elo[0] - fit.elo[1], kEloOfOddsThree, 1e-6);
  for (int k = 0; k < 3; ++k) {
    EXPECT_TRUE(std::isnan(fit.margin95[k]));
    for (int j = 0; j < 3; ++j) EXPECT_TRUE(std::isnan(fit.los[k][j]));
  }
  // Two seeds for three players: still too few.
  EXPECT_EQ(FitElo(FromUnits(3, {kSeeds[0], kSeeds[1]})).covariance, CovarianceKind::kTooFewUnits);
  EXPECT_EQ(FitElo(FromUnits(3, kSeeds)).covariance, CovarianceKind::kClustered);
}

// A player's interval has its own units less one degrees of freedom, and a
// player seen in one unit gets none. Players 0..3 meet in 12 seeds; player
// 4 plays player 0 in seeds 1-3 only, player 5 plays player 1 in seed 4 only.
TEST(EloFitTest, EachPlayersIntervalHasItsOwnUnitsDegreesOfFreedom) {
  PairwiseResults results(6);
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    for (int a = 0; a < 4; ++a) {
      for (int b = a + 1; b < 4; ++b) {
        results.Add(a, b, (seed + a * 3 + b) % 3 == 0 ? 0 : 1, seed);
        results.Add(a, b, (seed * 7 + a + b) % 4 == 0 ? 1 : 0.5, seed);
      }
    }
  }
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    results.Add(4, 0, seed == 2 ? 1 : 0, seed);
    results.Add(4, 0, 0.5, seed);
  }
  results.Add(5, 1, 1, 4);
  results.Add(5, 1, 0, 4);
  results.Add(5, 1, 0, 4);
  const EloFit fit = FitElo(results);
  ASSERT_EQ(fit.covariance, CovarianceKind::kClustered);
  EXPECT_EQ(fit.units, 12);
  EXPECT_EQ(fit.player_units, (std::vector<int>{12, 12, 12, 12, 3, 1}));
  EXPECT_GT(fit.margin95[0], 0);
  EXPECT_GT(fit.margin95[4], 0);
  EXPECT_TRUE(std::isnan(fit.margin95[5]));  // one unit: no spread to judge from
  // Seeds holding a game of either, less one.
  EXPECT_EQ(fit.los_dof[4][2], 11);
  EXPECT_EQ(fit.los_dof[0][4], 11);
  EXPECT_FALSE(std::isnan(fit.los[4][2]));
  // Player 5's one unit shows nothing of its spread: no LOS either way.
  EXPECT_TRUE(std::isnan(fit.los[5][1]));
  EXPECT_TRUE(std::isnan(fit.los[1][5]));
}

// Every seed's pair split 1-1: the units show no spread, so no interval
// (0, not a zero-width one) and no LOS (it once read 84% at Elo ±0).
TEST(EloFitTest, UnitsWithoutSpreadGiveNoIntervalAndNoLos) {
  PairwiseResults results(2);
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    results.Add(0, 1, 1, seed);
    results.Add(0, 1, 0, seed);
  }
  const EloFit fit = FitElo(results);
  EXPECT_NEAR(fit.elo[0], 0, 1e-9);
  EXPECT_EQ(fit.margin95[0], 0);
  EXPECT_TRUE(std::isnan(fit.los[0][1]));
  EXPECT_TRUE(std::isnan(fit.los[1][0]));
}

// Four-player games, each its own seed: the sandwich's spread matches a
// bootstrap that resamples whole games (fixed seed), and is wider than
// treating the six pairs of a game as independent results.
TEST(EloFitTest, FourPlayerGamesAreOneSampleEach) {
  std::mt19937_64 random(19);
  const double strength[4] = {0.6, 0.2, -0.1, -0.7};  // nats
  Units games;
  for (int game = 0; game < 80; ++game) {
    // Each player's performance: strength plus logistic noise; places by it.
    double performance[4];
    for (int p = 0; p < 4; ++p) {
      const double u = std::uniform_real_distribution<double>(1e-9, 1 - 1e-9)(random);
      performance[p] = strength[p] + std::log(u / (1 - u));
    }
    std::vector<Game> pairs;
    for (int a = 0; a < 4; ++a) {
      for (int b = a + 1; b < 4; ++b)
        pairs.push_back({a, b, performance[a] > performance[b] ? 1.0 : 0.0});
    }
    games.push_back(pairs);
  }
  const EloFit fit = FitElo(FromUnits(4, games));
  ASSERT_EQ(fit.units, 80);
  const double t79 = StudentTQuantile(0.975, 79);
  const double sandwich_sd = fit.margin95[0] / t79;

  std::mt19937_64 resample(7);
  const int replicates = 400;
  double sum = 0, squares = 0;
  for (int r = 0; r < replicates; ++r) {
    Units drawn;
    for (size_t k = 0; k < games.size(); ++k) {
      drawn.push_back(games[std::uniform_int_distribution<size_t>(0, games.size() - 1)(resample)]);
    }
    const double elo = FitElo(FromUnits(4, drawn)).elo[0];
    sum += elo;
    squares += elo * elo;
  }
  const double bootstrap_sd = std::sqrt(squares / replicates - std::pow(sum / replicates, 2));

  PairwiseResults pairs_apart(4);
  uint64_t unit = 0;
  for (const auto& game : games) {
    for (const Game& g : game) pairs_apart.Add(g.i, g.j, g.score, ++unit);
  }
  const EloFit apart = FitElo(pairs_apart);
  const double pairs_sd = apart.margin95[0] / StudentTQuantile(0.975, apart.player_units[0] - 1);
  std::printf(
      "s.d. of engine 0's rating: sandwich %.1f, bootstrap %.1f, pairs as independent %.1f\n",
      sandwich_sd, bootstrap_sd, pairs_sd);
  EXPECT_NEAR(sandwich_sd / bootstrap_sd, 1, 0.1);
  EXPECT_LT(pairs_sd, sandwich_sd);
}

}  // namespace
}  // namespace harness
