#include "harness/ratings/sprt.h"

#include <cmath>
#include <cstdio>

#include "games/common/seeded_random.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

TEST(SprtTest, BoundsAndLlrMatchHandComputedValues) {
  Sprt sprt(SprtBounds{0, 10, 0.05, 0.05});
  EXPECT_NEAR(sprt.bounds().Lower(), std::log(0.05 / 0.95), 1e-12);  // -2.944
  EXPECT_NEAR(sprt.bounds().Upper(), std::log(0.95 / 0.05), 1e-12);  // +2.944
  EXPECT_EQ(sprt.Llr(), 0);
  // Identical pairs still decide, but not at once: 11 sweeps continue,
  // the 12th accepts H1 (LLR 3.477).
  Sprt sweep(SprtBounds{0, 10, 0.05, 0.05});
  for (int i = 0; i < 11; ++i) sweep.AddPair(2);
  EXPECT_EQ(sweep.Decision(), SprtDecision::kContinue);
  sweep.AddPair(2);
  EXPECT_EQ(sweep.Decision(), SprtDecision::kAcceptH1);
  EXPECT_NEAR(sweep.Llr(), 3.47712, 1e-5);
  // 10 pairs drawn 1-1, 10 pairs won 1.5-0.5: pair scores 0.5 and 0.75,
  // mean 0.625, variance 0.015625; s0 = 0.5, s1 = 1/(1+10^-0.025).
  for (int i = 0; i < 10; ++i) {
    sprt.AddPair(1.0);
    sprt.AddPair(1.5);
  }
  // With the virtual half pairs at 1/4 and 3/4 (21 pairs in all): mean
  // 13/21, variance 8.4375/21 - mean^2.
  const double s1 = 1 / (1 + std::pow(10.0, -0.025));
  const double mean = 13.0 / 21, variance = 8.4375 / 21 - mean * mean;
  EXPECT_NEAR(sprt.Llr(), 20 * (s1 - 0.5) * (2 * mean - 0.5 - s1) / (2 * variance), 1e-12);
  EXPECT_NEAR(sprt.Llr(), 1.73358, 1e-5);
  EXPECT_EQ(sprt.Decision(), SprtDecision::kContinue);
  EXPECT_NEAR(sprt.EloEstimate(), 400 * std::log10(mean / (1 - mean)), 1e-9);  // +84.3
  EXPECT_EQ(sprt.pentanomial(), (std::array<int, 5>{0, 0, 10, 10, 0}));
  for (int i = 0; i < 10; ++i) sprt.AddPair(1.5);
  EXPECT_EQ(sprt.Decision(), SprtDecision::kAcceptH1);
}

TEST(SprtTest, EloScoreConversionsInvertEachOther) {
  EXPECT_DOUBLE_EQ(EloToScore(0), 0.5);
  EXPECT_NEAR(EloToScore(400 * std::log10(3.0)), 0.75, 1e-12);
  for (double elo : {-300.0, -20.0, 0.0, 35.0, 500.0}) EXPECT_NEAR(ScoreToElo(EloToScore(elo)), elo, 1e-9);
}

// Simulated games with a known Elo difference: the test accepts the wrong
// hypothesis at about the promised rates (alpha, beta = 5%).
double WrongDecisionRate(double true_elo, SprtDecision wrong, uint64_t seed) {
  const SprtBounds bounds{0, 20, 0.05, 0.05};
  const double draw = 0.3;
  const double score = EloToScore(true_elo);
  const double win = score - draw / 2;  // win + draw/2 = score
  games::SeededRandom random(seed);
  auto game = [&] {
    const double u = random.Unit();
    return u < win ? 1.0 : u < win + draw ? 0.5 : 0.0;
  };
  const int runs = 1000;
  int wrong_count = 0;
  for (int run = 0; run < runs; ++run) {
    Sprt sprt(bounds);
    while (sprt.Decision() == SprtDecision::kContinue) sprt.AddPair(game() + game());
    wrong_count += sprt.Decision() == wrong;
  }
  return static_cast<double>(wrong_count) / runs;
}

TEST(SprtTest, ErrorRatesByResimulation) {
  // At elo0 the test should accept H1 about alpha of the time; at elo1,
  // H0 about beta of the time. 1000 runs: 5% has a standard error of 0.7%.
  const double false_positive = WrongDecisionRate(0, SprtDecision::kAcceptH1, 1);
  const double false_negative = WrongDecisionRate(20, SprtDecision::kAcceptH0, 2);
  EXPECT_LT(false_positive, 0.075) << false_positive;
  EXPECT_LT(false_negative, 0.075) << false_negative;
  std::printf("wrong decisions: %.3f at elo0, %.3f at elo1\n", false_positive, false_negative);
  // And 20 Elo beyond the bounds it is nearly always right (Wald: about
  // alpha squared).
  EXPECT_LT(WrongDecisionRate(-20, SprtDecision::kAcceptH1, 3), 0.02);
  EXPECT_LT(WrongDecisionRate(40, SprtDecision::kAcceptH0, 4), 0.02);
}

}  // namespace
}  // namespace harness
