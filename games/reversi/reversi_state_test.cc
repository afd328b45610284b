#include "games/reversi/reversi_state.h"

#include "games/reversi/reversi_game.h"
#include "google/protobuf/unknown_field_set.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

TEST(MoveNotationTest, RoundTrips) {
  EXPECT_EQ(MoveName(0), "a1");
  EXPECT_EQ(MoveName(19), "d3");
  EXPECT_EQ(MoveName(63), "h8");
  EXPECT_EQ(MoveName(kPass), "pass");
  for (int move = 0; move <= kPass; ++move) {
    EXPECT_EQ(*ParseMove(MoveName(move)), move);
  }
  EXPECT_EQ(*ParseMove("F5"), 37);
  EXPECT_FALSE(ParseMove("i1").ok());
  EXPECT_FALSE(ParseMove("a9").ok());
  EXPECT_FALSE(ParseMove("").ok());
}

TEST(ReversiStateTest, StartPositionHasTheFourClassicMoves) {
  ReversiState state;
  EXPECT_EQ(state.ToMove(), Color::kBlack);
  // Black's opening moves are d3, c4, f5 and e6.
  Bitboard expected = 0;
  for (const char* name : {"d3", "c4", "f5", "e6"}) expected |= SquareBit(*ParseMove(name));
  EXPECT_EQ(state.LegalMoves(), expected);
  EXPECT_FALSE(state.Apply(*ParseMove("a1")).ok());
  EXPECT_FALSE(state.Apply(kPass).ok());
  EXPECT_TRUE(state.History().empty());
}

TEST(ReversiStateTest, PlaysAndFlips) {
  ReversiState state;
  ASSERT_TRUE(state.Apply(*ParseMove("f5")).ok());
  // f5 flips e5: black has d5, e4, e5, f5; white keeps d4.
  EXPECT_EQ(PopCount(state.Discs(Color::kBlack)), 4);
  EXPECT_EQ(state.Discs(Color::kWhite), SquareBit(*ParseMove("d4")));
  EXPECT_EQ(state.ToMove(), Color::kWhite);
  ASSERT_TRUE(state.Apply(*ParseMove("d6")).ok());
  EXPECT_EQ(state.Record(), "f5d6");
}

// The shortest possible Reversi game: black wipes white out in nine moves
// (a well-known record, "f5e6f4e3f6c5c4c6d3"? no: use e6f4e3f6g5d6e7f5c5).
TEST(ReversiStateTest, WipeoutEndsTheGame) {
  ReversiState state;
  absl::StatusOr<std::vector<int>> moves = ParseRecord("e6f4e3f6g5d6e7f5c5");
  ASSERT_TRUE(moves.ok());
  for (int move : *moves) ASSERT_TRUE(state.Apply(move).ok()) << MoveName(move);
  EXPECT_TRUE(state.IsOver());
  EXPECT_EQ(state.Discs(Color::kWhite), 0u);
  // 13 black discs, 51 empties go to the winner: +64.
  EXPECT_EQ(PopCount(state.Discs(Color::kBlack)), 13);
  EXPECT_EQ(state.DiscDifferential(Color::kBlack), 64);
  EXPECT_EQ(state.DiscDifferential(Color::kWhite), -64);
}

TEST(ReversiGameTest, RefusesWrongGameMalformedAndIllegalActions) {
  ReversiGame game;
  bot::v1::Action none;
  EXPECT_EQ(game.Apply(none).fault, games::ActionFault::kWrongGame);
  bot::v1::Action yacht;
  yacht.mutable_yacht()->set_category(1);
  EXPECT_EQ(game.Apply(yacht).detail, "an action for another game (field 2)");
  // A game this build does not know arrives as an unknown oneof field.
  bot::v1::Action newer;
  newer.GetReflection()->MutableUnknownFields(&newer)->AddLengthDelimited(9, "");
  EXPECT_EQ(game.Apply(newer).fault, games::ActionFault::kWrongGame);
  EXPECT_EQ(game.Apply(newer).detail, "an action for another game (field 9)");
  bot::v1::Action off_board;
  off_board.mutable_reversi()->set_square(64);
  EXPECT_EQ(game.Apply(off_board).fault, games::ActionFault::kMalformed);
  EXPECT_EQ(game.Apply(ActionForMove(0)).fault, games::ActionFault::kIllegal);
  EXPECT_EQ(game.Apply(ActionForMove(kPass)).fault, games::ActionFault::kIllegal);
  EXPECT_EQ(game.LegalActions().size(), 4u);
  EXPECT_TRUE(game.Apply(ActionForMove(*ParseMove("d3"))).ok());
  EXPECT_EQ(game.Plies(), 1);
  EXPECT_EQ(game.SeatToMove(), 1);
}

TEST(ReversiGameTest, ObservationRoundTripsThroughHistory) {
  ReversiGame game;
  for (const char* name : {"f5", "d6", "c3"})
    ASSERT_TRUE(game.Apply(ActionForMove(*ParseMove(name))).ok());
  bot::v1::Observation observation;
  game.FillObservation(&observation);
  absl::StatusOr<ReversiState> rebuilt = StateFromObservation(observation.reversi());
  ASSERT_TRUE(rebuilt.ok()) << rebuilt.status();
  EXPECT_EQ(rebuilt->Record(), "f5d6c3");
  EXPECT_EQ(rebuilt->ToMove(), Color::kWhite);
  // Tampered discs are caught.
  observation.mutable_reversi()->set_own(observation.reversi().own() ^ 1);
  EXPECT_FALSE(StateFromObservation(observation.reversi()).ok());
}

// GAMES.md: white on d4 and e5, black on d5 and e4; f5 flips e5.
TEST(ReversiStateTest, BoardTextRowByRowFromRowOne) {
  ReversiState state;
  EXPECT_EQ(state.BoardText(),
            "......../......../......../...ox.../...xo.../......../......../........");
  ASSERT_TRUE(state.Apply(*ParseMove("f5")).ok());
  EXPECT_EQ(state.BoardText(),
            "......../......../......../...ox.../...xxx../......../......../........");
}

}  // namespace
}  // namespace reversi
