#include "harness/ratings/clustered_means.h"

#include <cmath>

#include "gtest/gtest.h"

namespace harness {
namespace {

TEST(ClusteredMeansTest, OneObservationPerUnitIsTheUsualStandardError) {
  ClusteredMeans means(1);
  const double values[] = {4, 1, 3, 2, 5};
  for (int k = 0; k < 5; ++k) means.Add(0, k, values[k]);
  EXPECT_DOUBLE_EQ(means.Mean(0), 3);
  // s.d. sqrt(2.5) over sqrt(5).
  EXPECT_NEAR(means.StandardError(0), std::sqrt(2.5 / 5), 1e-12);
  // Student t, 4 d.f., 97.5%: 2.7764451052 (scipy).
  EXPECT_NEAR(means.Margin95(0), 2.7764451052 * std::sqrt(0.5), 1e-9);
  EXPECT_EQ(means.Units(), 5);
}

TEST(ClusteredMeansTest, CopiesWithinAUnitAddNothing) {
  ClusteredMeans once(1), thrice(1);
  const double values[] = {10, 30, 20, 60};
  for (int k = 0; k < 4; ++k) {
    once.Add(0, 100 + k, values[k]);
    for (int copy = 0; copy < 3; ++copy) thrice.Add(0, 100 + k, values[k]);
  }
  EXPECT_EQ(thrice.Count(0), 12);
  EXPECT_DOUBLE_EQ(thrice.Mean(0), once.Mean(0));
  EXPECT_NEAR(thrice.StandardError(0), once.StandardError(0), 1e-12);
  EXPECT_NEAR(thrice.Margin95(0), once.Margin95(0), 1e-12);
}

TEST(ClusteredMeansTest, CovarianceByHand) {
  // Two series over three units; unit 2 holds two of series 0's values.
  ClusteredMeans means(2);
  means.Add(0, 1, 1);
  means.Add(0, 2, 2);
  means.Add(0, 2, 4);
  means.Add(0, 3, 5);
  means.Add(1, 1, 10);
  means.Add(1, 2, 20);
  means.Add(1, 3, 60);
  // Means 3 and 30. Residual sums per unit over n: series 0: -2/4, 0/4,
  // 2/4; series 1: -20/3, -10/3, 30/3. G = 3, G/(G-1) = 3/2.
  EXPECT_DOUBLE_EQ(means.Mean(0), 3);
  EXPECT_DOUBLE_EQ(means.Mean(1), 30);
  EXPECT_NEAR(means.Covariance(0, 0), 1.5 * (0.25 + 0 + 0.25), 1e-12);
  EXPECT_NEAR(means.Covariance(0, 1), 1.5 * (-0.5 * -20.0 / 3 + 0.5 * 10), 1e-12);
  EXPECT_NEAR(means.Covariance(1, 1), 1.5 * (400.0 + 100 + 900) / 9, 1e-9);
  EXPECT_EQ(means.Units(0, 1), 3);
}

TEST(ClusteredMeansTest, OneUnitHasNoInterval) {
  ClusteredMeans means(1);
  means.Add(0, 7, 1);
  means.Add(0, 7, 3);
  EXPECT_DOUBLE_EQ(means.Mean(0), 2);
  EXPECT_TRUE(std::isnan(means.StandardError(0)));
  EXPECT_TRUE(std::isnan(means.Margin95(0)));
}

}  // namespace
}  // namespace harness
