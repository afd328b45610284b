#include "engines/reversi/pattern_weights.h"

#include "engines/reversi/builtin_pattern_weights.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

PatternWeights SomeWeights() {
  PatternWeights weights;
  for (int phase = 0; phase < kPhases; ++phase) {
    int16_t* table = weights.MutablePhaseTable(phase);
    for (int i = 0; i < EntriesPerPhase(); ++i)
      table[i] = static_cast<int16_t>((i * 7 + phase) % 41 - 20);
  }
  return weights;
}

TEST(PatternWeightsTest, EvaluatesAsTheSumOfItsFeaturesAndBias) {
  const PatternWeights weights = SomeWeights();
  for (const Position& position : RandomPositions(10, 30, 3)) {
    const int16_t* table = weights.PhaseTable(PhaseOf(30));
    int expected = table[BiasEntry()];
    for (uint32_t entry : FeaturesOf(position)) expected += table[entry];
    EXPECT_EQ(weights.Evaluate(position), expected);
  }
}

TEST(PatternWeightsTest, ARoundTripKeepsEveryWeight) {
  const PatternWeights weights = SomeWeights();
  const absl::StatusOr<PatternWeights> read = PatternWeights::Parse(weights.Serialize());
  ASSERT_TRUE(read.ok()) << read.status();
  for (const Position& position : RandomPositions(10, 45, 4)) {
    EXPECT_EQ(read->Evaluate(position), weights.Evaluate(position));
  }
}

void ExpectRefused(const std::string& bytes, const std::string& reason) {
  const absl::StatusOr<PatternWeights> read = PatternWeights::Parse(bytes);
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.status().message().find(reason), std::string::npos) << read.status();
}

TEST(PatternWeightsTest, ABadFileIsRefusedSayingWhy) {
  const std::string good = SomeWeights().Serialize();
  ExpectRefused("", "not a Reversi pattern weights file");
  ExpectRefused("#!/bin/sh\n" + good.substr(10), "not a Reversi pattern weights file");
  std::string version = good;
  version[8] = 9;
  ExpectRefused(version, "format version 9");
  std::string layout = good;
  layout[24] ^= 1;  // the layout hash
  ExpectRefused(layout, "other patterns or phases");
  ExpectRefused(good.substr(0, good.size() - 2), "truncated");
  std::string flipped = good;
  flipped[good.size() / 2] ^= 0x10;
  ExpectRefused(flipped, "checksum");
}

// Searches deeper than the fits use the deepest fit whose shallow search
// ends on the same side as theirs: depth 10's for even depths, 9's for odd.
TEST(PatternWeightsTest, DeeperSearchesUseTheDeepestFitOfTheirParity) {
  PatternWeights weights;
  weights.SetProbCut(9, 1, {ProbCutShallowDepth(9), 1, 0, 900});
  weights.SetProbCut(10, 1, {ProbCutShallowDepth(10), 1, 0, 1000});
  for (int depth = 9; depth <= 20; ++depth) {
    const ProbCutFit& fit = weights.ProbCut(depth, 20);
    EXPECT_EQ(fit.sigma, depth % 2 ? 900 : 1000) << depth;
    EXPECT_EQ((depth - fit.shallow_depth) % 2, 0) << depth;
  }
}

TEST(PatternWeightsTest, TheBuiltInWeightsLoadAndFavourTheSideFarAhead) {
  const PatternWeights& weights = BuiltInPatternWeights();
  // 16 empties: 40 discs with two corners against 8.
  const Position ahead{0xffffffffff000000ULL, 0x0000000000ff0000ULL};
  EXPECT_GT(weights.Evaluate(ahead), 10 * 100);
  EXPECT_LT(weights.Evaluate(ahead.Pass()), -10 * 100);
}

}  // namespace
}  // namespace reversi
