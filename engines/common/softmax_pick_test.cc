#include "engines/common/softmax_pick.h"

#include "gtest/gtest.h"

namespace engines {
namespace {

TEST(SoftmaxPickTest, ZeroTemperatureTakesTheFirstBest) {
  games::SeededRandom random(1);
  EXPECT_EQ(SoftmaxPick({0.2, 0.7, 0.7, 0.1}, 0.0, random), 1u);
}

// Frequencies follow exp(score / temperature): scores 0 and ln 3 at
// temperature 1 are picked 1:3.
TEST(SoftmaxPickTest, PicksInProportionToExpScoreOverTemperature) {
  games::SeededRandom random(2);
  int second = 0;
  const int draws = 40000;
  for (int i = 0; i < draws; ++i) second += SoftmaxPick({0.0, std::log(3.0)}, 1.0, random) == 1;
  EXPECT_NEAR(static_cast<double>(second) / draws, 0.75, 0.01);
}

}  // namespace
}  // namespace engines
