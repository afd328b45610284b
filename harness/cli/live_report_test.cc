#include "harness/cli/live_report.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/formats/format_registry.h"
#include "harness/report/log_summary.h"
#include "harness/report/synthetic_log.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

using tourney::v1::GameRecord;
using tourney::v1::TournamentConfig;

GameRecord Game(int64_t index, int round, int match, const std::string& a, const std::string& b,
                double score_a) {
  GameRecord record = MadeUpGame("reversi", index + 1, {a, b}, {score_a, 1 - score_a}, {});
  record.set_tournament_id("t1");
  record.set_game_index(index);
  record.set_round(round);
  record.set_match(match);
  return record;
}

GameRecord Bye(int64_t index, int round, int match, const std::string& engine) {
  GameRecord record = MadeUpGame("reversi", index + 1, {engine}, {1}, {});
  record.set_tournament_id("t1");
  record.set_game_index(index);
  record.set_round(round);
  record.set_match(match);
  record.set_termination(kByeTermination);
  return record;
}

// The last page LiveReport writes for `records` of a run with `scheduled`
// games scheduled that was over (`ended`) or stopped.
std::string LastPage(const std::string& name, TournamentConfig::Format kind, int64_t scheduled,
                     const std::vector<GameRecord>& records, bool ended) {
  const std::string dir = std::string(std::getenv("TEST_TMPDIR")) + "/" + name;
  const std::string log = dir + ".jsonl", page = dir + ".html";
  std::ofstream out(log);
  for (const GameRecord& record : records) out << RecordToJson(record) << "\n";
  out.close();
  TournamentConfig config;
  config.set_format(kind);
  LiveReport live(page, "t", log, absl::ZeroDuration(), {}, &FormatOf(config));
  live.SetScheduled(scheduled);
  for (const GameRecord& record : records) live.Add(record);
  const absl::Status written = live.Finish(SummaryOf(records), nullptr, ended);
  EXPECT_TRUE(written.ok()) << written;
  std::ifstream in(page);
  std::stringstream html;
  html << in.rdbuf();
  return html.str();
}

// The text of <p id="partial" ...>...</p>, "" without one. (Not a
// std::regex: GCC 12 under ASan warns on its internals, and warnings fail
// the build.)
std::string PartialLine(const std::string& html) {
  const size_t tag = html.find("<p id=\"partial\"");
  if (tag == std::string::npos) return "";
  const size_t start = html.find('>', tag) + 1;
  return html.substr(start, html.find("</p>", start) - start);
}

// A Swiss of three engines, three rounds of one two-game match and a bye
// (6 games scheduled), stopped after round 1 and one game of round 2: 3
// games are in, and 2 byes, which are no games.
TEST(LiveReportTest, AStoppedSwissCountsItsGamesNotItsByes) {
  const std::string html =
      LastPage("swiss", TournamentConfig::SWISS, 6,
               {Game(0, 1, 1, "a", "b", 1), Game(1, 1, 1, "b", "a", 0.5), Bye(2, 1, 2, "c"),
                Bye(3, 2, 2, "b"), Game(4, 2, 1, "a", "c", 0)},
               /*ended=*/false);
  const std::string line = PartialLine(html);
  EXPECT_NE(line.find("Partial report: 3 of 6 games in, and 2 byes"), std::string::npos) << line;
}

// A knockout of four engines, one seat-swapped pair a match (6 games
// without tie-breaks), stopped in the final: its first semi-final was
// tied and played a tie-break pair, so 7 games are in and the page must
// still say it is partial.
TEST(LiveReportTest, AStoppedKnockoutCountsItsTieBreakGames) {
  const std::string html =
      LastPage("knockout", TournamentConfig::KNOCKOUT, 6,
               {Game(0, 1, 1, "a", "d", 1), Game(1, 1, 1, "d", "a", 1), Game(2, 1, 1, "a", "d", 1),
                Game(3, 1, 1, "d", "a", 0), Game(4, 1, 2, "b", "c", 1), Game(5, 1, 2, "c", "b", 0),
                Game(6, 2, 1, "a", "b", 0.5)},
               /*ended=*/false);
  const std::string line = PartialLine(html);
  EXPECT_NE(line.find("Partial report: 7 games in"), std::string::npos) << line;
  EXPECT_NE(line.find("tie-break"), std::string::npos) << line;
}

// A run that ended has a whole page, however many games it played of the
// scheduled (a rank run that settled early, a knockout without
// tie-breaks).
TEST(LiveReportTest, AnEndedRunIsNoPartialPage) {
  const std::string html =
      LastPage("ended", TournamentConfig::RANK, 600,
               {Game(0, 1, 1, "a", "b", 1), Game(1, 1, 1, "b", "a", 0)}, /*ended=*/true);
  EXPECT_EQ(PartialLine(html), "");
  EXPECT_NE(html.find("</html>"), std::string::npos);
}

}  // namespace
}  // namespace harness
