#include "harness/report/ratings_report.h"

#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "harness/report/html_report.h"
#include "harness/report/synthetic_log.h"

namespace harness {
namespace {

constexpr auto& Game = MadeUpGame;

// Seat-swapped Reversi pairs among three engines over `seeds` seeds.
std::vector<tourney::v1::GameRecord> TwoSeatLog(int copies, uint64_t seeds = 6) {
  std::vector<tourney::v1::GameRecord> records;
  const char* names[] = {"x", "y", "z"};
  for (uint64_t seed = 1; seed <= seeds; ++seed) {
    for (int copy = 0; copy < copies; ++copy) {
      for (int a = 0; a < 3; ++a) {
        for (int b = a + 1; b < 3; ++b) {
          const double first = (seed + a + b) % 3 == 0 ? 0.5 : (seed * (a + 1) + b) % 2;
          records.push_back(
              Game("reversi", seed, {names[a], names[b]}, {first, 1 - first}, {4, -4}));
          records.push_back(
              Game("reversi", seed, {names[b], names[a]}, {1 - first, first}, {-2, 2}));
        }
      }
    }
  }
  return records;
}

// The lines of the ratings table (rank to pentanomial), without the games
// column and what follows it on each line.
std::vector<std::string> RatingLines(const std::string& report) {
  std::vector<std::string> lines;
  for (absl::string_view line : absl::StrSplit(report, '\n')) {
    if (line.size() > 40 && line[0] >= '1' && line[0] <= '9' && line[1] == ' ') {
      lines.push_back(std::string(line.substr(0, 46)));
    }
  }
  return lines;
}

TEST(RatingsReportTest, CopiesOfEverySeedsGamesPrintTheSameRatings) {
  const std::string once = FormatRatingsReport(TwoSeatLog(1));
  const std::string thrice = FormatRatingsReport(TwoSeatLog(3));
  ASSERT_EQ(RatingLines(once).size(), 3u) << once;
  EXPECT_EQ(RatingLines(once), RatingLines(thrice)) << once << thrice;
  EXPECT_NE(thrice.find("108 games, 108 distinct, in 6 independent units"), std::string::npos)
      << thrice;
}

TEST(RatingsReportTest, TwoSeatReportStatesItsMethod) {
  const std::string report = FormatRatingsReport(TwoSeatLog(1));
  for (const char* expected :
       {"draws count as half points", "cluster-robust over the 6 independent units",
        "Student t with an engine's own units less one degrees of freedom", "pairs 0/½/1/1½/2",
        "First seat: scored"}) {
    EXPECT_NE(report.find(expected), std::string::npos) << expected << "\n" << report;
  }
}

// Two seeds for three engines: too few units to judge any spread, so both
// reports say so and no engine gets an interval or LOS (Ordo's model-based
// intervals would count the games as independent).
TEST(RatingsReportTest, TooFewUnitsGiveNoIntervalAndSaySo) {
  const std::vector<tourney::v1::GameRecord> records = TwoSeatLog(1, 2);
  const std::string method =
      "No 95% intervals or LOS: 2 independent units hold rated games, fewer than the 3 rated "
      "engines, too few to judge how far the ratings could be off";
  const std::string report = FormatRatingsReport(records);
  EXPECT_NE(report.find(method), std::string::npos) << report;
  for (const char* wrong : {"model-based", "cluster-robust over the", "Student t", "nan"})
    EXPECT_EQ(report.find(wrong), std::string::npos) << wrong << "\n" << report;
  const std::vector<std::string> lines = RatingLines(report);
  ASSERT_EQ(lines.size(), 3u) << report;
  for (const std::string& line : lines) EXPECT_EQ(line.find("["), std::string::npos) << line;
  const std::string los = report.substr(report.find("likelihood of superiority"));
  EXPECT_EQ(los.substr(0, los.find("head to head")).find_first_of("0123456789"), std::string::npos)
      << los;
  EXPECT_NE(HtmlReport(records, "t").find(method), std::string::npos);
}

TEST(RatingsReportTest, PerfectEngineIsReportedAsABound) {
  std::vector<tourney::v1::GameRecord> records = TwoSeatLog(1);
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    for (const char* other : {"x", "y", "z"}) {
      records.push_back(Game("reversi", seed, {"best", other}, {1, 0}, {10, -10}));
      records.push_back(Game("reversi", seed, {other, "best"}, {0, 1}, {-10, 10}));
    }
  }
  const std::string report = FormatRatingsReport(records);
  EXPECT_NE(report.find("(lower 95% limit)"), std::string::npos) << report;
  EXPECT_NE(report.find("best won every game: no finite rating exists"), std::string::npos)
      << report;
  EXPECT_NE(report.find(">=98.4"), std::string::npos) << report;  // 1 - 2^-6 against each
  // The others' lines are those of the log without it.
  std::vector<std::string> others = RatingLines(report);
  ASSERT_EQ(others.size(), 4u);
  EXPECT_EQ(others[0].substr(0, 10), "1    best ");
  const std::vector<std::string> without = RatingLines(FormatRatingsReport(TwoSeatLog(1)));
  for (int k = 0; k < 3; ++k) EXPECT_EQ(others[k + 1].substr(5), without[k].substr(5));
}

TEST(RatingsReportTest, CountsEveryTerminationAdjudicationsAsNoFault) {
  std::vector<tourney::v1::GameRecord> records = TwoSeatLog(1);
  records[0].set_termination("adjudicated_resign");
  records[0].clear_points();
  records[1].set_termination("adjudicated_solved");
  records[2].set_termination("adjudicated_resign");
  records[2].clear_points();
  records[3].set_termination("timeout");
  records[3].set_fault_seat(0);
  const std::string report = FormatRatingsReport(records);
  EXPECT_NE(report.find("\nterminations: adjudicated_resign 2 adjudicated_solved 1 normal " +
                        std::to_string(records.size() - 4) + " timeout 1\n"),
            std::string::npos)
      << report;
  const std::string html = HtmlReport(records, "t");
  EXPECT_NE(html.find("<td>adjudicated_resign</td><td>2</td>"), std::string::npos);
}

TEST(RatingsReportTest, ThreeSeatTablesHaveNoPairColumns) {
  std::vector<tourney::v1::GameRecord> records;
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    records.push_back(Game("davinci", seed, {"p", "q", "r"}, {1, 0.5, 0}, {1, 2, 3}));
    records.push_back(Game("davinci", seed, {"q", "r", "p"}, {1, 0, 0.5}, {1, 3, 2}));
    records.push_back(Game("davinci", seed, {"r", "p", "q"}, {seed % 2 * 1.0, 0.5, 0}, {1, 2, 3}));
  }
  const std::string report = FormatRatingsReport(records);
  EXPECT_EQ(report.find("pairs"), std::string::npos) << report;
  EXPECT_NE(report.find("First seat: scored"), std::string::npos) << report;
}

