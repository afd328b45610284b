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
// `decisions` per game: two make a short record, 60 a Reversi game's worth.
tourney::v1::GameRecord Game(int64_t index, int decisions = 2) {
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
  std::string moves;
  for (int ply = 0; ply < decisions; ++ply) {
    const int seat = ply % 2;
    tourney::v1::MoveRecord* move = record.add_decisions();
    move->set_seat(seat);
    move->set_ply(ply);
    move->set_ms(static_cast<int>(index % 50));
    move->set_engine_ms(static_cast<int>(index % 40));
    move->set_depth(3 + seat);
    move->set_nodes(1000 + ply);
    move->set_score(ply * 0.5 - 7);
    moves += std::string(1, static_cast<char>('a' + ply % 8)) + char('1' + ply % 8);
  }
  record.set_moves(moves);
  record.set_plies(decisions);
  return record;
}

std::string WriteLog(const std::string& name, int64_t games, int decisions = 2) {
  const std::string path = TempPath(name);
  std::ofstream file(path, std::ios::trunc);
  for (int64_t i = 0; i < games; ++i) file << RecordToJson(Game(i, decisions)) << "\n";
  return path;
}

std::string ReadFile(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// How many games a page lists: its games data has one {"i":INDEX,...} each.
int ListedGames(const std::string& html) {
  int rows = 0;
  for (size_t at = html.find("{\"i\":"); at != std::string::npos;
       at = html.find("{\"i\":", at + 1)) {
    ++rows;
  }
  return rows;
}

TEST(LogSummaryTest, CountsWhatTheGamesSay) {
  const std::string path = WriteLog("small.jsonl", 120);
  {  // a repeated line counts once
    std::ofstream(path, std::ios::app) << RecordToJson(Game(5)) << "\n";
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
  const std::vector<RatingSample> samples = summary->RatingSamples();
  ASSERT_EQ(samples.size(), 20u);
  EXPECT_EQ(samples.back().games, 120);
  // The same report as from the records in memory.
  std::vector<tourney::v1::GameRecord> records;
  for (int64_t i = 0; i < 120; ++i) records.push_back(Game(i));
  EXPECT_EQ(FormatRatingsReport(*summary), FormatRatingsReport(records));
}

TEST(LogSummaryTest, VisitsTheFirstGamesOfALogAndStops) {
  const std::string path = WriteLog("first.jsonl", 30);
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
  const std::string path = WriteLog("capped.jsonl", 30);
  GameScan scan;
  absl::StatusOr<LogSummary> summary = ReadLogSummary({path}, &scan);
  ASSERT_TRUE(summary.ok()) << summary.status();
  std::ostringstream capped;
  ASSERT_TRUE(WriteLogHtmlReport(capped, *summary, path, 10, "capped").ok());
  EXPECT_NE(capped.str().find("Showing 10 of 30 games"), std::string::npos);
  EXPECT_EQ(ListedGames(capped.str()), 10);
  EXPECT_EQ(capped.str().find("{\"i\":10,"), std::string::npos);
  // Every game listed: no such line.
  std::ostringstream all;
  ASSERT_TRUE(WriteLogHtmlReport(all, *summary, path, 1000, "all").ok());
  EXPECT_EQ(ListedGames(all.str()), 30);
  EXPECT_EQ(all.str().find("Showing"), std::string::npos);
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
  absl::StatusOr<LogSummary> summary = ReadLogSummary({path}, &scan);
  ASSERT_TRUE(summary.ok()) << summary.status();
  const std::string report = FormatRatingsReport(*summary);
  const long grown_kb = MaxRssKb() - before;
  std::printf("%lld games: max RSS grew by %ld KB reading them\n", static_cast<long long>(kGames),
              grown_kb);
  EXPECT_EQ(summary->games(), kGames);
  EXPECT_LT(grown_kb, 24 * 1024);
}

// The page of 20 000 games of 60 decisions lists the first 10 000
// (kDefaultEmbeddedGames): held parsed, those took over 100 MB while the
// page was made. Streamed from the log to the file, one record at a time,
// the peak grows by a few MB: the page never sits in memory either.
TEST(LogSummaryTest, TheHtmlPageOfALargeLogTakesMemoryThatDoesNotGrowWithTheListedGames) {
  if (!MemoryBudgetsApply()) GTEST_SKIP() << "a memory budget means nothing in a sanitizer build";
  constexpr int64_t kGames = 20000;
  const std::string path = WriteLog("long.jsonl", kGames, 60);
  const std::string page = TempPath("long.html");
  const long before = MaxRssKb();
  GameScan scan;
  absl::StatusOr<LogSummary> summary = ReadLogSummary({path}, &scan);
  ASSERT_TRUE(summary.ok()) << summary.status();
  {
    std::ofstream out(page, std::ios::trunc);
    ASSERT_TRUE(WriteLogHtmlReport(out, *summary, path, kDefaultEmbeddedGames, "long").ok());
  }
  const long grown_kb = MaxRssKb() - before;
  std::printf("page of %lld games: max RSS grew by %ld KB writing it\n",
              static_cast<long long>(kGames), grown_kb);
  const std::string html = ReadFile(page);
  EXPECT_NE(html.find("Showing 10000 of 20000 games"), std::string::npos);
  EXPECT_EQ(ListedGames(html), 10000);
  EXPECT_LT(grown_kb, 16 * 1024);
}

}  // namespace
}  // namespace harness
