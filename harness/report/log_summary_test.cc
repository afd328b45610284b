#include "harness/report/log_summary.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/report/html_report.h"
#include "harness/report/ratings_report.h"
#include "harness/results/results_log.h"
#include "harness/testing/memory_use.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

// Game `index` of a round robin among four engines laid out as the
// schedule does (seat-swapped pairs, a seed per rotation of the six
// pairings), with a result that depends on the index only.
tourney::v1::GameRecord Game(int64_t index) {
  static const int kPairings[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
  const int64_t rotation = index / 12;
  const int* pairing = kPairings[index % 12 / 2];
  const int shift = static_cast<int>(index % 2);
  tourney::v1::GameRecord record;
  record.set_tournament_id("t");
  record.set_game("reversi");
  record.set_game_index(index);
  record.set_pair_index(index / 2);
  record.set_seed(static_cast<uint64_t>(rotation) * 7919 + 1);
  record.set_termination("normal");
  record.set_fault_seat(-1);
  record.add_players()->set_name(std::string("engine") + char('a' + pairing[shift]));
  record.add_players()->set_name(std::string("engine") + char('a' + pairing[1 - shift]));
  const int outcome = static_cast<int>(index * 2654435761 % 7);  // 0-3 a win, 4-5 a loss, 6 a draw
  const double first = outcome < 4 ? 1 : outcome < 6 ? 0 : 0.5;
  record.add_scores(first);
  record.add_scores(1 - first);
  record.add_points((first - 0.5) * (2 + index % 30));
  record.add_points(-(first - 0.5) * (2 + index % 30));
  for (int seat = 0; seat < 2; ++seat) {
    tourney::v1::MoveRecord* move = record.add_decisions();
    move->set_seat(seat);
    move->set_ms(static_cast<int>(index % 50));
    move->set_depth(3 + seat);
  }
  return record;
}

std::string WriteLog(const std::string& name, int64_t games) {
  const std::string path = TempPath(name);
  std::ofstream file(path, std::ios::trunc);
  for (int64_t i = 0; i < games; ++i) file << RecordToJson(Game(i)) << "\n";
  return path;
}

TEST(LogSummaryTest, CountsWhatTheGamesSay) {
  const std::string path = WriteLog("small.jsonl", 120);
  {  // a repeated line counts once
    std::ofstream(path, std::ios::app) << RecordToJson(Game(5)) << "\n";
  }
  GameScan scan;
  absl::StatusOr<ReportInput> input = ReadReportInput({path}, 1000, &scan);
  ASSERT_TRUE(input.ok()) << input.status();
  EXPECT_EQ(scan.games, 120);
  EXPECT_EQ(scan.duplicates, 1);
  const Standings& standings = input->summary.standings();
  EXPECT_EQ(standings.games, 120);
  EXPECT_EQ(standings.units, 10);  // one seed per rotation of 12 games
  // Independent tally: wins, draws, losses of each engine.
  std::map<std::string, std::array<int, 3>> expected;
  for (int64_t i = 0; i < 120; ++i) {
    const tourney::v1::GameRecord game = Game(i);
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
  EXPECT_EQ(input->embedded.size(), 120u);
  const std::vector<RatingSample> samples = input->summary.RatingSamples();
  ASSERT_EQ(samples.size(), 20u);
  EXPECT_EQ(samples.back().games, 120);
  // The same report as from the records in memory.
  std::vector<tourney::v1::GameRecord> records;
  for (int64_t i = 0; i < 120; ++i) records.push_back(Game(i));
  EXPECT_EQ(FormatRatingsReport(input->summary), FormatRatingsReport(records));
}

TEST(LogSummaryTest, TheHtmlPageListsTheEmbeddedGamesAndSaysHowManyOfHowMany) {
  const std::string path = WriteLog("capped.jsonl", 30);
  GameScan scan;
  absl::StatusOr<ReportInput> input = ReadReportInput({path}, 10, &scan);
  ASSERT_TRUE(input.ok()) << input.status();
  ASSERT_EQ(input->embedded.size(), 10u);
  const std::string html = HtmlReport(input->summary, input->embedded, "capped");
  EXPECT_NE(html.find("Showing 10 of 30 games"), std::string::npos);
  // The page's list is built from its games data, one {"i":INDEX,...} a game.
  int rows = 0;
  for (size_t at = html.find("{\"i\":"); at != std::string::npos;
       at = html.find("{\"i\":", at + 1)) {
    ++rows;
  }
  EXPECT_EQ(rows, 10);
  EXPECT_EQ(html.find("{\"i\":10,"), std::string::npos);
  // Every game listed: no such line.
  std::vector<tourney::v1::GameRecord> all;
  for (int64_t i = 0; i < 30; ++i) all.push_back(Game(i));
  EXPECT_EQ(HtmlReport(input->summary, all, "all").find("Showing"), std::string::npos);
}

// Reading a log of 200 000 games (about 60 MB) for the ratings once held
// every record: hundreds of MB. Streamed, the peak grows by what the
// seeds and engines take (16 667 seeds here), well under the file's size.
TEST(LogSummaryTest, RatingsOfALargeLogTakeMemoryThatDoesNotGrowWithTheGames) {
  if (!MemoryBudgetsApply()) GTEST_SKIP() << "a memory budget means nothing in a sanitizer build";
  constexpr int64_t kGames = 200000;
  const std::string path = WriteLog("large.jsonl", kGames);
  const long before = MaxRssKb();
  GameScan scan;
  absl::StatusOr<ReportInput> input = ReadReportInput({path}, 0, &scan);
  ASSERT_TRUE(input.ok()) << input.status();
  const std::string report = FormatRatingsReport(input->summary);
  const long grown_kb = MaxRssKb() - before;
  std::printf("%lld games: max RSS grew by %ld KB reading them\n", static_cast<long long>(kGames),
              grown_kb);
  EXPECT_EQ(input->summary.games(), kGames);
  EXPECT_TRUE(input->embedded.empty());
  EXPECT_LT(grown_kb, 24 * 1024);
}

}  // namespace
}  // namespace harness
