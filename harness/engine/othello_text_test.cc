#include "harness/engine/othello_text.h"

#include "gtest/gtest.h"

namespace harness {
namespace {

bot::v1::ReversiAction Square(int square) {
  bot::v1::ReversiAction move;
  move.set_square(static_cast<uint32_t>(square));
  return move;
}

bot::v1::ReversiAction Pass() {
  bot::v1::ReversiAction move;
  move.set_pass(true);
  return move;
}

// bot.v1 numbers squares row * 8 + column from a1 = 0 in the top-left
// corner (reversi.proto); Othello's GTP and NBoard name them the same way,
// with no column skipped (unlike Go's GTP, which has no i).
TEST(OthelloTextTest, NamesSquaresFromTheTopLeft) {
  EXPECT_EQ(GtpMoveText(Square(0)), "a1");
  EXPECT_EQ(GtpMoveText(Square(7)), "h1");
  EXPECT_EQ(GtpMoveText(Square(8)), "a2");
  EXPECT_EQ(GtpMoveText(Square(19)), "d3");
  EXPECT_EQ(GtpMoveText(Square(56)), "a8");
  EXPECT_EQ(GtpMoveText(Square(63)), "h8");
  EXPECT_EQ(GtpMoveText(Pass()), "pass");
  EXPECT_EQ(NboardMoveText(Square(19)), "D3");
  EXPECT_EQ(NboardMoveText(Square(62)), "G8");
  EXPECT_EQ(NboardMoveText(Pass()), "PA");
}

TEST(OthelloTextTest, ParsesWhatEnginesWrite) {
  for (int square = 0; square < 64; ++square) {
    EXPECT_EQ(ParseEngineMove(GtpMoveText(Square(square)))->square(), square);
    EXPECT_EQ(ParseEngineMove(NboardMoveText(Square(square)))->square(), square);
  }
  EXPECT_EQ(ParseEngineMove("C5")->square(), 34u);
  for (const char* pass : {"pass", "PASS", "Pass", "PA", "pa", "PS", "ps"}) {
    EXPECT_EQ(ParseEngineMove(pass)->move_case(), bot::v1::ReversiAction::kPass) << pass;
  }
  for (const char* bad : {"", "i1", "a9", "a0", "d", "d33", "resign", "=== d3", "PB"}) {
    EXPECT_FALSE(ParseEngineMove(bad).ok()) << bad;
  }
  EXPECT_EQ(ParseEngineMove("j3").status().message(),
            "'j3' is not an Othello move (a1..h8 or pass)");
}

TEST(OthelloTextTest, ColoursAlternateFromBlack) {
  EXPECT_STREQ(ColourOfPly(0), "black");
  EXPECT_STREQ(ColourOfPly(1), "white");
  EXPECT_STREQ(ColourOfPly(58), "black");
}

TEST(OthelloTextTest, WritesGamesAsGgf) {
  ReversiHistory history;
  // The standard start: white on d4 and e5, black on d5 and e4 (bitboard.h).
  EXPECT_EQ(GgfGame(history),
            "(;GM[Othello]PC[tourney]TY[8]BO[8 "
            "---------------------------O*------*O--------------------------- *];)");
  *history.Add() = Square(37);  // f5
  *history.Add() = Pass();
  *history.Add() = Square(43);  // d6
  const std::string game = GgfGame(history);
  EXPECT_EQ(game.substr(game.size() - 20), " *]B[F5]W[PA]B[D6];)");
  // d4 = 27, e4 = 28, d5 = 35, e5 = 36 in the 64-square board text.
  const std::string board = game.substr(game.find("BO[8 ") + 5, 64);
  EXPECT_EQ(board[27], 'O');
  EXPECT_EQ(board[28], '*');
  EXPECT_EQ(board[35], '*');
  EXPECT_EQ(board[36], 'O');
}

}  // namespace
}  // namespace harness
