// The endgame solver against the FForum test set (testdata/): the exact
// value of every position it can solve in the default suite, every move's
// value in the small ones, within a node budget the old solver (plain
// alpha-beta, no transposition table) exceeded many times over.
#include <cstdint>
#include <optional>
#include <vector>

#include "games/reversi/fforum_positions.h"
#include "games/reversi/obf.h"
#include "games/reversi/reversi_state.h"
#include "games/reversi/rules_endgame_solver.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

// The solver's value of `position`, or nullopt if it was stopped.
std::optional<int> Value(RulesEndgameSolver& solver, const Position& position) {
  const std::optional<EndgameSolution> solved = solver.Solve(position);
  if (!solved) return std::nullopt;
  return solved->score;
}

RulesEndgameSolver Budgeted(int64_t budget) {
  return RulesEndgameSolver([budget](int64_t nodes) { return nodes > budget; });
}

// The one listed value that disagrees with both the old solver (plain
// alpha-beta, no table, no cut-offs beyond it) and this one: line 12's G1,
// listed -30, solved -32 by both, along a line that fills the board 16-48.
// A non-best move, so likely an error in the file; every other value of
// the 20 positions up to 20 empties agrees.
constexpr int kErratumLine = 12;
constexpr int kErratumSquare = 6;  // g1
constexpr int kErratumValue = -32;

// Every listed move's value, each solved as the position after it.
void ExpectEveryMoveValue(RulesEndgameSolver& solver, const ObfPosition& test, int line = 0) {
  Bitboard listed = 0;
  for (const MoveValue& move : test.moves) {
    listed |= SquareBit(move.square);
    const std::optional<int> reply = Value(solver, test.position.Play(move.square));
    ASSERT_TRUE(reply.has_value()) << MoveName(move.square) << ": over the node budget";
    const bool erratum = line == kErratumLine && move.square == kErratumSquare;
    EXPECT_EQ(-*reply, erratum ? kErratumValue : move.value)
        << "line " << line << " " << MoveName(move.square);
  }
  EXPECT_EQ(listed, test.position.Moves()) << "the file lists every legal move";
}

TEST(RulesEndgameSolverFForumTest, TheFileHasTwentyPositions) {
  const std::vector<ObfPosition> positions = FForum();
  ASSERT_EQ(positions.size(), 20u);
  EXPECT_EQ(positions.front().position.EmptyCount(), 6);
  EXPECT_EQ(positions.back().position.EmptyCount(), 26);
}

// Up to 20 empties: the best value and a best move. The old solver needed
// 60-800 million nodes for one 20-empty position.
TEST(RulesEndgameSolverFForumTest, BestValueUpToTwentyEmpties) {
  RulesEndgameSolver solver = Budgeted(130'000'000);
  int solved = 0;
  for (const ObfPosition& test : FForum()) {
    if (test.position.EmptyCount() > 20) continue;
    const std::optional<EndgameSolution> solution = solver.Solve(test.position);
    ASSERT_TRUE(solution.has_value()) << "over the node budget at " << solved << " positions";
    EXPECT_EQ(solution->score, test.BestValue()) << "position " << solved;
    for (const MoveValue& move : test.moves) {
      if (move.square == solution->move) {
        EXPECT_EQ(move.value, test.BestValue()) << MoveName(move.square);
      }
    }
    ++solved;
  }
  EXPECT_EQ(solved, 15);
}

// Every move of the 6- and 15-empty positions.
TEST(RulesEndgameSolverFForumTest, EveryMoveOfTheSmallPositions) {
  RulesEndgameSolver solver = Budgeted(20'000'000);
  int checked = 0;
  for (const ObfPosition& test : FForum()) {
    if (test.position.EmptyCount() > 15) continue;
    ExpectEveryMoveValue(solver, test);
    ++checked;
  }
  EXPECT_EQ(checked, 2);
}

// Positions made from the file's by playing a best move until 10 empties
// are left: every move's value against plain minimax.
TEST(RulesEndgameSolverFForumTest, EveryMoveAlongTheBestLinesAgainstMinimax) {
  RulesEndgameSolver solver;
  int checked = 0;
  for (const ObfPosition& test : FForum()) {
    if (test.position.EmptyCount() > 20) continue;
    Position position = test.position;
    while (position.EmptyCount() > 10) {
      const std::optional<EndgameSolution> best = solver.Solve(position);
      ASSERT_TRUE(best.has_value());
      if (best->move == kPass && position.Pass().Moves() == 0) break;  // the game is over
      position = best->move == kPass ? position.Pass() : position.Play(best->move);
    }
    if (position.Moves() == 0) continue;
    for (Bitboard moves = position.Moves(); moves; moves &= moves - 1) {
      const Position next = position.Play(LowestSquare(moves));
      EXPECT_EQ(Value(solver, next), ExactByMinimax(next)) << MoveName(LowestSquare(moves));
    }
    ++checked;
  }
  EXPECT_GE(checked, 10);
}

// The slow part (manual): the best value of the 21-26 empty positions and
// every move's value up to 20 empties.
TEST(RulesEndgameSolverFForumTest, DISABLED_EveryPosition) {
  RulesEndgameSolver solver;
  int line = 0;
  for (const ObfPosition& test : FForum()) {
    ++line;
    const std::optional<EndgameSolution> solution = solver.Solve(test.position);
    ASSERT_TRUE(solution.has_value());
    EXPECT_EQ(solution->score, test.BestValue()) << "line " << line;
    if (test.position.EmptyCount() <= 20) ExpectEveryMoveValue(solver, test, line);
  }
}

}  // namespace
}  // namespace reversi
