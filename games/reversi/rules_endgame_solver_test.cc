// The endgame solver against plain minimax (test_positions.h) on positions
// from seeded random games, and its stop hook.
#include "games/reversi/rules_endgame_solver.h"

#include "games/reversi/endgame_ordering.h"
#include "games/reversi/reversi_state.h"
#include "games/reversi/stable_discs.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

// A seeded random set of squares, each in it with probability density/64.
Bitboard RandomSquares(games::SeededRandom& random, int density) {
  Bitboard squares = 0;
  for (int square = 0; square < 64; ++square) {
    if (static_cast<int>(random.Below(64)) < density) squares |= SquareBit(square);
  }
  return squares;
}

// The quadrants' parities against a count square by square, on seeded
// random sets of empty squares of every density.
TEST(RulesEndgameSolverTest, OddQuadrantsMatchACountOfEachQuadrant) {
  games::SeededRandom random(3);
  for (int trial = 0; trial < 20000; ++trial) {
    const Bitboard empty = RandomSquares(random, trial % 65);
    Bitboard expected = 0;
    for (int quadrant = 0; quadrant < 4; ++quadrant) {
      Bitboard squares = 0;
      for (int square = 0; square < 64; ++square) {
        const int row = square / 8, column = square % 8;
        if ((row >= 4) == (quadrant >= 2) && (column >= 4) == (quadrant % 2 == 1)) {
          squares |= SquareBit(square);
        }
      }
      if (PopCount(empty & squares) % 2) expected |= squares;
    }
    ASSERT_EQ(OddQuadrants(empty), expected) << std::hex << empty;
  }
}

// The corners' stable discs against a count corner by corner (each corner
// held, and each of its two edge neighbours held beside it), on seeded
// random sets of discs of every density, and one board counted by hand.
TEST(RulesEndgameSolverTest, CornerStabilityMatchesACountAtEachCorner) {
  const auto held = [](Bitboard discs, int row, int column) {
    return (discs & SquareBit(row * 8 + column)) != 0;
  };
  games::SeededRandom random(5);
  for (int trial = 0; trial < 20000; ++trial) {
    const Bitboard discs = RandomSquares(random, trial % 65);
    int expected = 0;
    for (const int row : {0, 7}) {
      for (const int column : {0, 7}) {
        if (!held(discs, row, column)) continue;
        const int inward_row = row == 0 ? 1 : 6, inward_column = column == 0 ? 1 : 6;
        expected += 1 + held(discs, row, inward_column) + held(discs, inward_row, column);
      }
    }
    ASSERT_EQ(CornerStability(discs), expected) << std::hex << discs;
  }
  // a1 with b1 and a2, h8 with g8; c1 and the corner-less b8 and h2 do not count.
  const Bitboard board = SquareBit(0) | SquareBit(1) | SquareBit(8) | SquareBit(2) | SquareBit(63) |
                         SquareBit(62) | SquareBit(57) | SquareBit(15);
  EXPECT_EQ(CornerStability(board), 5);
}

TEST(RulesEndgameSolverTest, StableDiscsAreNeverFlipped) {
  // Along random continuations to the end, every disc called stable keeps
  // its colour; and some are found (the test has teeth).
  games::SeededRandom random(11);
  int found = 0;
  for (int empties : {30, 20, 12}) {
    for (const Position& start : RandomPositions(100, empties, 13)) {
      const Bitboard stable = StableDiscs(start.own, start.own | start.opp);
      found += PopCount(stable);
      Position position = start;
      bool start_to_move = true;
      for (;;) {
        Bitboard moves = position.Moves();
        if (moves == 0) {
          if (position.Pass().Moves() == 0) break;
          position = position.Pass();
          start_to_move = !start_to_move;
          continue;
        }
        for (int skip = static_cast<int>(random.Below(PopCount(moves))); skip > 0; --skip) {
          moves &= moves - 1;
        }
        position = position.Play(LowestSquare(moves));
        start_to_move = !start_to_move;
        EXPECT_EQ(stable & (start_to_move ? position.own : position.opp), stable);
      }
    }
  }
  EXPECT_GT(found, 100);
}

TEST(RulesEndgameSolverTest, StableDiscsOfHandCheckedShapes) {
  // A full board is stable everywhere.
  EXPECT_EQ(StableDiscs(0x00000000ffffffffULL, ~Bitboard{0}), 0x00000000ffffffffULL);
  // A corner with its edge run: a1, b1, c1 are stable; a lone d4 is not.
  const Bitboard own = SquareBit(0) | SquareBit(1) | SquareBit(2) | SquareBit(27);
  EXPECT_EQ(StableDiscs(own, own | SquareBit(28)), SquareBit(0) | SquareBit(1) | SquareBit(2));
  // An X-square beside an empty corner is not stable.
  EXPECT_EQ(StableDiscs(SquareBit(9), SquareBit(9) | SquareBit(18)), 0u);
  // A full a-file whose corners are the opponent's: a2-a7 are stable (the
  // edge guards them across, the full file along it) with no corner held.
  const Bitboard a_file = 0x0101010101010101ULL;
  const Bitboard inner = a_file & ~SquareBit(0) & ~SquareBit(56);
  EXPECT_EQ(StableDiscs(inner, a_file | SquareBit(27)), inner);
}

TEST(RulesEndgameSolverTest, MatchesMinimaxOnTenEmpties) {
  for (const Position& position : RandomPositions(40, 10, 1)) {
    RulesEndgameSolver solver;
    const std::optional<EndgameSolution> solved = solver.Solve(position);
    ASSERT_TRUE(solved.has_value());
    EXPECT_EQ(solved->score, ExactByMinimax(position));
    // The chosen move achieves that value.
    EXPECT_EQ(-ExactByMinimax(position.Play(solved->move)), solved->score);
  }
}

TEST(RulesEndgameSolverTest, AForcedPassIsSolvedThroughTheReply) {
  // Seen from the other side, a position whose mover has moves but whose
  // opponent has none is a forced pass, valued by the mover's continuation.
  int passes = 0;
  for (const Position& position : RandomPositions(300, 8, 7)) {
    const Position passing = position.Pass();
    if (passing.Moves() != 0) continue;
    ++passes;
    const std::optional<EndgameSolution> solved = RulesEndgameSolver().Solve(passing);
    ASSERT_TRUE(solved.has_value());
    EXPECT_EQ(solved->move, kPass);
    EXPECT_EQ(solved->score, ExactByMinimax(passing));
  }
  EXPECT_GT(passes, 0);
}

TEST(RulesEndgameSolverTest, StopAbandonsTheSolve) {
  const Position position = RandomPositions(1, 14, 3).front();
  RulesEndgameSolver solver([](int64_t) { return true; });
  EXPECT_FALSE(solver.Solve(position).has_value());
  EXPECT_GT(solver.nodes(), 0);
}

}  // namespace
}  // namespace reversi
