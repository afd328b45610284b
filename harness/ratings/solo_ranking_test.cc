#include "harness/ratings/solo_ranking.h"

#include <cmath>

#include "gtest/gtest.h"

namespace harness {
namespace {

// Two engines on the same four seeds (engine 1 first in the log).
ClusteredMeans SharedSeeds() {
  ClusteredMeans points(2);
  const double a[] = {10, 12, 9, 15}, b[] = {8, 11, 9, 12};
  for (int seed = 0; seed < 4; ++seed) {
    points.Add(1, seed, a[seed]);
    points.Add(0, seed, b[seed]);
  }
  return points;
}

TEST(SoloRankingTest, RanksByMeanAndJudgesDifferencesPairedBySeed) {
  const SoloRanking ranking = RankByPoints(SharedSeeds(), true);
  EXPECT_EQ(ranking.order, (std::vector<int>{1, 0}));
  // The paired t statistic by hand: differences 2, 1, 0, 3, mean 1.5,
  // variance 5/3, t = 1.5 / sqrt(5/12); P(T_3 <= t) = 0.9486359606 (scipy).
  EXPECT_NEAR(ranking.los[1][0], 0.9486359606, 1e-9);
  EXPECT_NEAR(ranking.los[0][1], 1 - 0.9486359606, 1e-9);
}

TEST(SoloRankingTest, FewerPointsCanBeBetter) {
  const SoloRanking ranking = RankByPoints(SharedSeeds(), false);  // e.g. shots fired
  EXPECT_EQ(ranking.order, (std::vector<int>{0, 1}));
  EXPECT_NEAR(ranking.los[0][1], 0.9486359606, 1e-9);
}

}  // namespace
}  // namespace harness
