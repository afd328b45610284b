#include "harness/play/decision_record.h"

#include "games/common/game_registry.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

// Square index = row * 8 + column; "f5" is column f (5), row 5 (4): 37.
bot::v1::Action Reversi(int row, int column) {
  bot::v1::Action action;
  action.mutable_reversi()->set_square(row * 8 + column);
  return action;
}

std::unique_ptr<games::Game> NewReversi() { return *games::NewGame("reversi", "", 1, 2); }

TEST(DecisionRecordTest, KeepsTheMeasuredTimeAndTheSearchInfoWithThePvInNotation) {
  std::unique_ptr<games::Game> game = NewReversi();
  bot::v1::DecideResponse response;
  *response.mutable_action() = Reversi(4, 5);  // f5
  bot::v1::SearchInfo* info = response.mutable_info();
  info->set_depth(3);
  info->set_nodes(1234);
  info->set_score(-1.5);
  info->set_time_ms(17);
  info->set_comment("book");
  *info->add_principal_variation() = Reversi(4, 5);
  *info->add_principal_variation() = Reversi(5, 3);
  *info->add_principal_variation() = Reversi(2, 2);
  const tourney::v1::MoveRecord move = RecordDecision(*game, 0, 18499, response);
  EXPECT_EQ(move.seat(), 0);
  EXPECT_EQ(move.ply(), 0);
  EXPECT_EQ(move.ms(), 18);  // 18.499 ms rounds down
  EXPECT_EQ(move.engine_ms(), 17);
  EXPECT_EQ(move.depth(), 3);
  EXPECT_EQ(move.nodes(), 1234);
  ASSERT_TRUE(move.has_score());
  EXPECT_EQ(move.score(), -1.5);
  EXPECT_EQ(move.pv(), "f5d6c3");
  EXPECT_EQ(move.comment(), "book");
  EXPECT_EQ(game->Plies(), 0);  // the game itself is untouched
}

TEST(DecisionRecordTest, APvStopsAtItsFirstIllegalActionAndNoInfoMeansNoScore) {
  std::unique_ptr<games::Game> game = NewReversi();
  bot::v1::DecideResponse response;
  *response.mutable_info()->add_principal_variation() = Reversi(4, 5);  // f5
  *response.mutable_info()->add_principal_variation() = Reversi(0, 0);  // a1: illegal
  *response.mutable_info()->add_principal_variation() = Reversi(2, 2);
  const tourney::v1::MoveRecord move = RecordDecision(*game, 1, 500, response);
  EXPECT_EQ(move.pv(), "f5");
  EXPECT_EQ(move.ms(), 1);
  EXPECT_FALSE(move.has_score());

  bot::v1::DecideResponse no_score;
  no_score.mutable_info()->set_comment("guess");
  no_score.mutable_info()->set_nodes(50);
  EXPECT_FALSE(RecordDecision(*game, 0, 0, no_score).has_score());
  bot::v1::DecideResponse even;
  even.mutable_info()->set_depth(4);
  EXPECT_TRUE(RecordDecision(*game, 0, 0, even).has_score());
}

TEST(DecisionRecordTest, KeepsThePlyItWasMadeAt) {
  std::unique_ptr<games::Game> game = NewReversi();
  ASSERT_TRUE(game->Apply(Reversi(4, 5)).ok());  // f5
  ASSERT_TRUE(game->Apply(Reversi(5, 3)).ok());  // d6
  EXPECT_EQ(RecordDecision(*game, 0, 0, bot::v1::DecideResponse()).ply(), 2);
}

}  // namespace
}  // namespace harness
