#include "games/reversi/perft.h"

#include <cstdint>

#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

// Perft by the definition: every move played out, leaves counted one by
// one, a pass as one move (counted in `passes`), a finished game as one leaf.
uint64_t PlainPerft(const Position& position, int depth, int* passes, bool passed = false) {
  if (depth == 0) return 1;
  Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed) return 1;
    ++*passes;
    return PlainPerft(position.Pass(), depth - 1, passes, true);
  }
  uint64_t leaves = 0;
  for (; moves; moves &= moves - 1) {
    leaves += PlainPerft(position.Play(LowestSquare(moves)), depth - 1, passes, false);
  }
  return leaves;
}

// Published perft counts from the start position (GAMES.md section 1).
TEST(PerftTest, MatchesPublishedCountsToDepthEleven) {
  const uint64_t expected[] = {1,    4,     12,     56,      244,      1396,
                               8200, 55092, 390216, 3005288, 24571284, 212258800};
  for (int depth = 0; depth <= 11; ++depth) {
    EXPECT_EQ(Perft(StartPosition(), depth), expected[depth]) << "depth " << depth;
  }
}

// A finished game is one leaf whatever depth remains, and a forced pass is
// one move: black owns every disc but one corner-trapped white disc.
TEST(PerftTest, CountsPassesAndGameEnds) {
  // Full board: the game is over, one leaf at any depth.
  EXPECT_EQ(Perft(Position{~Bitboard{0}, 0}, 5), 1u);
  // Black on a1 only, white on b1, everything else empty: black plays c1?
  // No: black at a1 needs white then an empty square; c1 flips b1.
  const Position position{SquareBit(0), SquareBit(1)};
  EXPECT_EQ(Perft(position, 1), 1u);  // only c1
  // After c1 white has no disc: the game is over -> still one leaf.
  EXPECT_EQ(Perft(position, 2), 1u);
  EXPECT_EQ(Perft(position, 3), 1u);
  // White (to move) has no move but black does: the pass is the only move,
  // then black's single placement.
  const Position must_pass{SquareBit(1), SquareBit(0)};
  EXPECT_EQ(must_pass.Moves(), 0u);
  EXPECT_EQ(Perft(must_pass, 1), 1u);
  EXPECT_EQ(Perft(must_pass, 2), 1u);
  EXPECT_EQ(Perft(must_pass, 3), 1u);
}

// Near the end, where passes and finished games are common, against the
// definition at depths 1-7 (to the end of the game and past it from 6
// empties).
TEST(PerftTest, MatchesThePlainCountNearTheEnd) {
  int passes = 0;
  for (int empties : {10, 8, 6}) {
    for (const Position& position : RandomPositions(20, empties, 7)) {
      for (int depth = 1; depth <= 7; ++depth) {
        ASSERT_EQ(Perft(position, depth), PlainPerft(position, depth, &passes))
            << "depth " << depth;
      }
    }
  }
  EXPECT_GT(passes, 1000);  // the trees do pass (the test has teeth)
}

}  // namespace
}  // namespace reversi
