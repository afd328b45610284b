#include "harness/results/game_index_set.h"

#include "gtest/gtest.h"

namespace harness {
namespace {

TEST(GameIndexSetTest, HoldsEachIndexOnce) {
  GameIndexSet set;
  EXPECT_TRUE(set.Insert(0));
  EXPECT_TRUE(set.Insert(4095));
  EXPECT_TRUE(set.Insert(4096));
  EXPECT_TRUE(set.Insert(int64_t{999999999999}));  // a far index costs one page
  EXPECT_FALSE(set.Insert(4096));
  EXPECT_EQ(set.size(), 4);
  for (int64_t index : {0, 4095, 4096}) EXPECT_TRUE(set.Contains(index)) << index;
  EXPECT_TRUE(set.Contains(int64_t{999999999999}));
  for (int64_t index : {1, 63, 64, 4097, 8191}) EXPECT_FALSE(set.Contains(index)) << index;
}

TEST(GameIndexSetTest, AShardsEveryThirdGameAgreesWithTheIndices) {
  GameIndexSet set;
  for (int64_t index = 2; index < 100000; index += 3) ASSERT_TRUE(set.Insert(index));
  EXPECT_EQ(set.size(), 33333);
  for (int64_t index = 0; index < 100000; ++index) {
    ASSERT_EQ(set.Contains(index), index % 3 == 2) << index;
  }
}

}  // namespace
}  // namespace harness
