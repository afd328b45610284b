// Opening suites and adjudication in real tournaments: pairs start from
// their suite line, and each adjudication rule ends games as it says (the
// faulty engine reports fixed scores for resign and draw; a solved game's
// points are checked by plain minimax).
#include <fstream>
#include <map>
#include <set>

#include "absl/strings/match.h"
#include "games/reversi/reversi_state.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

constexpr char kFaulty[] = "cmd=engines/testing/faulty_engine";

std::vector<tourney::v1::GameRecord> Play(const harness::TournamentRun& run) {
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  EXPECT_TRUE(records.ok()) << records.status();
  return records.ok() ? *records : std::vector<tourney::v1::GameRecord>{};
}

TEST(OpeningSuiteTest, EachPairStartsFromItsLineInBothSeats) {
  const std::string results = ScratchPath("suite/results.jsonl");
  const std::string suite = ScratchPath("suite.txt");
  std::ofstream(suite) << "# two openings\nf5d6c3d3c4f4f6f3\nf5f6e6f4\n";
  harness::TournamentRun run =
      MakeRun({"name=a,builtin=random", "name=b,builtin=reversi,option.eval=seed,option.depth=1"},
              6, results);
  run.config.set_opening_plies(0);
  run.config.mutable_openings()->set_file(suite);
  harness::ApplyDefaults(&run.config);
  const std::vector<tourney::v1::GameRecord> records = Play(run);
  ASSERT_EQ(records.size(), 6u);
  ExpectAllNormal(records);
  const std::map<int, std::string> lines = {{1, "f5d6c3d3c4f4f6f3"}, {2, "f5f6e6f4"}};
  std::map<int64_t, std::set<int>> by_pair;
  for (const tourney::v1::GameRecord& record : records) {
    ASSERT_TRUE(lines.count(record.opening_index())) << record.opening_index();
    const std::string& line = lines.at(record.opening_index());
    EXPECT_TRUE(absl::StartsWith(record.moves(), line)) << record.moves();
    EXPECT_EQ(record.opening_plies(), static_cast<int>(line.size() / 2));
    by_pair[record.pair_index()].insert(record.opening_index());
  }
  // Pairs 0, 1, 2 play lines 1, 2, 1 (in file order, wrapping).
  EXPECT_EQ(by_pair[0], std::set<int>{1});
  EXPECT_EQ(by_pair[1], std::set<int>{2});
  EXPECT_EQ(by_pair[2], std::set<int>{1});
}

TEST(AdjudicationE2eTest, ResignWhenBothEnginesAgree) {
  harness::TournamentRun run =
      MakeRun({absl::StrCat("name=optimist,", kFaulty, ",option.report=score,option.score=10"),
               absl::StrCat("name=pessimist,", kFaulty, ",option.report=score,option.score=-10")},
              4, ScratchPath("resign/results.jsonl"));
  run.config.mutable_adjudication()->set_resign_moves(3);
  run.config.mutable_adjudication()->set_resign_score(5);
  for (const tourney::v1::GameRecord& record : Play(run)) {
    EXPECT_EQ(record.termination(), "adjudicated_resign");
    EXPECT_EQ(record.fault_seat(), -1);
    const int optimist = record.players(0).name() == "optimist" ? 0 : 1;
    EXPECT_EQ(record.scores(optimist), 1);
    EXPECT_EQ(record.scores(1 - optimist), 0);
    EXPECT_EQ(record.points_size(), 0);
    // Three scored decisions each after the 4 opening plies, and forced
    // moves (which do not count) at most a few.
    EXPECT_GE(record.plies(), 4 + 6);
    EXPECT_LE(record.plies(), 4 + 12);
  }
}

TEST(AdjudicationE2eTest, DrawWhenBothReportEvenFromThePly) {
  harness::TournamentRun run =
      MakeRun({absl::StrCat("name=x,", kFaulty, ",option.report=score,option.score=0.25"),
               absl::StrCat("name=y,", kFaulty, ",option.report=score,option.score=-0.5")},
              4, ScratchPath("draw/results.jsonl"));
  run.config.mutable_adjudication()->set_draw_moves(2);
  run.config.mutable_adjudication()->set_draw_score(0.5);
  run.config.mutable_adjudication()->set_draw_after_ply(20);
  for (const tourney::v1::GameRecord& record : Play(run)) {
    EXPECT_EQ(record.termination(), "adjudicated_draw");
    EXPECT_EQ(record.scores(0), 0.5);
    EXPECT_EQ(record.scores(1), 0.5);
    EXPECT_GE(record.plies(), 24);
    EXPECT_LE(record.plies(), 30);
  }
}

TEST(AdjudicationE2eTest, PlyCapStopsEveryGameAtTheCap) {
  harness::TournamentRun run = MakeRun({"name=a,builtin=random", "name=b,builtin=random"}, 4,
                                       ScratchPath("cap/results.jsonl"));
  run.config.mutable_adjudication()->set_max_plies(15);
  for (const tourney::v1::GameRecord& record : Play(run)) {
    EXPECT_EQ(record.termination(), "adjudicated_ply_cap");
    EXPECT_EQ(record.plies(), 15);
    EXPECT_EQ(record.scores(0), 0.5);
  }
}

TEST(AdjudicationE2eTest, SolvedGamesGetThePerfectPlayPoints) {
  harness::TournamentRun run = MakeRun({"name=a,builtin=random", "name=b,builtin=random"}, 6,
                                       ScratchPath("solved/results.jsonl"));
  run.config.mutable_adjudication()->set_solve_empties(9);
  int solved = 0;
  for (const tourney::v1::GameRecord& record : Play(run)) {
    if (record.termination() == "normal") continue;  // ended before 9 empties
    ASSERT_EQ(record.termination(), "adjudicated_solved") << record.termination_detail();
    ++solved;
    // The position the harness stopped at, from the record.
    reversi::ReversiState state;
    const absl::StatusOr<std::vector<int>> moves = reversi::ParseRecord(record.moves());
    ASSERT_TRUE(moves.ok()) << moves.status();
    for (int move : *moves) ASSERT_TRUE(state.Apply(move).ok());
    const reversi::Position position = state.PositionToMove();
    EXPECT_EQ(position.EmptyCount(), 9);  // stopped on reaching the limit
    const int mover = reversi::ExactByMinimax(position);
    const int black = state.ToMove() == reversi::Color::kBlack ? mover : -mover;
    EXPECT_EQ(record.points(0), black) << record.moves();
    EXPECT_EQ(record.points(1), -black);
    EXPECT_EQ(record.scores(0), black > 0 ? 1 : black < 0 ? 0 : 0.5);
  }
  EXPECT_GT(solved, 0);
}

}  // namespace
}  // namespace tests
