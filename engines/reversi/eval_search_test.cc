#include "engines/reversi/eval_search.h"

#include <algorithm>

#include "engines/reversi/builtin_pattern_weights.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

// Plain minimax over the evaluation, each leaf's features read off its own
// board (PatternWeights::Evaluate(position)); a pass keeps the depth, as
// EvalSearch's does. Counts the passes it meets.
int Minimax(const PatternWeights& weights, const Position& position, int depth, int& passes) {
  const Bitboard moves = position.Moves();
  if (!moves) {
    const Position passed = position.Pass();
    if (!passed.Moves()) return 100 * position.FinalDiscDifferential();
    ++passes;
    return -Minimax(weights, passed, depth, passes);
  }
  if (depth == 0) return weights.Evaluate(position);
  int best = -(1 << 20);
  for (Bitboard rest = moves; rest; rest &= rest - 1) {
    best = std::max(best, -Minimax(weights, position.Play(LowestSquare(rest)), depth - 1, passes));
  }
  return best;
}

// With the whole window, alpha-beta over pattern indices carried from move
// to move must give minimax's value over indices read at every leaf.
TEST(EvalSearchTest, CarriedIndicesGiveMinimaxValues) {
  const PatternWeights& weights = BuiltInPatternWeights();
  int passes = 0;
  for (int empties : {40, 20, 9, 5}) {
    for (const Position& position : RandomPositions(25, empties, 3)) {
      for (int depth = 0; depth <= 3; ++depth) {
        int64_t nodes = 0;
        EXPECT_EQ(EvalSearch(weights, position, depth, -(1 << 20), 1 << 20, nodes),
                  Minimax(weights, position, depth, passes))
            << "empties " << empties << " depth " << depth;
      }
    }
  }
  EXPECT_GT(passes, 0);
}

}  // namespace
}  // namespace reversi
