// The NBoard adapter against engines/testing's NBoard fixture (the strong
// engine's search behind the NBoard protocol): whole tournaments against
// random and strong without a forfeit.
#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

TEST(NboardAdapterTest, TheFixturePlaysRandomAndStrongWithoutAForfeit) {
  harness::TournamentRun run =
      MakeRun({"name=fixture,cmd=engines/testing/nboard_fixture,protocol=nboard,option.depth=2",
               "name=random,builtin=random",
               "name=strong,builtin=reversi,option.depth=2,option.endgame_empties=8"},
              4, ScratchPath("nboard/results.jsonl"));
  run.config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  run.config.set_gauntlet_engine("fixture");
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 8u);
  ExpectAllNormal(*records);
  // Searching two plies and solving the last ten empties, the fixture beats
  // random (deterministic: depth limits only, seeded openings and random).
  double against_random = 0;
  for (const tourney::v1::GameRecord& record : *records) {
    const int fixture = record.players(0).name() == "fixture" ? 0 : 1;
    if (record.players(1 - fixture).name() == "random") against_random += record.scores(fixture);
  }
  EXPECT_GE(against_random, 3.0);
}

}  // namespace
}  // namespace tests
