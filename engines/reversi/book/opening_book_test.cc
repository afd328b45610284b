#include "engines/reversi/book/opening_book.h"

#include <cmath>
#include <string>
#include <vector>

#include "games/reversi/reversi_state.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

Position After(const std::string& line) {
  const absl::StatusOr<std::vector<int>> moves = ParseRecord(line);
  EXPECT_TRUE(moves.ok()) << line;
  ReversiState state;
  for (int move : moves.value_or(std::vector<int>{})) EXPECT_TRUE(state.Apply(move).ok()) << line;
  return state.PositionToMove();
}

std::string BookMoveName(const OpeningBook& book, const std::string& line) {
  const std::optional<BookMove> found = book.Find(After(line));
  return found ? MoveName(found->move) : "none";
}

TEST(OpeningBookTest, FindsAPositionInAnyOfItsEightImages) {
  const absl::StatusOr<OpeningBook> book = OpeningBook::Parse(
      "# a comment\n"
      "\n"
      "- f5 +0.00\n"
      "f5d6 c3 -0.25  # the perpendicular opening\n");
  ASSERT_TRUE(book.ok()) << book.status();
  EXPECT_EQ(book->size(), 2u);
  // The start is its own image under the half turn and both diagonal
  // reflections; the book answers its own move there.
  EXPECT_EQ(BookMoveName(*book, ""), "f5");
  EXPECT_EQ(BookMoveName(*book, "f5d6"), "c3");
  // By hand: c4e3 is f5d6 turned half round, which takes c3 to f6; e6f4 is
  // f5d6 reflected in the a1-h8 diagonal (c3 stays); d3c5 in the a8-h1
  // diagonal (c3 to f6).
  EXPECT_EQ(BookMoveName(*book, "c4e3"), "f6");
  EXPECT_EQ(BookMoveName(*book, "e6f4"), "c3");
  EXPECT_EQ(BookMoveName(*book, "d3c5"), "f6");
  EXPECT_DOUBLE_EQ(book->Find(After("c4e3"))->value, -0.25);
  EXPECT_EQ(BookMoveName(*book, "f5f6"), "none");
}

TEST(OpeningBookTest, RefusesABadLineNamingIt) {
  const struct {
    const char* text;
    const char* why;
  } cases[] = {
      {"- f5 +0.0\nf5d6 c3\n", "line 2: want: MOVES MOVE VALUE"},
      {"f5f5 c3 +0.0\n", "line 1: the moves are not a legal line"},
      {"f5d6 a1 +0.0\n", "line 1: 'a1' is not a legal move there"},
      {"f5d6 c3 many\n", "line 1: 'many' is not a value in discs"},
      {"f5d6 c3 +99\n", "line 1: '+99' is not a value in discs"},
      {"f5d6 c3 +0.0\nc4e3 f6 +0.0\n", "line 2: a position already in the book"},
  };
  for (const auto& c : cases) {
    const absl::StatusOr<OpeningBook> book = OpeningBook::Parse(c.text);
    ASSERT_FALSE(book.ok()) << c.text;
    EXPECT_NE(book.status().message().find(c.why), std::string::npos) << book.status();
  }
}

// The book's promise (build_opening_book --all_plies=4): every position
// four plies from the start or fewer, whatever the line.
void ExpectEveryLineCovered(const OpeningBook& book, const ReversiState& state, int plies) {
  const Position position = state.PositionToMove();
  if (position.Moves() == 0) return;
  ASSERT_TRUE(book.Find(position).has_value()) << state.Record();
  if (plies == 0) return;
  for (Bitboard moves = position.Moves(); moves; moves &= moves - 1) {
    ReversiState next = state;
    ASSERT_TRUE(next.Apply(LowestSquare(moves)).ok());
    ExpectEveryLineCovered(book, next, plies - 1);
  }
}

TEST(OpeningBookTest, TheBuiltInBookHoldsEveryPositionOfFourPliesOrFewer) {
  const OpeningBook& book = BuiltInOpeningBook();
  EXPECT_GT(book.size(), 100u);
  ExpectEveryLineCovered(book, ReversiState(), 4);
  // Othello is a draw with perfect play (Takizawa, 2023): a deep search
  // should not value the start far from even.
  EXPECT_LT(std::abs(book.Find(After(""))->value), 3.0);
}

}  // namespace
}  // namespace reversi
