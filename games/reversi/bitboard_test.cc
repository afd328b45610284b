// The bitboard kernels (LegalMoves, Flips, LastFlipCount, Neighbours) against a square-by-square
// walk of the rules, on random boards of every density (not only positions a game reaches: discs on
// every edge and corner, long runs, wrap-around traps), and the position hash's spread over a
// table's buckets.
#include "games/reversi/bitboard.h"

#include <set>
#include <utility>

#include "games/common/seeded_random.h"
#include "games/reversi/last_flips.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

// The discs flipped by placing on (row, column), walking each of the eight
// directions one square at a time.
Bitboard WalkedFlips(Bitboard own, Bitboard opp, int row, int column) {
  Bitboard flips = 0;
  for (int d_row = -1; d_row <= 1; ++d_row) {
    for (int d_column = -1; d_column <= 1; ++d_column) {
      if (d_row == 0 && d_column == 0) continue;
      Bitboard run = 0;
      int r = row + d_row;
      int c = column + d_column;
      for (; r >= 0 && r < 8 && c >= 0 && c < 8 && (opp & SquareBit(r * 8 + c));
           r += d_row, c += d_column) {
        run |= SquareBit(r * 8 + c);
      }
      if (r >= 0 && r < 8 && c >= 0 && c < 8 && (own & SquareBit(r * 8 + c))) flips |= run;
    }
  }
  return flips;
}

TEST(BitboardTest, MovesAndFlipsMatchASquareBySquareWalk) {
  games::SeededRandom random(18);
  int legal_moves = 0;
  for (int board = 0; board < 20000; ++board) {
    // Each square empty, own or opponent's with chances varying by board.
    const double empty_share = random.Unit();
    const double own_share = random.Unit() * (1 - empty_share);
    Bitboard own = 0;
    Bitboard opp = 0;
    for (int square = 0; square < 64; ++square) {
      const double draw = random.Unit();
      if (draw < own_share) {
        own |= SquareBit(square);
      } else if (draw >= own_share + empty_share) {
        opp |= SquareBit(square);
      }
    }
    Bitboard expected_moves = 0;
    for (int square = 0; square < 64; ++square) {
      if ((own | opp) & SquareBit(square)) continue;
      const Bitboard flips = WalkedFlips(own, opp, square / 8, square % 8);
      ASSERT_EQ(Flips(own, opp, square), flips)
          << std::hex << "own " << own << " opp " << opp << std::dec << " square " << square;
      if (flips) expected_moves |= SquareBit(square);
    }
    ASSERT_EQ(LegalMoves(own, opp), expected_moves) << std::hex << "own " << own << " opp " << opp;
    legal_moves += PopCount(expected_moves);
  }
  EXPECT_GT(legal_moves, 20000);  // the boards have moves to check
}

// The last empty square's flips counted from the lines through it, against
// the walk, on full boards of every mix of colours, both sides to move.
TEST(BitboardTest, LastFlipCountMatchesTheWalk) {
  games::SeededRandom random(20);
  int flipping_moves = 0;
  for (int board = 0; board < 20000; ++board) {
    const int square = static_cast<int>(random.Below(64));
    const double own_share = random.Unit();
    Bitboard own = 0;
    for (int other = 0; other < 64; ++other) {
      if (other != square && random.Unit() < own_share) own |= SquareBit(other);
    }
    const Bitboard opp = ~own & ~SquareBit(square);
    for (const auto& [mover, other] : {std::pair{own, opp}, std::pair{opp, own}}) {
      const int walked = PopCount(WalkedFlips(mover, other, square / 8, square % 8));
      ASSERT_EQ(LastFlipCount(mover, square), walked)
          << std::hex << "own " << mover << std::dec << " square " << square;
      flipping_moves += walked > 0;
    }
  }
  EXPECT_GT(flipping_moves, 20000);  // most moves flip something
}

// Neighbours against the squares around each disc, square by square.
TEST(BitboardTest, NeighboursAreTheSquaresAroundEachDisc) {
  games::SeededRandom random(19);
  for (int board = 0; board < 2000; ++board) {
    const double share = random.Unit();
    Bitboard discs = 0;
    for (int square = 0; square < 64; ++square) {
      if (random.Unit() < share) discs |= SquareBit(square);
    }
    Bitboard expected = 0;
    for (int square = 0; square < 64; ++square) {
      if (!(discs & SquareBit(square))) continue;
      for (int d_row = -1; d_row <= 1; ++d_row) {
        for (int d_column = -1; d_column <= 1; ++d_column) {
          const int r = square / 8 + d_row;
          const int c = square % 8 + d_column;
          if ((d_row || d_column) && r >= 0 && r < 8 && c >= 0 && c < 8) {
            expected |= SquareBit(r * 8 + c);
          }
        }
      }
    }
    ASSERT_EQ(Neighbours(discs), expected) << std::hex << "discs " << discs;
  }
}

// The tables index by the hash's low bits, so those must see every square:
// the 6 561 ways to fill the top row (over a fixed rest of the board) should
// spread over a 2^16-bucket table about as random keys would (6 243
// distinct buckets expected). A hash built on a multiply by a constant put
// them all in one bucket.
TEST(BitboardTest, TheHashsLowBitsSeeTheTopRow) {
  constexpr int kFillings = 6561;  // 3^8: each square empty, own or opponent's
  std::set<uint64_t> buckets;
  for (int filling = 0; filling < kFillings; ++filling) {
    Position position{0x0000001008000000ULL, 0x0000000810000000ULL};
    for (int square = 56, rest = filling; square < 64; ++square, rest /= 3) {
      if (rest % 3 == 1) position.own |= SquareBit(square);
      if (rest % 3 == 2) position.opp |= SquareBit(square);
    }
    buckets.insert(position.Hash() & 0xffff);
  }
  EXPECT_GE(buckets.size(), 5900u);
}

}  // namespace
}  // namespace reversi
