#include "harness/elo_fit.h"

#include <cmath>

#include "gtest/gtest.h"

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

}  // namespace
}  // namespace harness
