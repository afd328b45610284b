// Checks every search against plain minimax (test_positions.h, and the
// depth-limited one below: no pruning, no tables, no ordering) on positions
// from seeded random games.
#include <vector>

#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/evaluation.h"
#include "engines/reversi/seed_search.h"
#include "engines/reversi/strong_search.h"
#include "games/common/seeded_random.h"
#include "games/reversi/reversi_state.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

template <typename Leaf>
int DepthMinimax(const Position& position, int depth, bool passed, bool pass_uses_ply,
                 const Leaf& leaf) {
  Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed || position.Pass().Moves() == 0) return leaf(position, true);
    return -DepthMinimax(position.Pass(), pass_uses_ply ? depth - 1 : depth, true, pass_uses_ply,
                         leaf);
  }
  if (depth == 0) return leaf(position, false);
  int best = -(1 << 30);
  for (; moves; moves &= moves - 1) {
    best = std::max(best, -DepthMinimax(position.Play(LowestSquare(moves)), depth - 1, false,
                                        pass_uses_ply, leaf));
  }
  return best;
}

TEST(SeedSearchTest, AlphaBetaEqualsMinimaxOverTheTable) {
  for (const Position& position : RandomPositions(40, 40, 2)) {
    SeedSearchOptions options;
    options.depth = 3;
    const SearchResult result = SeedSearch(position, options);
    if (PopCount(position.Moves()) == 1) continue;  // answered without search
    const auto leaf = [](const Position& p, bool) { return SeedEvaluate(p, 12); };
    EXPECT_EQ(result.score, DepthMinimax(position, 3, false, true, leaf));
  }
}

TEST(SeedSearchTest, DepthOneTakesTheFirstBestTableMove) {
  // From the start all four moves score the same on the table; the seed's
  // slot loop keeps the first, d3 (square 19).
  SeedSearchOptions options;
  options.depth = 1;
  EXPECT_EQ(SeedSearch(StartPosition(), options).move, 19);
}

TEST(StrongSearchTest, FixedDepthPvsEqualsMinimaxOverTheEvaluation) {
  for (const Position& position : RandomPositions(30, 36, 3)) {
    StrongSearchOptions options;
    options.max_depth = 4;
    options.time_ms = 0;
    options.endgame_empties = 0;
    const SearchResult result = StrongSearch(options).Run(position);
    if (PopCount(position.Moves()) == 1) continue;
    const auto leaf = [](const Position& p, bool over) {
      return over ? p.FinalDiscDifferential() * kDiscUnit : Evaluate(p);
    };
    EXPECT_EQ(result.score, DepthMinimax(position, 4, false, false, leaf));
  }
}

TEST(StrongSearchTest, WithoutProbCutThePatternEvaluationSearchIsMinimaxToo) {
  const PatternWeights& weights = BuiltInPatternWeights();
  for (const Position& position : RandomPositions(20, 36, 5)) {
    StrongSearchOptions options;
    options.max_depth = 4;
    options.time_ms = 0;
    options.endgame_empties = 0;
    options.weights = &weights;
    options.probcut_confidence = 0;
    const SearchResult result = StrongSearch(options).Run(position);
    if (PopCount(position.Moves()) == 1) continue;
    const auto leaf = [&weights](const Position& p, bool over) {
      return over ? p.FinalDiscDifferential() * kDiscUnit : weights.Evaluate(p);
    };
    EXPECT_EQ(result.score, DepthMinimax(position, 4, false, false, leaf));
  }
}

// ProbCut trades exactness for nodes: at depth 9 it must visit far fewer and
// still agree with the full search on most moves.
TEST(StrongSearchTest, ProbCutSavesNodesAndMostlyKeepsTheMove) {
  int64_t nodes_full = 0, nodes_cut = 0;
  int same = 0, searched = 0;
  for (const Position& position : RandomPositions(24, 34, 6)) {
    if (PopCount(position.Moves()) < 2) continue;
    StrongSearchOptions options;
    options.max_depth = 9;
    options.time_ms = 0;
    options.endgame_empties = 0;
    options.weights = &BuiltInPatternWeights();
    options.probcut_confidence = 0;
    const SearchResult full = StrongSearch(options).Run(position);
    options.probcut_confidence = 1.5;
    const SearchResult cut = StrongSearch(options).Run(position);
    nodes_full += full.nodes;
    nodes_cut += cut.nodes;
    same += full.move == cut.move;
    ++searched;
  }
  EXPECT_LT(nodes_cut * 2, nodes_full);
  EXPECT_GE(same * 10, searched * 7) << same << " of " << searched;
}

TEST(StrongSearchTest, SolvesShortEndgamesExactly) {
  for (const Position& position : RandomPositions(10, 10, 4)) {
    StrongSearchOptions options;
    options.time_ms = 0;
    options.endgame_empties = 10;
    const SearchResult result = StrongSearch(options).Run(position);
    if (PopCount(position.Moves()) == 1) continue;
    EXPECT_TRUE(result.exact);
    EXPECT_EQ(result.score, ExactByMinimax(position, false) * kDiscUnit);
  }
}

TEST(StableDiscsTest, HandCheckedShapes) {
  // A full board is stable everywhere.
  EXPECT_EQ(StableDiscs(0x00000000ffffffffULL, 0xffffffff00000000ULL), 0x00000000ffffffffULL);
  // A corner with its edge run: a1, b1, c1 (own) are stable; a lone d4 is not.
  const Bitboard own = SquareBit(0) | SquareBit(1) | SquareBit(2) | SquareBit(27);
  EXPECT_EQ(StableDiscs(own, SquareBit(28)), SquareBit(0) | SquareBit(1) | SquareBit(2));
  // An X-square beside an empty corner is not stable.
  EXPECT_EQ(StableDiscs(SquareBit(9), SquareBit(18)), 0u);
}

// Soundness: a disc called stable is never flipped later in any game.
TEST(StableDiscsTest, StableDiscsNeverFlipInRandomGames) {
  games::SeededRandom random(5);
  for (int game = 0; game < 300; ++game) {
    Position position = StartPosition();
    Bitboard stable_own = 0, stable_opp = 0;  // relative to the side to move
    while (true) {
      const Bitboard now_own = StableDiscs(position.own, position.opp);
      const Bitboard now_opp = StableDiscs(position.opp, position.own);
      ASSERT_EQ(stable_own & ~position.own, 0u) << "a stable disc was flipped";
      ASSERT_EQ(stable_opp & ~position.opp, 0u) << "a stable disc was flipped";
      stable_own |= now_own;
      stable_opp |= now_opp;
      Bitboard moves = position.Moves();
      if (moves == 0) {
        if (position.Pass().Moves() == 0) break;
        position = position.Pass();
      } else {
        for (int skip = static_cast<int>(random.Below(PopCount(moves))); skip > 0; --skip) {
          moves &= moves - 1;
        }
        position = position.Play(LowestSquare(moves));
      }
      std::swap(stable_own, stable_opp);
    }
  }
}

}  // namespace
}  // namespace reversi
