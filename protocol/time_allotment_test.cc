#include "protocol/time_allotment.h"

#include <cstdint>
#include <limits>

#include "gtest/gtest.h"

namespace protocol {
namespace {

TEST(TimeAllotmentTest, SharesTheUsableTimeOverTheMovesLeftPlusMostOfTheIncrement) {
  // 10 s + 0.1 s, 30 moves left, 5 ms latency: usable 10000 - 5 - 500 = 9495;
  // 9495 / 30 = 316 (integer ms), + 75 = 391.
  EXPECT_EQ(AllotMs({10000, 100, 0}, 30, 5), 391);
  // No increment, 1 s, 20 moves: 1000 - 0 - 50 = 950, / 20 = 47.
  EXPECT_EQ(AllotMs({1000, 0, 0}, 20, 0), 47);
}

TEST(TimeAllotmentTest, ARefillSoonerThanTheGameEndsSharesOverTheMovesToGo) {
  // 40/60 with 4 moves to go, 60000 ms left, 30 moves left in the game:
  // usable 60000 - 3000 = 57000, / 4 = 14250.
  EXPECT_EQ(AllotMs({60000, 0, 4}, 30, 0), 14250);
  // More moves to go than moves left: the estimate wins. 57000 / 10 = 5700.
  EXPECT_EQ(AllotMs({60000, 0, 40}, 10, 0), 5700);
}

TEST(TimeAllotmentTest, NeverMoreThanHalfTheUsableTime) {
  // Last move before a refill: 1000 - 50 = 950 usable, all of it by the
  // share, capped at 475.
  EXPECT_EQ(AllotMs({1000, 0, 1}, 30, 0), 475);
  // An increment larger than the clock: 40 - 2 = 38 usable; 38/30 + 75 = 76,
  // capped at 19.
  EXPECT_EQ(AllotMs({40, 100, 0}, 30, 0), 19);
}

TEST(TimeAllotmentTest, AnEmptyOrOverdrawnClockStillGivesOneMillisecond) {
  EXPECT_EQ(AllotMs({0, 100, 0}, 30, 5), 1);
  EXPECT_EQ(AllotMs({4, 0, 0}, 30, 5), 1);
  EXPECT_EQ(AllotMs({1000, 0, 0}, 0, 0), 475);  // moves_left 0 counts as 1
}

// Clocks at the ends of int64 (a fuzzed request's) neither overflow nor
// give a negative time.
TEST(TimeAllotmentTest, ExtremeClocksDoNotOverflow) {
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  // Half of what is usable: kMax - kMax / 20, halved.
  EXPECT_EQ(AllotMs({kMax, kMax, 0}, 30, 5), (kMax - 5 - kMax / 20) / 2);
  EXPECT_EQ(AllotMs({kMax, kMin, 0}, 30, 5), 1);
  EXPECT_EQ(AllotMs({kMin, kMax, 0}, 30, 5), 1);
}

}  // namespace
}  // namespace protocol
