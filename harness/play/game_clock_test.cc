#include "harness/play/game_clock.h"

#include "gtest/gtest.h"
#include "harness/config/number_ranges.h"

namespace harness {
namespace {

SeatTiming Clock(int64_t base_ms, int64_t increment_ms, int moves = 0) {
  SeatTiming timing;
  timing.kind = SeatTiming::Kind::kClock;
  timing.base_ms = base_ms;
  timing.increment_ms = increment_ms;
  timing.moves = moves;
  return timing;
}

SeatTiming PerMove(int64_t ms) {
  SeatTiming timing;
  timing.move_time_ms = ms;
  return timing;
}

constexpr int64_t kMs = 1000;  // microseconds

TEST(GameClockTest, FischerClockIsChargedThenIncremented) {
  GameClock clock({Clock(1000, 100), PerMove(50)}, 50);
  bot::v1::DecideRequest request;
  clock.FillRequest(0, &request);
  ASSERT_TRUE(request.has_clock());
  EXPECT_EQ(request.clock().remaining_ms(), 1000);
  EXPECT_EQ(request.clock().increment_ms(), 100);
  EXPECT_EQ(request.clock().moves_to_go(), 0);
  ASSERT_EQ(request.clock().seat_remaining_ms_size(), 2);
  EXPECT_EQ(request.clock().seat_remaining_ms(1), 0);  // no clock
  // (1000 - 50) / 30 + 75 = 106.
  EXPECT_EQ(request.time_budget_ms(), 106);
  EXPECT_FALSE(request.has_limits());
  EXPECT_EQ(clock.DeadlineMs(0), 1050);

  EXPECT_FALSE(clock.ChargeMove(0, 300 * kMs, false).lost_on_time);
  EXPECT_EQ(clock.RemainingMs(0), 800);  // 1000 - 300 + 100
  EXPECT_EQ(clock.DeadlineMs(0), 850);
  // 820 ms on 800 left is inside the 50 ms margin: the clock stays at 0,
  // then gets the increment.
  EXPECT_FALSE(clock.ChargeMove(0, 820 * kMs, false).lost_on_time);
  EXPECT_EQ(clock.RemainingMs(0), 100);
  EXPECT_EQ(clock.ClockLeftMs(), (std::vector<int64_t>{100, -1}));
}

TEST(GameClockTest, AnAnswerPastTheTimeLeftPlusTheMarginLosesWithTheOverrun) {
  GameClock clock({Clock(800, 0), Clock(800, 0)}, 50);
  // 850.5 ms on 800 ms + 50 ms margin: over by 50.5 ms, reported as 51.
  const GameClock::Charge charge = clock.ChargeMove(1, 850500, false);
  EXPECT_TRUE(charge.lost_on_time);
  EXPECT_EQ(charge.overrun_ms, 51);
  EXPECT_EQ(charge.detail,
            "time forfeit: over by 51 ms (851 ms used, 800 ms left on the clock, 50 ms margin)");
  EXPECT_EQ(clock.RemainingMs(1), 0);
  // Exactly at the margin is still in time.
  EXPECT_FALSE(clock.ChargeMove(0, 850 * kMs, false).lost_on_time);
}

TEST(GameClockTest, MovesPerSessionRefillsTheBaseAfterEverySession) {
  GameClock clock({Clock(1000, 10, 2)}, 0);
  bot::v1::DecideRequest request;
  clock.FillRequest(0, &request);
  EXPECT_EQ(request.clock().moves_to_go(), 2);
  clock.ChargeMove(0, 100 * kMs, false);  // 1000 - 100 + 10 = 910
  request.Clear();
  clock.FillRequest(0, &request);
  EXPECT_EQ(request.clock().remaining_ms(), 910);
  EXPECT_EQ(request.clock().moves_to_go(), 1);
  clock.ChargeMove(0, 200 * kMs, false);  // 910 - 200 + 10 + 1000 = 1720
  request.Clear();
  clock.FillRequest(0, &request);
  EXPECT_EQ(request.clock().remaining_ms(), 1720);
  EXPECT_EQ(request.clock().moves_to_go(), 2);
}

TEST(GameClockTest, FixedTimePerMoveAllowsTheTimePlusTheMargin) {
  GameClock clock({PerMove(100), PerMove(100)}, 20);
  bot::v1::DecideRequest request;
  clock.FillRequest(0, &request);
  EXPECT_EQ(request.time_budget_ms(), 100);
  EXPECT_FALSE(request.has_clock());
  EXPECT_EQ(clock.DeadlineMs(0), 120);
  EXPECT_FALSE(clock.ChargeMove(0, 119 * kMs, false).lost_on_time);
  const GameClock::Charge late = clock.ChargeMove(0, 121 * kMs, false);
  EXPECT_TRUE(late.lost_on_time);
  EXPECT_EQ(late.overrun_ms, 21);
  EXPECT_TRUE(clock.ClockLeftMs().empty());
}

TEST(GameClockTest, UntimedSeatsGetLimitsAndNoTime) {
  SeatTiming untimed;
  untimed.kind = SeatTiming::Kind::kUntimed;
  untimed.node_limit = 5000;
  untimed.depth_limit = 6;
  GameClock clock({untimed}, 100);
  bot::v1::DecideRequest request;
  clock.FillRequest(0, &request);
  EXPECT_EQ(request.time_budget_ms(), 0);
  EXPECT_FALSE(request.has_clock());
  EXPECT_EQ(request.limits().nodes(), 5000);
  EXPECT_EQ(request.limits().depth(), 6);
  EXPECT_EQ(clock.DeadlineMs(0), kUntimedDeadlineMs + 100);
  EXPECT_FALSE(clock.ChargeMove(0, 30000 * kMs, false).lost_on_time);
}

TEST(GameClockTest, ATransportTimeoutIsALossOnTime) {
  GameClock clock({Clock(500, 0)}, 100);
  const GameClock::Charge charge = clock.ChargeMove(0, 600 * kMs, true);
  EXPECT_TRUE(charge.lost_on_time);
  EXPECT_EQ(charge.overrun_ms, 100);
  EXPECT_EQ(charge.detail,
            "time forfeit: over by 100 ms (600 ms used, 500 ms left on the clock, 100 ms margin; "
            "no answer by the deadline)");
}

// The longest time control, refilled and incremented every move: the clock
// stops at the cap instead of overflowing into a deadline in the past.
TEST(GameClockTest, AClockSaturatesAtTheLongestTimeControl) {
  GameClock clock({Clock(kMaxTimeMs, kMaxTimeMs, 1)}, kDeadlineMarginMs.max);
  for (int move = 0; move < 1000000; ++move) {
    ASSERT_FALSE(clock.ChargeMove(0, 1, false).lost_on_time) << move;
  }
  EXPECT_EQ(clock.RemainingMs(0), kMaxTimeMs);
  EXPECT_EQ(clock.DeadlineMs(0), kMaxTimeMs + kDeadlineMarginMs.max);
  bot::v1::DecideRequest request;
  clock.FillRequest(0, &request);
  EXPECT_EQ(request.clock().remaining_ms(), kMaxTimeMs);
  EXPECT_GT(request.time_budget_ms(), 0);
}

}  // namespace
}  // namespace harness
