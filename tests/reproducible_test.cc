// Reproducible runs: untimed engines with node or depth limits, the same
// config and seed, give the same results log apart from timestamps and
// measured times, whatever the concurrency.
#include <algorithm>

#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "harness/results/results_log.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

// The log's lines without times, in game order (games finish in any order).
std::vector<std::string> LogWithoutTimes(const std::string& path) {
  absl::StatusOr<harness::LoadedResults> loaded = harness::ReadResults(path);
  EXPECT_TRUE(loaded.ok()) << loaded.status();
  if (!loaded.ok()) return {};
  std::vector<tourney::v1::GameRecord> records = loaded->records;
  std::sort(records.begin(), records.end(),
            [](const auto& a, const auto& b) { return a.game_index() < b.game_index(); });
  std::vector<std::string> lines;
  for (const tourney::v1::GameRecord& record : records) {
    lines.push_back(harness::RecordToJson(harness::WithoutTimes(record)));
  }
  return lines;
}

struct Case {
  std::string name, game, variant;
  std::vector<std::string> engines;
};

class ReproducibleTest : public testing::TestWithParam<Case> {};

TEST_P(ReproducibleTest, SameConfigAndSeedGiveTheSameLogAtConcurrencyOneAndTwo) {
  const Case& c = GetParam();
  std::vector<std::vector<std::string>> logs;
  for (int concurrency : {1, 2}) {
    harness::TournamentRun run =
        MakeRun(c.engines, 2, ScratchPath(c.name + std::to_string(concurrency) + "/results.jsonl"));
    if (!c.game.empty()) SetGame(&run, c.game, c.variant);
    run.config.mutable_each()->mutable_time_control()->set_infinite(true);
    run.config.set_concurrency(concurrency);
    harness::ApplyDefaults(&run.config);
    absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
    ASSERT_TRUE(records.ok()) << records.status();
    ExpectAllNormal(*records);
    logs.push_back(LogWithoutTimes(run.config.results()));
  }
  ASSERT_EQ(logs[0].size(), 6u);
  for (size_t i = 0; i < logs[0].size(); ++i) EXPECT_EQ(logs[0][i], logs[1][i]) << "game " << i;
  // The records carry what the engines reported, so equal logs mean equal
  // searches, not just equal moves.
  EXPECT_NE(logs[0][0].find("\"nodes\""), std::string::npos) << logs[0][0];
}

INSTANTIATE_TEST_SUITE_P(
    Engines, ReproducibleTest,
    testing::Values(Case{"reversi",
                         "",
                         "",
                         {"name=strong,builtin=reversi,nodes=20000,option.noise=1",
                          "name=strong-d3,builtin=reversi,depth=3,option.endgame_empties=8",
                          "name=random,builtin=random"}},
                    Case{"nimtetris",
                         "nimtetris",
                         "6x6",
                         {"name=solver,builtin=nimtetris,nodes=2000",
                          "name=level4,builtin=nimtetris,option.level=4,nodes=100000",
                          "name=random,builtin=random"}}),
    [](const testing::TestParamInfo<Case>& info) { return info.param.name; });

}  // namespace
}  // namespace tests
