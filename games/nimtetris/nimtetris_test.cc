#include <set>

#include "games/nimtetris/nimtetris_game.h"
#include "gtest/gtest.h"

namespace nimtetris {
namespace {

TEST(ShapesTest, NineteenDistinctFixedTetrominoes) {
  const std::vector<Shape>& shapes = Shapes();
  ASSERT_EQ(shapes.size(), 19u);
  std::set<std::vector<std::pair<int, int>>> distinct;
  for (const Shape& shape : shapes) {
    EXPECT_EQ(shape.cells.size(), 4u) << shape.name;
    distinct.insert(shape.cells);
  }
  EXPECT_EQ(distinct.size(), 19u);
}

// GAMES.md: the empty 10x10 board has 1 373 legal placements; by hand, a
// w x h board has sum over shapes of (w - cols + 1)(h - rows + 1).
TEST(BoardTest, PlacementCounts) {
  EXPECT_EQ(LegalPlacements(**Geometry::Of(10, 10), 0).size(), 1373u);
  // 4x4: I: 2 * (1*4) = 8; O: 9; T, J, L (4 each, 2x3 or 3x2 boxes): 12 * 6 = 72;
  // S, Z (2 each): 4 * 6 = 24. Total 113.
  EXPECT_EQ(LegalPlacements(**Geometry::Of(4, 4), 0).size(), 113u);
  // 3x3: no I; O: 4; T, J, L: 12 * 2 = 24; S, Z: 4 * 2 = 8. Total 36.
  EXPECT_EQ(LegalPlacements(**Geometry::Of(3, 3), 0).size(), 36u);
}

TEST(BoardTest, ComponentsFollowFourConnectivity) {
  const Geometry& geometry = **Geometry::Of(4, 4);
  // Cells 0 and 5 touch only diagonally.
  EXPECT_EQ(geometry.Component(Bit(0), Bit(0) | Bit(5)), Bit(0));
  // Row 0 is one component; it does not wrap onto row 1's far end.
  const Bits row0 = Bit(0) | Bit(1) | Bit(2) | Bit(3);
  EXPECT_EQ(geometry.Component(Bit(0), row0 | Bit(7)), row0 | Bit(7));
  EXPECT_EQ(geometry.Component(Bit(3), row0 | Bit(4)), row0 | Bit(4));
  EXPECT_EQ(geometry.Component(Bit(3), (row0 & ~Bit(0)) | Bit(4)), row0 & ~Bit(0));
}

TEST(GameTest, MisereEndAndIllegalPlacements) {
  const Geometry& geometry = **Geometry::Of(4, 2);
  NimTetrisGame game("4x2", geometry);
  // The O piece in the middle leaves two 1x2 holes: no move remains.
  const int o_middle = geometry.Find(2, 0, 1);
  ASSERT_GE(o_middle, 0);
  ASSERT_EQ(Shapes()[2].name, "O0");
  EXPECT_FALSE(game.IsOver());
  EXPECT_TRUE(game.Apply(PlacementAction(geometry.placements()[o_middle])).ok());
  EXPECT_TRUE(game.IsOver());
  // Seat 0 placed the last piece, so seat 1 (to move, without a move) wins.
  EXPECT_EQ(game.GetOutcome().scores, (std::vector<double>{0.0, 1.0}));
  EXPECT_EQ(game.Record(), "O0@b1");

  NimTetrisGame other("4x2", geometry);
  bot::v1::Action off_board;
  off_board.mutable_nimtetris()->set_shape(0);  // I0 is 1x4: row 1 fits, row 2 does not
  off_board.mutable_nimtetris()->set_row(2);
  EXPECT_EQ(other.Apply(off_board).fault, games::ActionFault::kMalformed);
  ASSERT_TRUE(other.Apply(PlacementAction(geometry.placements()[o_middle])).ok());
  EXPECT_EQ(other.Apply(PlacementAction(geometry.placements()[o_middle])).fault,
            games::ActionFault::kIllegal);
}

TEST(GameTest, PositionTextShowsFilledCellsRowByRow) {
  NimTetrisGame game("4x3", **Geometry::Of(4, 3));
  EXPECT_EQ(game.PositionText(), "..../..../....");
  // O at a1 fills a1 b1 a2 b2; I0 (horizontal) at a3 fills the bottom row.
  const absl::StatusOr<std::vector<bot::v1::Action>> moves = ParseMoves("O0@a1 I0@a3");
  ASSERT_TRUE(moves.ok());
  for (const bot::v1::Action& action : *moves) ASSERT_TRUE(game.Apply(action).ok());
  EXPECT_EQ(game.PositionText(), "##../##../####");
}

}  // namespace
}  // namespace nimtetris
