#include "games/reversi/perft.h"

#include <cstdint>

#include "gtest/gtest.h"

namespace reversi {
namespace {

// Published perft counts from the start position (GAMES.md section 1).
TEST(PerftTest, MatchesPublishedCountsToDepthNine) {
  const uint64_t expected[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
  for (int depth = 0; depth <= 9; ++depth) {
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
  EXPECT_EQ(Perft(position, 3), 1u);
  // White (to move) has no move but black does: the pass is the only move,
  // then black's single placement.
  const Position must_pass{SquareBit(1), SquareBit(0)};
  EXPECT_EQ(must_pass.Moves(), 0u);
  EXPECT_EQ(Perft(must_pass, 1), 1u);
  EXPECT_EQ(Perft(must_pass, 2), 1u);
}

}  // namespace
}  // namespace reversi