TEST(RatingsReportTest, SoloEnginesAreRankedByPointsWithIntervals) {
  std::vector<tourney::v1::GameRecord> records;
  const double good[] = {34, 38, 31, 36}, poor[] = {60, 55, 64, 58};
  for (uint64_t seed = 0; seed < 4; ++seed) {
    records.push_back(Game("battleship", seed, {"poor"}, {1}, {poor[seed]}));
    records.push_back(Game("battleship", seed, {"good"}, {1}, {good[seed]}));
  }
  const std::string report = FormatRatingsReport(records);
  // Fewer shots is better; mean 34.75, s.e. sqrt(8.9167 / 4), t(3) 3.1824.
  EXPECT_NE(report.find("1    good                +34.75 [   +30.00,    +39.50]"),
            std::string::npos)
      << report;
  EXPECT_NE(report.find("2    poor"), std::string::npos) << report;
  EXPECT_NE(report.find("lower is better"), std::string::npos) << report;
  EXPECT_EQ(report.find("+0 [+0"), std::string::npos) << report;
  EXPECT_EQ(report.find("pairs"), std::string::npos) << report;
  const std::string html = HtmlReport(records, "solo");
  EXPECT_NE(html.find("<td>+34.75</td><td>[+30.00, +39.50]</td>"), std::string::npos) << html;
}

