// The time manager's plan from a request: limits, time, and the caps.
#include "engines/common/thinking_time.h"

#include "gtest/gtest.h"

namespace engines {
namespace {

constexpr TimeRule kRule{1.0, 5, 1000, 60000};

TEST(PlanSearchTest, AHugeTimePerMoveIsCappedByTheRulesMaximum) {
  bot::v1::DecideRequest request;
  request.set_time_budget_ms(1000000000000);
  EXPECT_EQ(PlanSearch(request, 0, kRule, 30, false).time_ms, 60000);
  // The engine's own time option caps too, and the maximum caps it.
  EXPECT_EQ(PlanSearch(request, 2000, kRule, 30, false).time_ms, 2000);
  EXPECT_EQ(PlanSearch(request, 3600000, kRule, 30, false).time_ms, 60000);
  // Under the maximum nothing changes: the budget less the margin.
  request.set_time_budget_ms(700);
  EXPECT_EQ(PlanSearch(request, 0, kRule, 30, false).time_ms, 695);
}

TEST(PlanSearchTest, AHugeClockIsCappedByTheRulesMaximum) {
  bot::v1::DecideRequest request;
  request.mutable_clock()->set_remaining_ms(1000000000000);
  request.mutable_clock()->set_increment_ms(1000000000);
  EXPECT_EQ(PlanSearch(request, 0, kRule, 30, false).time_ms, 60000);
}

// Found by the Nim Tetris fuzz test under UBSan: a rule with no maximum
// turned a huge budget into a deadline past std::chrono's range.
TEST(PlanSearchTest, ARuleWithoutMaximumStillThinksAtMostAWeek) {
  constexpr TimeRule kUncapped{0.8, 0, 1000};
  bot::v1::DecideRequest request;
  request.set_time_budget_ms(INT64_MAX / 2);
  EXPECT_EQ(PlanSearch(request, 0, kUncapped, 30, false).time_ms, kLongestThinkMs);
  request.clear_time_budget_ms();
  request.mutable_clock()->set_remaining_ms(INT64_MAX / 2);
  EXPECT_EQ(PlanSearch(request, 0, kUncapped, 30, false).time_ms, kLongestThinkMs);
}

TEST(PlanSearchTest, AnUntimedSearchStaysUntimed) {
  bot::v1::DecideRequest request;
  request.mutable_limits()->set_nodes(5000);
  const SearchBudget budget = PlanSearch(request, 0, kRule, 30, false);
  EXPECT_EQ(budget.time_ms, 0);
  EXPECT_EQ(budget.nodes, 5000);
  // Nothing at all: the rule's default time, under the maximum.
  EXPECT_EQ(PlanSearch(bot::v1::DecideRequest(), 0, kRule, 30, false).time_ms, 1000);
  EXPECT_EQ(PlanSearch(bot::v1::DecideRequest(), 0, kRule, 30, true).time_ms, 0);
}

}  // namespace
}  // namespace engines
