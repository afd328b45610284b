// Yacht through the whole harness: the yacht engine (optimal, the seed's
// DP, a hot temperature) and random in 2- and 3-player games.
#include <cstdlib>
#include <map>

#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "harness/ratings/standings.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

class YachtTournamentTest : public testing::Test {
 protected:
  void SetUp() override {
    // Engines inherit it: their solver tables go to the test's scratch dir.
    setenv("TOURNEY_CACHE_DIR", ScratchPath("yacht-cache").c_str(), 1);
  }
};

std::map<std::string, double> MeanPoints(const std::vector<tourney::v1::GameRecord>& records) {
  std::map<std::string, double> mean;
  for (const harness::EngineStanding& engine : harness::ComputeStandings(records).engines) {
    mean[engine.name] = harness::Summarize(engine.points).mean;
  }
  return mean;
}

TEST_F(YachtTournamentTest, ThreePlayerGamesWithDuplicateDice) {
  harness::TournamentRun run =
      MakeRun({"name=optimal,builtin=yacht", "name=seed,builtin=yacht,option.policy=seed",
               "name=random,builtin=random"},
              12, ScratchPath("yacht3/results.jsonl"));
  run.config.set_seats_per_game(3);
  SetGame(&run, "yacht", "clubhouse:duplicate_dice=true");
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  // One group, 4 rounds of 3 seat rotations: 4 dice streams (a round's games
  // share one), so that the means below hold whatever the seed deals.
  ASSERT_EQ(records->size(), 12u);
  for (const tourney::v1::GameRecord& record : *records) {
    EXPECT_EQ(record.termination(), "normal") << record.termination_detail();
    ASSERT_EQ(record.players_size(), 3);
    ASSERT_EQ(record.points_size(), 3);
    // Every player fills 12 boxes: 12 to 36 decisions each.
    EXPECT_GE(record.plies(), 36);
    EXPECT_LE(record.plies(), 108);
  }
  const std::map<std::string, double> mean = MeanPoints(*records);
  // Random play scores far below any real policy (~46 vs ~190).
  EXPECT_GT(mean.at("optimal"), mean.at("random") + 80);
  EXPECT_GT(mean.at("seed"), mean.at("random") + 80);
  // Pairwise results: each game gives every engine two.
  const harness::Standings standings = harness::ComputeStandings(*records);
  for (const harness::EngineStanding& engine : standings.engines) {
    EXPECT_EQ(engine.wins + engine.draws + engine.losses, 24) << engine.name;
  }
}

TEST_F(YachtTournamentTest, TwoPlayerYahtzeeWithThrottles) {
  harness::TournamentRun run =
      MakeRun({"name=optimal,builtin=yacht",
               "name=hot,builtin=yacht,option.temperature=20,option.epsilon=0.2"},
              4, ScratchPath("yacht2/results.jsonl"));
  SetGame(&run, "yacht", "yahtzee");
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 4u);
  ExpectAllNormal(*records);
}

TEST_F(YachtTournamentTest, BadVariantsAndSeatCountsAreRefused) {
  harness::TournamentRun run = MakeRun({"name=a,builtin=yacht", "name=b,builtin=random"}, 2,
                                       ScratchPath("yachtbad/r.jsonl"));
  run.config.set_game("yacht");
  run.config.set_variant("kniffel");
  EXPECT_EQ(std::string(harness::RunTournament(run).status().message()),
            "unknown yacht ruleset 'kniffel' (known: pancht, clubhouse, yahtzee)");
  run.config.set_variant("clubhouse");
  run.config.set_seats_per_game(7);
  EXPECT_EQ(std::string(harness::RunTournament(run).status().message()),
            "yacht is for 1 to 6 players, not 7");
  run.config.set_game("reversi");
  run.config.set_variant("");
  run.config.set_seats_per_game(3);
  EXPECT_EQ(std::string(harness::RunTournament(run).status().message()),
            "reversi is for 2 players, not 3");
}

}  // namespace
}  // namespace tests
