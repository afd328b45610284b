#include "harness/engine/move_sync.h"

#include "gtest/gtest.h"

namespace harness {
namespace {

bot::v1::ReversiAction Move(int square) {
  bot::v1::ReversiAction move;
  if (square < 0) {
    move.set_pass(true);
  } else {
    move.set_square(static_cast<uint32_t>(square));
  }
  return move;
}

// -1 is a pass.
ReversiHistory History(std::initializer_list<int> squares) {
  ReversiHistory history;
  for (int square : squares) *history.Add() = Move(square);
  return history;
}

std::vector<std::string> Texts(const MoveSync::Plan& plan) {
  std::vector<std::string> texts;
  for (const bot::v1::ReversiAction& move : plan.moves) texts.push_back(GtpMoveText(move));
  return texts;
}

TEST(MoveSyncTest, AFirstTurnStartsAGameWithTheOpeningReplayed) {
  MoveSync sync;
  const MoveSync::Plan plan = sync.PlanFor("t/0", History({37, 43, 34}));
  EXPECT_TRUE(plan.new_game);
  EXPECT_EQ(plan.first_ply, 0);
  EXPECT_EQ(Texts(plan), (std::vector<std::string>{"f5", "d6", "c5"}));
}

TEST(MoveSyncTest, LaterTurnsSendOnlyWhatIsNew) {
  MoveSync sync;
  sync.Told("t/0", History({37}));
  sync.PlayedItself(Move(43));  // the engine's own genmove
  MoveSync::Plan plan = sync.PlanFor("t/0", History({37, 43, 34}));
  EXPECT_FALSE(plan.new_game);
  EXPECT_EQ(plan.first_ply, 2);
  EXPECT_EQ(Texts(plan), std::vector<std::string>{"c5"});

  // Without PlayedItself (NBoard's `go` leaves the board alone) the
  // engine's own move is sent too, passes included.
  sync.Told("t/0", History({37, 43, 34}));
  plan = sync.PlanFor("t/0", History({37, 43, 34, 20, -1, 44}));
  EXPECT_EQ(plan.first_ply, 3);
  EXPECT_EQ(Texts(plan), (std::vector<std::string>{"e3", "pass", "e6"}));
  // Nothing new: nothing to send.
  sync.Told("t/0", History({37, 43, 34, 20, -1, 44}));
  plan = sync.PlanFor("t/0", History({37, 43, 34, 20, -1, 44}));
  EXPECT_FALSE(plan.new_game);
  EXPECT_TRUE(plan.moves.empty());
}

TEST(MoveSyncTest, ANewGameIdOrAnotherHistoryStartsAfresh) {
  MoveSync sync;
  sync.Told("t/0", History({37, 43}));
  MoveSync::Plan plan = sync.PlanFor("t/1", History({37, 43, 34}));
  EXPECT_TRUE(plan.new_game);
  EXPECT_EQ(plan.moves.size(), 3u);
  // Same id, but the history does not extend what the engine was told.
  plan = sync.PlanFor("t/0", History({37, 45, 34}));
  EXPECT_TRUE(plan.new_game);
  plan = sync.PlanFor("t/0", History({37}));
  EXPECT_TRUE(plan.new_game);
  // A pass is not a move on a1 (square 0 is a value too).
  sync.Told("t/2", History({0}));
  EXPECT_TRUE(sync.PlanFor("t/2", History({-1, 1})).new_game);
}

TEST(MoveSyncTest, RecognisesAForcedPass) {
  bot::v1::DecideRequest request;
  request.add_legal_actions()->mutable_reversi()->set_pass(true);
  EXPECT_TRUE(OnlyPassIsLegal(request));
  request.add_legal_actions()->mutable_reversi()->set_square(3);
  EXPECT_FALSE(OnlyPassIsLegal(request));
  request.clear_legal_actions();
  request.add_legal_actions()->mutable_reversi()->set_square(0);
  EXPECT_FALSE(OnlyPassIsLegal(request));
}

}  // namespace
}  // namespace harness
