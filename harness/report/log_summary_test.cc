#include "harness/report/log_summary.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/report/html_report.h"
#include "harness/report/ratings_report.h"
#include "harness/report/synthetic_log.h"
#include "harness/results/results_log.h"
#include "harness/testing/memory_use.h"

namespace harness {
namespace {

TEST(LogSummaryTest, CountsWhatTheGamesSay) {
  const std::string path = WriteSyntheticLog("small.jsonl", 120);
  {  // a repeated line counts once
    std::ofstream(path, std::ios::app) << RecordToJson(SyntheticGame(5)) << "\n";
  }
  GameScan scan;
  absl::StatusOr<LogSummary> summary = ReadLogSummary({path}, &scan);
  ASSERT_TRUE(summary.ok()) << summary.status();
  EXPECT_EQ(scan.games, 120);
  EXPECT_EQ(scan.duplicates, 1);
  const Standings& standings = summary->standings();
  EXPECT_EQ(standings.games, 120);
  EXPECT_EQ(standings.units, 10);  // one seed per rotation of 12 games
  // Independent tally: wins, draws, losses of each engine.
  std::map<std::string, std::array<int, 3>> expected;
  for (int64_t i = 0; i < 120; ++i) {
    const tourney::v1::GameRecord game = SyntheticGame(i);
    for (int seat = 0; seat < 2; ++seat) {
      const double score = game.scores(seat);
      ++expected[game.players(seat).name()][score == 1 ? 0 : score == 0.5 ? 1 : 2];
    }
  }
  ASSERT_EQ(standings.engines.size(), 4u);
  int pairs = 0;
  for (const EngineStanding& engine : standings.engines) {
    EXPECT_EQ(engine.games, 60) << engine.name;
    EXPECT_EQ((std::array<int, 3>{engine.wins, engine.draws, engine.losses}), expected[engine.name])
        << engine.name;
    for (int count : engine.pentanomial) pairs += count;
  }
  EXPECT_EQ(pairs, 120);  // 60 pairs, each counted for both its engines
  const std::vector<RatingSample> samples = summary->RatingSamples();
  ASSERT_EQ(samples.size(), 20u);
  EXPECT_EQ(samples.back().games, 120);
  // The same report as from the records in memory.
  std::vector<tourney::v1::GameRecord> records;
  for (int64_t i = 0; i < 120; ++i) records.push_back(SyntheticGame(i));
  EXPECT_EQ(FormatRatingsReport(*summary), FormatRatingsReport(records));
}

TEST(LogSummaryTest, VisitsTheFirstGamesOfALogAndStops) {
  const std::string path = WriteSyntheticLog("first.jsonl", 30);
  std::vector<int64_t> indices;
  ASSERT_TRUE(VisitFirstGames(path, 4, [&](const tourney::v1::GameRecord& r) {
                indices.push_back(r.game_index());
              }).ok());
  EXPECT_EQ(indices, (std::vector<int64_t>{0, 1, 2, 3}));
  indices.clear();
  ASSERT_TRUE(VisitFirstGames(path, 100, [&](const tourney::v1::GameRecord&) {
                indices.push_back(0);
              }).ok());
  EXPECT_EQ(indices.size(), 30u);
}

TEST(LogSummaryTest, TheHtmlPageListsTheFirstGamesAndSaysHowManyOfHowMany) {
  const std::string path = WriteSyntheticLog("capped.jsonl", 30);
  GameScan scan;
  absl::StatusOr<LogSummary> summary = ReadLogSummary({path}, &scan);
  ASSERT_TRUE(summary.ok()) << summary.status();
  std::ostringstream capped;
  ASSERT_TRUE(WriteLogHtmlReport(capped, *summary, path, 10, "capped").ok());
  EXPECT_NE(capped.str().find("Showing 10 of 30 games"), std::string::npos);
  EXPECT_EQ(CountListedGames(capped.str()), 10);
  EXPECT_EQ(capped.str().find("{\"i\":10,"), std::string::npos);
  // Every game listed: no such line.
  std::ostringstream all;
  ASSERT_TRUE(WriteLogHtmlReport(all, *summary, path, 1000, "all").ok());
  EXPECT_EQ(CountListedGames(all.str()), 30);
  EXPECT_EQ(all.str().find("Showing"), std::string::npos);
}

// Reading a log of 200 000 games (about 60 MB) for the ratings once held
// every record: hundreds of MB. Streamed, the peak grows by what the
// seeds and engines take (16 667 seeds here), well under the file's size.
TEST(LogSummaryTest, RatingsOfALargeLogTakeMemoryThatDoesNotGrowWithTheGames) {
  if (!MemoryBudgetsApply()) GTEST_SKIP() << "a memory budget means nothing in a sanitizer build";
  constexpr int64_t kGames = 200000;
  const std::string path = WriteSyntheticLog("large.jsonl", kGames);
  const long before = MaxRssKb();
  GameScan scan;
  absl::StatusOr<LogSummary> summary = ReadLogSummary({path}, &scan);
  ASSERT_TRUE(summary.ok()) << summary.status();
  const std::string report = FormatRatingsReport(*summary);
  const long grown_kb = MaxRssKb() - before;
  std::printf("%lld games: max RSS grew by %ld KB reading them\n", static_cast<long long>(kGames),
              grown_kb);
  EXPECT_EQ(summary->games(), kGames);
  EXPECT_LT(grown_kb, 24 * 1024);
}

}  // namespace
}  // namespace harness