// Two seeds of a three-seat game: no interval, where Student t's one
// degree of freedom once gave "[-292.7%, 342.7%]".
TEST(RatingsReportTest, FirstSeatIntervalNeedsSeedsAndStaysWithinZeroToHundred) {
  std::vector<tourney::v1::GameRecord> few;
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    few.push_back(Game("davinci", seed, {"p", "q", "r"},
                       {seed == 1 ? 1.0 : 0.0, 0, seed == 1 ? 0.0 : 1.0}, {1, 3, 2}));
  }
  const std::string report = FormatRatingsReport(few);
  EXPECT_NE(report.find("% (no interval: 2 seeds, 5 needed) against the other seats"),
            std::string::npos)
      << report;
  // Six seeds, the first seat winning all but one: the t interval passes
  // 100% and is cut there.
  std::vector<tourney::v1::GameRecord> many;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const double first = seed == 1 ? 0 : 1;
    many.push_back(Game("reversi", seed, {"x", "y"}, {first, 1 - first}, {2, -2}));
    many.push_back(Game("reversi", seed, {"y", "x"}, {first, 1 - first}, {2, -2}));
  }
  const std::string cut = FormatRatingsReport(many);
  EXPECT_NE(cut.find("First seat: scored 83.3% [40.5%, 100.0%]"), std::string::npos) << cut;
}

// Every pair split 1-1, the first seat winning each game: every seed alike.
TEST(RatingsReportTest, EveryPairSplitHasNoIntervalNoLosAndNoMinusZero) {
  std::vector<tourney::v1::GameRecord> records;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    records.push_back(Game("reversi", seed, {"a", "b"}, {1, 0}, {2, -2}));
    records.push_back(Game("reversi", seed, {"b", "a"}, {1, 0}, {2, -2}));
  }
  const std::string report = FormatRatingsReport(records);
  EXPECT_NE(report.find("    +0       (no spread)"), std::string::npos) << report;
  EXPECT_EQ(report.find("-0"), std::string::npos) << report;
  EXPECT_EQ(report.find("84."), std::string::npos) << report;
  EXPECT_EQ(report.find("15.9"), std::string::npos) << report;
  EXPECT_NE(report.find("the seeds show no spread: no interval or LOS can be given"),
            std::string::npos)
      << report;
  EXPECT_NE(report.find("First seat: scored 100.0% (no interval: every seed gave the first seat "
                        "the same score)"),
            std::string::npos)
      << report;
}

// One engine won every game against the only other: nobody is left to rate,
// no seed holds a rated game, and neither line has a limit.
TEST(RatingsReportTest, OneSweepSaysNothingIsLeftToRate) {
  std::vector<tourney::v1::GameRecord> records;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    records.push_back(Game("reversi", seed, {"top", "low"}, {1, 0}, {10, -10}));
    records.push_back(Game("reversi", seed, {"low", "top"}, {0, 1}, {-10, 10}));
  }
  const std::string report = FormatRatingsReport(records);
  for (const char* expected :
       {"No 95% intervals or LOS: no seed holds a game between rated engines.",
        "they are left out, and no engine is left to rate.",
        "top, low met no rated engine, so no limit exists (n/a)."}) {
    EXPECT_NE(report.find(expected), std::string::npos) << expected << "\n" << report;
  }
  for (const char* wrong : {"0 seeds", "0 degrees", "the others", "one-sided", "-1 degrees"})
    EXPECT_EQ(report.find(wrong), std::string::npos) << wrong << "\n" << report;
}

