// The endgame table's rules, by hand: bounds of one level narrow each
// other; a higher level's replace a lower one's and are never replaced by
// them; the slot kept for the most empties keeps them, within a solve.
#include "engines/reversi/shared_endgame_table.h"

#include "gtest/gtest.h"

namespace reversi {
namespace {

const Position kPosition{0x0000000810000000ULL, 0x0000001008000000ULL};

SharedEndgameTable::Entry Found(const SharedEndgameTable& table, const Position& position) {
  SharedEndgameTable::Entry entry;
  EXPECT_TRUE(table.Find(position, &entry));
  return entry;
}

TEST(SharedEndgameTableTest, BoundsOfOneLevelNarrowEachOther) {
  SharedEndgameTable table(10);
  table.Store(kPosition, 20, 3, -64, 10, 19);
  table.Store(kPosition, 20, 3, -4, 64, 26);
  const SharedEndgameTable::Entry entry = Found(table, kPosition);
  EXPECT_EQ(entry.lower, -4);
  EXPECT_EQ(entry.upper, 10);
  EXPECT_EQ(entry.move, 26);
  EXPECT_EQ(entry.level, 3);
}

TEST(SharedEndgameTableTest, AHigherLevelReplacesALowerOneAndIsNeverReplacedByIt) {
  SharedEndgameTable table(10);
  table.Store(kPosition, 20, 0, 12, 12, 19);  // a selective pass's guess
  table.Store(kPosition, 20, 3, -64, 6, 26);  // the exact pass: at most 6
  SharedEndgameTable::Entry entry = Found(table, kPosition);
  EXPECT_EQ(entry.lower, -64);  // not narrowed by the guess
  EXPECT_EQ(entry.upper, 6);
  EXPECT_EQ(entry.level, 3);
  table.Store(kPosition, 20, 1, 30, 30, 37);
  entry = Found(table, kPosition);
  EXPECT_EQ(entry.upper, 6);
  EXPECT_EQ(entry.move, 26);
  EXPECT_EQ(entry.level, 3);
}

// A table of one bucket: within a solve, the slot kept for the most
// empties keeps the deepest position and the other slot takes the rest; in
// the next solve, the earlier solve's deep entry gives its slot up.
TEST(SharedEndgameTableTest, TheDeepSlotIsKeptWithinASolveOnly) {
  const Position deep = kPosition;
  const Position shallow = kPosition.Pass();
  const Position other{0x0000000000000081ULL, 0x0000000000000042ULL};
  SharedEndgameTable table(1);
  SharedEndgameTable::Entry entry;
  table.Store(deep, 20, 3, 0, 0, 19);
  table.Store(shallow, 10, 3, 0, 0, 19);
  table.Store(other, 12, 3, 0, 0, 19);
  EXPECT_TRUE(table.Find(deep, &entry));
  EXPECT_FALSE(table.Find(shallow, &entry));
  EXPECT_TRUE(table.Find(other, &entry));

  table.NextSolve();
  table.Store(shallow, 10, 3, 0, 0, 19);
  table.Store(other, 12, 3, 0, 0, 19);
  EXPECT_FALSE(table.Find(deep, &entry));
  EXPECT_TRUE(table.Find(shallow, &entry));
  EXPECT_TRUE(table.Find(other, &entry));
}

TEST(SharedEndgameTableTest, UnknownPositionsAreNotFound) {
  SharedEndgameTable table(10);
  SharedEndgameTable::Entry entry;
  EXPECT_FALSE(table.Find(kPosition, &entry));
  table.Store(kPosition, 20, 3, 0, 0, 19);
  EXPECT_FALSE(table.Find(kPosition.Pass(), &entry));
}

}  // namespace
}  // namespace reversi
