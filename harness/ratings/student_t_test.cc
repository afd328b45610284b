// Expected values: scipy.stats.t (SciPy 1.10.1), and closed forms where
// one exists.
#include "harness/ratings/student_t.h"

#include <cmath>

#include "gtest/gtest.h"

namespace harness {
namespace {

TEST(StudentTTest, QuantilesMatchScipy) {
  EXPECT_NEAR(StudentTQuantile(0.975, 1), 12.7062047364, 1e-8);
  EXPECT_NEAR(StudentTQuantile(0.975, 2), 4.3026527299, 1e-9);
  EXPECT_NEAR(StudentTQuantile(0.975, 3), 3.1824463053, 1e-9);
  EXPECT_NEAR(StudentTQuantile(0.975, 4), 2.7764451052, 1e-9);
  EXPECT_NEAR(StudentTQuantile(0.975, 9), 2.2621571627, 1e-9);
  EXPECT_NEAR(StudentTQuantile(0.975, 29), 2.0452296421, 1e-9);
  EXPECT_NEAR(StudentTQuantile(0.975, 1000), 1.9623390808, 1e-9);
  EXPECT_NEAR(StudentTQuantile(0.025, 4), -2.7764451052, 1e-9);
}

TEST(StudentTTest, CdfMatchesScipyAndClosedForms) {
  EXPECT_NEAR(StudentTCdf(1.0, 10), 0.8295534338, 1e-10);
  EXPECT_NEAR(StudentTCdf(-2.5, 3), 0.0438533235, 1e-10);
  EXPECT_NEAR(StudentTCdf(4, 29), 0.9997999680, 1e-10);
  EXPECT_DOUBLE_EQ(StudentTCdf(0, 7), 0.5);
  // One degree of freedom is the Cauchy law: 1/2 + atan(t) / pi.
  EXPECT_NEAR(StudentTCdf(0.3, 1), 0.5 + std::atan(0.3) / M_PI, 1e-12);
  // Two: 1/2 + t / (2 sqrt(2 + t^2)).
  EXPECT_NEAR(StudentTCdf(-1.7, 2), 0.5 - 1.7 / (2 * std::sqrt(2 + 1.7 * 1.7)), 1e-12);
}

}  // namespace
}  // namespace harness
