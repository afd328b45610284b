#include "harness/play/answer_times.h"

#include "gtest/gtest.h"

namespace harness {
namespace {

TEST(AnswerTimesTest, NearestRankPercentilesAndTheSlowestAnswer) {
  AnswerTimes times;
  // 1..100 ms, out of order; the slowest (100 ms) in game 3 at ply 17.
  for (int ms = 100; ms >= 1; --ms) times.Add(ms, ms == 100 ? 3 : 0, ms == 100 ? 17 : ms);
  const AnswerTimes::Summary summary = times.Summarize();
  EXPECT_EQ(summary.count, 100);
  EXPECT_EQ(summary.p50, 50);
  EXPECT_EQ(summary.p90, 90);
  EXPECT_EQ(summary.p99, 99);
  EXPECT_EQ(summary.max, 100);
  EXPECT_EQ(summary.slowest_game, 3);
  EXPECT_EQ(summary.slowest_ply, 17);
  EXPECT_EQ(times.CountOver(95), 5);
}

TEST(AnswerTimesTest, OneAnswerIsEveryPercentile) {
  AnswerTimes times;
  times.Add(2.5, 0, 4);
  const AnswerTimes::Summary summary = times.Summarize();
  EXPECT_EQ(summary.p50, 2.5);
  EXPECT_EQ(summary.p99, 2.5);
  EXPECT_EQ(summary.max, 2.5);
}

TEST(AnswerTimesTest, NoAnswersSummarizeToZero) {
  EXPECT_EQ(AnswerTimes().Summarize().count, 0);
  EXPECT_EQ(AnswerTimes().CountOver(0), 0);
}

}  // namespace
}  // namespace harness
