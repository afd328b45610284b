#include "harness/formats/adaptive_rank_doubt.h"

#include <cmath>

#include "games/common/seeded_random.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

TEST(MixtureDoubtTest, MatchesTheMixtureIntegral) {
  // z = 3, I = 100, I0 = 10: the integral over theta > 0 of
  // exp(theta S - theta^2 I / 2) times the half-normal density, S = z sqrt(I),
  // by a midpoint sum (step 1e-4) is 35.980991; 1 / that = 0.0277925.
  EXPECT_NEAR(MixtureDoubt(3, 100, 10), 0.0277925, 1e-6);
}

TEST(MixtureDoubtTest, TheScaleMixtureIsTheWeightedMeanOfItsMixtures) {
  // Gap 0.2: I0 = 1 / (0.2 * 2^k)^2 = 25, 6.25, 1.5625, ...; weights 1/2, 1/10 x 5.
  double mean = 0.5 / MixtureDoubt(3, 100, 25);
  for (int k = 1; k <= 5; ++k) mean += 0.1 / MixtureDoubt(3, 100, 25 / std::pow(4.0, k));
  EXPECT_NEAR(ScaleMixtureDoubt(3, 100, 0.2), 1 / mean, 1e-12);
  EXPECT_EQ(ScaleMixtureDoubt(-1, 100, 0.2), 1);
  // An overwhelming z does not overflow.
  EXPECT_EQ(ScaleMixtureDoubt(100, 1e4, 0.2), 0);
}

TEST(MixtureDoubtTest, NoEvidenceForTheOrderIsFullDoubt) {
  EXPECT_EQ(MixtureDoubt(0, 100, 10), 1);
  EXPECT_EQ(MixtureDoubt(-2, 100, 10), 1);
  EXPECT_EQ(MixtureDoubt(2, 0, 10), 1);
}

double Normal(games::SeededRandom& random) {
  const double u = 1 - random.Unit(), v = random.Unit();
  return std::sqrt(-2 * std::log(u)) * std::cos(2 * std::acos(-1.0) * v);
}

// Random walks with no drift, looked at after every step: the share that
// is ever wrongly "settled" by each rule.
struct Crossings {
  double mixture = 0;  // scale mixture's doubt <= alpha at some look
  double naive = 0;    // one-sided z >= its fixed-sample quantile at some look
};

Crossings NullCrossings(double alpha, double naive_z, int walks, int steps) {
  games::SeededRandom random(7);
  int mixture = 0, naive = 0;
  for (int walk = 0; walk < walks; ++walk) {
    double sum = 0;
    bool crossed_mixture = false, crossed_naive = false;
    for (int t = 1; t <= steps; ++t) {
      sum += Normal(random);
      const double z = sum / std::sqrt(t);
      crossed_mixture = crossed_mixture || ScaleMixtureDoubt(z, t, 0.3) <= alpha;
      crossed_naive = crossed_naive || z >= naive_z;
    }
    mixture += crossed_mixture;
    naive += crossed_naive;
  }
  return {static_cast<double>(mixture) / walks, static_cast<double>(naive) / walks};
}

TEST(MixtureDoubtTest, KeepsItsLevelUnderLooksAfterEveryStepWhereTheFixedTestDoesNot) {
  // 2000 walks of 500 steps; alpha = 0.05 (one-sided z quantile 1.645).
  // Standard error of a share near 0.05: 0.005.
  const Crossings crossings = NullCrossings(0.05, 1.6449, 2000, 500);
  EXPECT_LT(crossings.mixture, 0.05);
  EXPECT_GT(crossings.mixture, 0.005);  // not trivially conservative
  EXPECT_GT(crossings.naive, 0.3);      // the fixed-sample test, looked at 500 times
}

TEST(IndifferenceDoubtTest, IsTheInverseLikelihoodRatioOfTheTwoDrifts) {
  // z = 2, I = 100, r = 0.1: S = 20, L = exp(2 * 0.1 * 20) = e^4.
  EXPECT_NEAR(IndifferenceDoubt(2, 100, 0.1), std::exp(-4.0), 1e-15);
  EXPECT_EQ(IndifferenceDoubt(0, 100, 0.1), 1);
  EXPECT_EQ(IndifferenceDoubt(-1, 100, 0.1), 1);
  EXPECT_EQ(IndifferenceDoubt(2, 0, 0.1), 1);
}

// Random walks with drift -drift per step (unit variance), looked at after
// every step: the share whose indifference doubt (resolution r) ever
// reaches alpha.
double IndifferenceCrossings(double drift, double r, double alpha, int walks, int steps) {
  games::SeededRandom random(11);
  int crossed = 0;
  for (int walk = 0; walk < walks; ++walk) {
    double sum = 0;
    for (int t = 1; t <= steps; ++t) {
      sum += Normal(random) - drift;
      if (IndifferenceDoubt(sum / std::sqrt(t), t, r) <= alpha) {
        ++crossed;
        break;
      }
    }
  }
  return static_cast<double>(crossed) / walks;
}

TEST(IndifferenceDoubtTest, KeepsItsLevelAtTheResolutionAndItsPowerFurtherAway) {
  // r = 0.2, alpha = 0.1, 4000 walks of 400 steps (standard error near
  // 0.1: 0.005). Drift -r: at most alpha (overshoot keeps it below); drift
  // -2r: at most alpha^2 = 0.01; drift 0: no guarantee, crosses often.
  EXPECT_LT(IndifferenceCrossings(0.2, 0.2, 0.1, 4000, 400), 0.1);
  EXPECT_GT(IndifferenceCrossings(0.2, 0.2, 0.1, 4000, 400), 0.05);
  EXPECT_LT(IndifferenceCrossings(0.4, 0.2, 0.1, 4000, 400), 0.01);
  EXPECT_GT(IndifferenceCrossings(0.0, 0.2, 0.1, 4000, 400), 0.3);
}

TEST(MixtureDoubtTest, SettlesARealDifference) {
  // Drift 0.3 per unit of information: z grows like 0.3 sqrt(I).
  EXPECT_LT(MixtureDoubt(0.3 * std::sqrt(400.0), 400, 10), 1e-3);
}

}  // namespace
}  // namespace harness