// Bins end at the largest value seen: Reversi's margins stop at +64, Da
// Vinci's places at 3, unsigned.
TEST(RatingsReportTest, HistogramBinsStayWithinTheValuesSeen) {
  std::vector<tourney::v1::GameRecord> reversi;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    reversi.push_back(Game("reversi", seed, {"x", "y"}, {1, 0}, {64, -64}));
    reversi.push_back(Game("reversi", seed, {"y", "x"}, {0.5, 0.5}, {0, 0}));
  }
  const std::string margins = FormatRatingsReport(reversi);
  EXPECT_NE(margins.find("[+57, +64]"), std::string::npos) << margins;
  EXPECT_EQ(margins.find("+65"), std::string::npos) << margins;
  std::vector<tourney::v1::GameRecord> davinci;
  for (uint64_t seed = 1; seed <= 3; ++seed)
    davinci.push_back(Game("davinci", seed, {"p", "q", "r"}, {1, 0.5, 0}, {1, 2, 3}));
  const std::string places = FormatRatingsReport(davinci);
  EXPECT_NE(places.find("[3, 3]"), std::string::npos) << places;
  EXPECT_EQ(places.find("[4,"), std::string::npos) << places;
  EXPECT_EQ(places.find("[+1"), std::string::npos) << places;
  const size_t table = places.find("per engine (its own side");
  ASSERT_NE(table, std::string::npos) << places;
  const std::string rows = places.substr(table, places.find("histogram of", table) - table);
  EXPECT_EQ(rows.find('+'), std::string::npos) << rows;
  EXPECT_NE(rows.find("   1.00 "), std::string::npos) << rows;  // p's mean place, unsigned
}

// Two engines, one game, and a third that never played: no LOS from the
// one game (">=50.0" said nothing), no "nan" anywhere, and the third listed
// with "no games" (it was missing).
TEST(RatingsReportTest, DegenerateCasesSayWhatTheyMean) {
  LogSummary summary(1);
  summary.Add(Game("reversi", 5, {"a", "b"}, {1, 0}, {6, -6}));
  summary.AddEngine("a");
  summary.AddEngine("idle");
  const std::string report = FormatRatingsReport(summary);
  EXPECT_EQ(report.find(">="), std::string::npos) << report;
  EXPECT_EQ(report.find("<="), std::string::npos) << report;
  EXPECT_EQ(report.find("nan"), std::string::npos) << report;
  const std::vector<std::string> lines = RatingLines(report);
  ASSERT_EQ(lines.size(), 3u) << report;
  EXPECT_NE(lines[2].find("idle"), std::string::npos) << report;
  EXPECT_NE(report.find("(no games)"), std::string::npos) << report;
  EXPECT_NE(report.find("idle has no games."), std::string::npos) << report;
  std::ostringstream html;
  ASSERT_TRUE(WriteHtmlReport(
                  html, summary, [](const GameVisitor&) { return absl::OkStatus(); }, 0, "t")
                  .ok());
  EXPECT_EQ(html.str().find("nan"), std::string::npos);
  EXPECT_NE(html.str().find("(no games)"), std::string::npos);
}

// Games paired by earlier results (a round is set): the report states the
// selection such designs carry; a round robin's says nothing of it.
TEST(RatingsReportTest, ResultPairedDesignsStateTheirBias) {
  std::vector<tourney::v1::GameRecord> records = TwoSeatLog(1);
  const std::string bias = "Pairings followed earlier results (Swiss, knockout or rank)";
  EXPECT_EQ(FormatRatingsReport(records).find(bias), std::string::npos);
  for (tourney::v1::GameRecord& record : records) record.set_round(1);
  EXPECT_NE(FormatRatingsReport(records).find(bias), std::string::npos);
  EXPECT_NE(HtmlReport(records, "t").find(bias), std::string::npos);
}

}  // namespace
}  // namespace harness
