#include "harness/ratings/move_stats.h"

#include <cmath>

#include "gtest/gtest.h"

namespace harness {
namespace {

tourney::v1::GameRecord Game(const std::string& first, const std::string& second,
                             std::vector<double> scores, std::vector<int64_t> clock_left) {
  tourney::v1::GameRecord record;
  record.add_players()->set_name(first);
  record.add_players()->set_name(second);
  for (double s : scores) record.add_scores(s);
  for (int64_t c : clock_left) record.add_clock_left_ms(c);
  record.set_fault_seat(-1);
  return record;
}

tourney::v1::MoveRecord* Move(tourney::v1::GameRecord* record, int seat, int ms, int depth = 0,
                              int64_t nodes = 0) {
  tourney::v1::MoveRecord* move = record->add_decisions();
  move->set_seat(seat);
  move->set_ms(ms);
  move->set_depth(depth);
  move->set_nodes(nodes);
  return move;
}

TEST(MoveStatsTest, SummarisesTimeClockDepthSpeedAndScorePredictionsPerEngine) {
  std::vector<tourney::v1::GameRecord> records;
  records.push_back(Game("A", "B", {1, 0}, {500, -1}));
  Move(&records.back(), 0, 10, 4, 1000)->set_score(2);
  Move(&records.back(), 1, 20);
  Move(&records.back(), 0, 30, 6, 3000)->set_score(-1);  // A's last: a loss, but A won
  Move(&records.back(), 1, 40, 2)->set_score(0);         // B's last: a draw, but B lost
  records.push_back(Game("B", "A", {0, 1}, {-1, 300}));
  Move(&records.back(), 1, 50, 5, 1000)->set_score(3);  // A: a win, right
  Move(&records.back(), 0, 60, 1)->set_score(-4);       // B: a loss, right
  // Lost by a fault: its times count, its scores predict nothing.
  records.push_back(Game("A", "B", {1, 0}, {}));
  records.back().set_fault_seat(1);
  Move(&records.back(), 0, 1000)->set_score(5);

  const std::vector<EngineMoveStats> stats = ComputeMoveStats(records);
  ASSERT_EQ(stats.size(), 2u);
  const EngineMoveStats& a = stats[0];
  EXPECT_EQ(a.name, "A");
  EXPECT_EQ(a.move_ms.count, 4);
  EXPECT_DOUBLE_EQ(a.move_ms.mean, 272.5);  // (10 + 30 + 50 + 1000) / 4
  EXPECT_DOUBLE_EQ(a.move_ms.median, 40);   // between 30 and 50
  EXPECT_DOUBLE_EQ(a.move_ms.q99, 971.5);   // 50 + 0.97 * 950
  EXPECT_DOUBLE_EQ(a.move_ms.max, 1000);
  EXPECT_EQ(a.clock_left_ms.count, 2);
  EXPECT_DOUBLE_EQ(a.clock_left_ms.mean, 400);
  EXPECT_EQ(a.depth_moves, 3);
  EXPECT_DOUBLE_EQ(a.mean_depth, 5);
  EXPECT_EQ(a.nodes, 5000);
  EXPECT_EQ(a.node_ms, 90);
  EXPECT_NEAR(a.NodesPerSecond(), 55555.56, 0.01);
  EXPECT_EQ(a.predictions, 2);
  EXPECT_EQ(a.predicted, 1);
  EXPECT_DOUBLE_EQ(a.PredictedShare(), 0.5);

  const EngineMoveStats& b = stats[1];
  EXPECT_EQ(b.move_ms.count, 3);
  EXPECT_DOUBLE_EQ(b.move_ms.mean, 40);
  EXPECT_EQ(b.clock_left_ms.count, 0);
  EXPECT_DOUBLE_EQ(b.mean_depth, 1.5);
  EXPECT_TRUE(std::isnan(b.NodesPerSecond()));
  EXPECT_EQ(b.predictions, 2);
  EXPECT_EQ(b.predicted, 1);
}

TEST(MoveStatsTest, LogsWithoutDecisionsHaveNoStatistics) {
  EXPECT_TRUE(ComputeMoveStats({Game("A", "B", {1, 0}, {})}).empty());
  EXPECT_TRUE(std::isnan(EngineMoveStats().PredictedShare()));
}

}  // namespace
}  // namespace harness
