#include "engines/testing/nboard_fixture.h"

#include "absl/strings/match.h"
#include "games/reversi/reversi_state.h"
#include "gtest/gtest.h"

namespace engines {
namespace {

constexpr char kStart[] =
    "BO[8 ---------------------------O*------*O--------------------------- *]";

// The square of a "=== XX/eval/time" answer, checked against the referee's
// legal moves after `record`.
void ExpectLegalAnswer(const std::vector<std::string>& lines, const std::string& record) {
  ASSERT_FALSE(lines.empty());
  const std::string& answer = lines[lines.size() - 2];
  ASSERT_TRUE(absl::StartsWith(answer, "=== ")) << answer;
  absl::StatusOr<int> move = reversi::ParseMove(answer.substr(4, 2));
  ASSERT_TRUE(move.ok()) << answer;
  reversi::ReversiState state;
  const absl::StatusOr<std::vector<int>> moves = reversi::ParseRecord(record);
  ASSERT_TRUE(moves.ok()) << moves.status();
  for (int played : *moves) ASSERT_TRUE(state.Apply(played).ok());
  EXPECT_TRUE(state.LegalMoves() & reversi::SquareBit(*move)) << answer << " after " << record;
}

TEST(NboardFixtureTest, AnswersPingsAndNamesItself) {
  NboardFixture fixture({});
  EXPECT_TRUE(fixture.Handle("nboard 2").empty());
  EXPECT_EQ(fixture.Handle("set depth 3"),
            std::vector<std::string>{"set myname reversi-nboard-fixture"});
  EXPECT_EQ(fixture.Handle("ping 7"), std::vector<std::string>{"pong 7"});
  fixture.Handle("quit");
  EXPECT_TRUE(fixture.quit());
}

TEST(NboardFixtureTest, PlaysALegalMoveAfterAGameAndMoves) {
  NboardFixture fixture({});
  fixture.Handle("set depth 2");
  fixture.Handle(std::string("set game (;GM[Othello]PC[x]TY[8]") + kStart + "B[F5]W[D6];)");
  ExpectLegalAnswer(fixture.Handle("go"), "f5d6");
  fixture.Handle("move C3/0.5/1.2");
  ExpectLegalAnswer(fixture.Handle("go"), "f5d6c3");
  // An illegal move (and a pass while moves exist) changes nothing.
  fixture.Handle("move A1");
  fixture.Handle("move PA");
  ExpectLegalAnswer(fixture.Handle("go"), "f5d6c3");
}

TEST(NboardFixtureTest, ReadsEdaxStyleGamesWithPasses) {
  // After these eight plies black has no move and must pass.
  const std::string record = "d3c3e6d2d1e1b2c1";
  reversi::ReversiState state;
  const absl::StatusOr<std::vector<int>> moves = reversi::ParseRecord(record);
  ASSERT_TRUE(moves.ok()) << moves.status();
  for (int move : *moves) ASSERT_TRUE(state.Apply(move).ok());
  ASSERT_EQ(state.LegalMoves(), 0u) << "the record must end where black has to pass";
  NboardFixture fixture({});
  fixture.Handle("set depth 1");
  fixture.Handle(
      "set game (;GM[othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- "
      "-------- -------- *]B[d3]W[c3]B[e6]W[d2]B[d1]W[e1]B[b2]W[c1]B[pa];)");
  ExpectLegalAnswer(fixture.Handle("go"), record + "pass");
}

TEST(NboardFixtureTest, AnswersAnOccupiedSquareWhenAskedTo) {
  NboardFixtureOptions options;
  options.answer_illegal = true;
  NboardFixture fixture(options);
  fixture.Handle("set depth 1");
  EXPECT_EQ(fixture.Handle("go"), std::vector<std::string>{"=== D4/0.00/0.0"});
}

}  // namespace
}  // namespace engines
