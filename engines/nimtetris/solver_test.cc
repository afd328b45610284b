#include "engines/nimtetris/solver.h"

#include "engines/nimtetris/minimax.h"
#include "gtest/gtest.h"

namespace nimtetris {
namespace {

TEST(OptionSetsTest, SeedExamples) {
  OptionSets sets;
  const GameId one = sets.Make({kZero});       // {0}
  const GameId two = sets.Make({kZero, one});  // {0, {0}}
  EXPECT_TRUE(sets.MoverWins(kZero));
  EXPECT_FALSE(sets.MoverWins(one));
  EXPECT_TRUE(sets.MoverWins(two));
  // The seed: {0} x {0, {0}} = {{0, {0}}, {0}, {{0}}}.
  EXPECT_EQ(sets.Sum(one, two), sets.Make({two, one, sets.Make({one})}));
  // {0, {0}} x {0, {0}} = {{0, {0}}, {0} x {0, {0}}}.
  EXPECT_EQ(sets.Sum(two, two), sets.Make({two, sets.Sum(one, two)}));
  EXPECT_EQ(sets.Sum(kZero, two), two);
}

TEST(RegionValuesTest, SymmetricRegionsShareOneEntry) {
  const Geometry& geometry = **Geometry::Of(6, 6);
  // An L of 5 cells in one corner and its mirror image in another.
  const Bits corner = Bit(0) | Bit(6) | Bit(12) | Bit(13) | Bit(14);
  const Bits mirrored = Bit(5) | Bit(11) | Bit(17) | Bit(16) | Bit(15);
  EXPECT_EQ(CanonicalRegion(geometry, corner), CanonicalRegion(geometry, mirrored));
  EXPECT_FALSE(CanonicalRegion(geometry, corner) == CanonicalRegion(geometry, corner | Bit(1)));
}

// The solver's outcome equals plain minimax on the start position of small
// boards and on random positions reached by random play.
TEST(SolverTest, OutcomesEqualMinimax) {
  games::SeededRandom random(2026);
  int compared = 0, mover_wins = 0;
  for (auto [width, height] : {std::pair{4, 4}, {4, 5}, {5, 5}, {4, 6}, {5, 6}}) {
    const Geometry& geometry = **Geometry::Of(width, height);
    Minimax minimax(geometry);
    Solver solver;
    bool wins = false;
    ASSERT_TRUE(solver.MoverWins(geometry, 0, kNoDeadline, &wins));
    EXPECT_EQ(wins, minimax.MoverWins(0)) << width << "x" << height;
    for (int trial = 0; trial < 60; ++trial) {
      Bits filled = 0;
      const int plies = static_cast<int>(random.Below(5));
      for (int ply = 0; ply < plies; ++ply) {
        const std::vector<int> legal = LegalPlacements(geometry, filled);
        if (legal.empty()) break;
        filled |= geometry.placements()[legal[random.Below(legal.size())]].cells;
      }
      ASSERT_TRUE(solver.MoverWins(geometry, filled, kNoDeadline, &wins));
      ASSERT_EQ(wins, minimax.MoverWins(filled)) << width << "x" << height << " trial " << trial;
      ++compared;
      mover_wins += wins;
    }
  }
  EXPECT_EQ(compared, 300);
  // Both outcomes occur, so the comparison is not one-sided.
  EXPECT_GT(mover_wins, 20);
  EXPECT_LT(mover_wins, 280);
}

// At a solved winning position every move the solver picks leaves the
// opponent lost (checked by minimax).
TEST(SolverTest, ChosenMovesWin) {
  const Geometry& geometry = **Geometry::Of(5, 5);
  Minimax minimax(geometry);
  Solver solver;
  games::SeededRandom random(7);
  int winning_positions = 0;
  for (int trial = 0; trial < 100; ++trial) {
    Bits filled = 0;
    for (int ply = 0; ply < static_cast<int>(random.Below(3)); ++ply) {
      const std::vector<int> legal = LegalPlacements(geometry, filled);
      filled |= geometry.placements()[legal[random.Below(legal.size())]].cells;
    }
    if (LegalPlacements(geometry, filled).empty() || !minimax.MoverWins(filled)) continue;
    ++winning_positions;
    const Choice choice = solver.Choose(geometry, filled, kMaxLevel, kNoDeadline, random);
    EXPECT_TRUE(choice.solved && choice.winning);
    EXPECT_FALSE(minimax.MoverWins(filled | geometry.placements()[choice.placement].cells));
  }
  EXPECT_GT(winning_positions, 10);
}

}  // namespace
}  // namespace nimtetris
