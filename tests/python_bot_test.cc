// The example third-party bot (Python, stubs generated from the same
// .proto) plays a tournament next to the C++ engines.
#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

TEST(PythonBotTest, PlaysARoundRobinWithTheBuiltInEngines) {
  // Untimed (tc=inf; the bot and seed-d1 have fixed effort): on a loaded
  // machine an interpreter can stall past a 100 ms move's 1 s margin.
  harness::TournamentRun run =
      MakeRun({"name=py,cmd=examples/python_bot/reversi_bot.py,option.greed=0.5,tc=inf",
               "name=random,builtin=random,tc=inf",
               "name=seed-d1,builtin=reversi,option.eval=seed,option.depth=1,tc=inf"},
              4, ScratchPath("python/results.jsonl"));
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 12u);
  int python_games = 0;
  double python_score = 0;
  for (const tourney::v1::GameRecord& record : *records) {
    EXPECT_EQ(record.termination(), "normal") << record.termination_detail();
    for (int seat = 0; seat < 2; ++seat) {
      if (record.players(seat).name() != "py") continue;
      ++python_games;
      python_score += record.scores(seat);
      EXPECT_EQ(record.players(seat).options().at("greed"), "0.5");
    }
  }
  EXPECT_EQ(python_games, 8);
  // A corner-seeking greedy bot beats random more often than not.
  EXPECT_GT(python_score, 2);
}

TEST(PythonBotTest, ItsDeclaredOptionsAreEnforced) {
  harness::TournamentRun run =
      MakeRun({"name=py,cmd=examples/python_bot/reversi_bot.py,option.greed=2",
               "name=random,builtin=random"},
              2, ScratchPath("python_bad/results.jsonl"));
  EXPECT_EQ(std::string(harness::RunTournament(run).status().message()),
            "engine py: option greed=2: outside [0, 1]");
}

}  // namespace
}  // namespace tests
