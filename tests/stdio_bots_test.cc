// The example stdio bots (examples/stdio_bots: Python and Node, standard
// libraries only, bot.v1 as JSON lines) play every registered game against
// random without a single forfeit.
#include <string>

#include "games/common/game_registry.h"
#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

class StdioBotsTest : public testing::TestWithParam<std::string> {};

TEST_P(StdioBotsTest, BothBotsPlayEveryGameAgainstRandomWithoutAForfeit) {
  const std::string& game = GetParam();
  // Untimed (tc=inf): this test is about the protocol, and on a loaded
  // machine (the sanitizer pass runs tests side by side on 2 cores) an
  // interpreter can stall past a 100 ms move's 1 s margin.
  harness::TournamentRun run =
      MakeRun({"name=py,cmd=examples/stdio_bots/random_bot.py,protocol=jsonl,tc=inf",
               "name=js,cmd=examples/stdio_bots/first_legal_bot.js,protocol=jsonl,tc=inf",
               "name=random,builtin=random,tc=inf"},
              2, ScratchPath(game + "/results.jsonl"));
  run.config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  run.config.set_gauntlet_engine("random");
  SetGame(&run, game, "");
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_FALSE(records->empty());
  ExpectAllNormal(*records);
  std::set<std::string> players;
  for (const tourney::v1::GameRecord& record : *records) {
    for (const tourney::v1::PlayerRecord& player : record.players()) players.insert(player.name());
  }
  EXPECT_EQ(players, (std::set<std::string>{"py", "js", "random"}));
}

INSTANTIATE_TEST_SUITE_P(Registry, StdioBotsTest, testing::ValuesIn(games::KnownGames()),
                         [](const testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

}  // namespace
}  // namespace tests
