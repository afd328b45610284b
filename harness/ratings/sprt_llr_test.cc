// Expected values come from fishtest's own server/fishtest/stats/LLRcalc.py
// (LLR_logistic, LLR_normalized, with its 1e-3 for empty cells), run
// unchanged under Python 3.11 with SciPy 1.10.1; none is this code's output.
#include "harness/ratings/sprt_llr.h"

#include <cmath>

#include "gtest/gtest.h"

namespace harness {
namespace {

TEST(SprtLlrTest, LogisticMatchesFishtest) {
  // The case: the quadratic approximation said 3.425 here (and
  // 3.342 with virtual half pairs) and accepted H1; the exact LLR continues.
  EXPECT_NEAR(LlrLogistic(0, 5, {0, 5, 30, 45, 20}), 1.428701489257, 1e-7);
  EXPECT_NEAR(LlrLogistic(0, 2, {10, 40, 100, 40, 10}), -0.016566521861, 1e-7);
  // fishtest's own examples (stat_util.py).
  EXPECT_NEAR(LlrLogistic(-3, 1, {10789, 19328, 33806, 19402, 10543}), 2.131067811794, 1e-6);
  EXPECT_NEAR(LlrLogistic(0.2, 0.9, {39, 2226, 31451, 2412, 40}), 2.162542580048, 1e-6);
  // Few pairs, all of them losing ones.
  EXPECT_NEAR(LlrLogistic(0, 5, {3, 1, 0, 0, 0}), -0.057990917584, 1e-7);
}

TEST(SprtLlrTest, NormalizedMatchesFishtest) {
  EXPECT_NEAR(LlrNormalized(0.764, 3.439, {39, 2226, 31451, 2412, 40}), 2.162940869585, 1e-6);
  EXPECT_NEAR(LlrNormalized(0, 2, {0, 5, 30, 45, 20}), 0.511885990589, 1e-7);
  EXPECT_NEAR(LlrNormalized(0, 5, {10, 40, 100, 40, 10}), -0.041421613740, 1e-7);
}

TEST(SprtLlrTest, OneSidedSweepGrowsSlowly) {
  // Every pair 2-0: only the 1e-3 in the empty cells keeps a maximum under
  // H0 and H1, and the LLR grows by about 0.0143 a pair ([0, 5]): 207
  // sweeps before H1 (2.944) is accepted.
  EXPECT_NEAR(LlrLogistic(0, 5, {0, 0, 0, 0, 1}), 0.014315849413, 1e-8);
  EXPECT_NEAR(LlrLogistic(0, 5, {0, 0, 0, 0, 10}), 0.142904432544, 1e-8);
  EXPECT_NEAR(LlrLogistic(0, 5, {0, 0, 0, 0, 100}), 1.428789137645, 1e-7);
  EXPECT_NEAR(LlrLogistic(0, 5, {0, 0, 0, 0, 1000}), 14.287636075923, 1e-6);
  EXPECT_NEAR(LlrNormalized(0, 5, {0, 0, 0, 0, 100}), 2.014379719997, 1e-7);
}

TEST(SprtLlrTest, NormalizedEloOfTheRegularizedCounts) {
  // (mean - 1/2) / sqrt(2 var) * 800 / ln 10, as fishtest's sprt.py.
  EXPECT_NEAR(NormalizedElo({0, 5, 30, 45, 20}), 241.901464729487, 1e-7);
  EXPECT_NEAR(NormalizedElo({10, 40, 100, 40, 10}), 0, 1e-9);
  EXPECT_NEAR(NormalizedElo({0, 0, 10, 20, 0}), 347.097274579213, 1e-7);
}

TEST(SprtLlrTest, SymmetricCountsAndBoundsGiveOppositeLlrs) {
  // Mirroring the counts and the bounds swaps H0 and H1 (a property, not
  // a pinned value).
  EXPECT_NEAR(LlrLogistic(-5, 0, {20, 45, 30, 5, 0}), -LlrLogistic(0, 5, {0, 5, 30, 45, 20}), 1e-9);
  EXPECT_NEAR(LlrNormalized(-3, 1, {7, 9, 40, 12, 3}), -LlrNormalized(-1, 3, {3, 12, 40, 9, 7}),
              1e-7);
}

}  // namespace
}  // namespace harness
