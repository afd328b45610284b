#include "harness/ratings/sprt.h"

#include <cmath>
#include <cstdio>

#include "games/common/seeded_random.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

// LLR values from fishtest's LLRcalc.py run unchanged (see sprt_llr_test.cc).
TEST(SprtTest, BoundsAndDecisionsFollowFishtestsLlr) {
  Sprt sprt(SprtBounds{0, 10, 0.05, 0.05});
  EXPECT_NEAR(sprt.bounds().Lower(), std::log(0.05 / 0.95), 1e-12);  // -2.944
  EXPECT_NEAR(sprt.bounds().Upper(), std::log(0.95 / 0.05), 1e-12);  // +2.944
  EXPECT_EQ(sprt.Llr(), 0);
  // Identical pairs decide slowly: 103 sweeps continue, the 104th accepts
  // H1 (LLR 2.9503).
  Sprt sweep(SprtBounds{0, 10, 0.05, 0.05});
  for (int i = 0; i < 103; ++i) sweep.AddPair(2);
  EXPECT_EQ(sweep.Decision(), SprtDecision::kContinue);
  sweep.AddPair(2);
  EXPECT_EQ(sweep.Decision(), SprtDecision::kAcceptH1);
  EXPECT_NEAR(sweep.Llr(), 2.950344550755, 1e-7);
  // 10 pairs drawn 1-1, 10 pairs won 1.5-0.5.
  for (int i = 0; i < 10; ++i) {
    sprt.AddPair(1.0);
    sprt.AddPair(1.5);
  }
  EXPECT_EQ(sprt.pentanomial(), (Pentanomial{0, 0, 10, 10, 0}));
  EXPECT_NEAR(sprt.Llr(), 0.567264562837, 1e-7);
  EXPECT_EQ(sprt.Decision(), SprtDecision::kContinue);
  // Mean pair score 0.625 (no virtual pairs): 400 log10(0.625 / 0.375).
  EXPECT_NEAR(sprt.EloEstimate(), 400 * std::log10(0.625 / 0.375), 1e-9);  // +88.7
  for (int i = 0; i < 10; ++i) sprt.AddPair(1.5);
  EXPECT_NEAR(sprt.Llr(), 0.850995369965, 1e-7);
  EXPECT_EQ(sprt.Decision(), SprtDecision::kContinue);
  EXPECT_EQ(sprt.Summary(), "LLR +0.85 [-2.94, +2.94] elo +120.4 pairs 0/0/10/20/0");
}

TEST(SprtTest, NormalizedModelTakesBoundsInNormalizedElo) {
  Sprt sprt(SprtBounds{0, 10, 0.05, 0.05, EloModel::kNormalized});
  for (int i = 0; i < 10; ++i) sprt.AddPair(1.0);
  for (int i = 0; i < 20; ++i) sprt.AddPair(1.5);
  EXPECT_NEAR(sprt.Llr(), 0.681306048988, 1e-7);
  EXPECT_NEAR(sprt.EloEstimate(), 347.097274579213, 1e-7);
  EXPECT_EQ(sprt.Summary(), "LLR +0.68 [-2.94, +2.94] nelo +347.1 pairs 0/0/10/20/0");
}

TEST(SprtTest, EloScoreConversionsInvertEachOther) {
  EXPECT_DOUBLE_EQ(EloToScore(0), 0.5);
  EXPECT_NEAR(EloToScore(400 * std::log10(3.0)), 0.75, 1e-12);
  for (double elo : {-300.0, -20.0, 0.0, 35.0, 500.0})
    EXPECT_NEAR(ScoreToElo(EloToScore(elo)), elo, 1e-9);
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
