#include "harness/report/html_report.h"

#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/formats/format_registry.h"
#include "harness/report/engine_colors.h"
#include "harness/report/synthetic_log.h"

namespace harness {
namespace {

constexpr auto& Game = MadeUpGame;

// The part of the page from `from` to the next `to`.
std::string Between(const std::string& html, const std::string& from, const std::string& to) {
  const size_t start = html.find(from);
  if (start == std::string::npos) return "";
  return html.substr(start, html.find(to, start + from.size()) - start);
}

// x and y split their games over 8 seeds; "late" plays two games at the
// end only, so the chart has one sample of it.
std::vector<tourney::v1::GameRecord> LateEngineLog() {
  std::vector<tourney::v1::GameRecord> records;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const double first = seed % 3 == 0 ? 0 : 1;
    records.push_back(Game("reversi", seed, {"x", "y"}, {first, 1 - first}, {64, -64}));
    records.push_back(Game("reversi", seed, {"y", "x"}, {first, 1 - first}, {-64, 64}));
  }
  records.push_back(Game("reversi", 9, {"late", "x"}, {1, 0}, {2, -2}));
  records.push_back(Game("reversi", 9, {"x", "late"}, {1, 0}, {2, -2}));
  return records;
}

TEST(HtmlReportTest, AnEngineWithOneSampleIsDrawn) {
  const std::string html = HtmlReport(LateEngineLog(), "t");
  const std::string chart = Between(html, "<svg id=\"rating-over-time\"", "</svg>");
  ASSERT_NE(chart, "") << html;
  EXPECT_NE(chart.find(absl::StrCat("r=\"3\" fill=\"", EngineColor(2), "\"")), std::string::npos)
      << chart;
  EXPECT_EQ(html.find("rating-over-time-blank"), std::string::npos);
}

TEST(HtmlReportTest, ABlankRatingChartSaysWhy) {
  std::vector<tourney::v1::GameRecord> records;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    records.push_back(Game("reversi", seed, {"top", "low"}, {1, 0}, {10, -10}));
    records.push_back(Game("reversi", seed, {"low", "top"}, {0, 1}, {-10, 10}));
  }
  const std::string html = HtmlReport(records, "t");
  EXPECT_NE(html.find("<p id=\"rating-over-time-blank\">Nothing to draw: at every sample no "
                      "engine had a finite rating"),
            std::string::npos)
      << html;
}

// One colour per engine: the ratings table's key and the game list's
// colour for that engine agree, whatever order the games list them in.
TEST(HtmlReportTest, EachEngineHasOneColour) {
  const std::string html = HtmlReport(LateEngineLog(), "t");
  EXPECT_NE(
      html.find(absl::StrCat("\"engines\":[\"x\",\"y\",\"late\"],\"colors\":[\"", EngineColor(0),
                             "\",\"", EngineColor(1), "\",\"", EngineColor(2), "\"]")),
      std::string::npos)
      << html;
  const std::string ratings = Between(html, "<table id=\"ratings\">", "</table>");
  for (const auto& [name, engine] :
       std::vector<std::pair<std::string, int>>{{"x", 0}, {"y", 1}, {"late", 2}}) {
    EXPECT_NE(
        ratings.find(absl::StrCat("background:", EngineColor(engine), "\"></span>", name, "</td>")),
        std::string::npos)
        << name << "\n"
        << ratings;
  }
}

// Axes end at the values seen: Reversi's margins at ±64 (not +79), Yacht's
// totals and Da Vinci's places unsigned, places 1-3 in three bars.
TEST(HtmlReportTest, HistogramAxesStayWithinTheGamesRange) {
  const std::string reversi =
      Between(HtmlReport(LateEngineLog(), "t"), "<h2>Score distributions</h2>", "<h2>");
  EXPECT_NE(reversi.find(">-64</text><text x=\"314\" y=\"138\" text-anchor=\"end\">+64</text>"),
            std::string::npos)
      << reversi;
  EXPECT_EQ(reversi.find("+65"), std::string::npos) << reversi;
  std::vector<tourney::v1::GameRecord> yacht, davinci;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    yacht.push_back(
        Game("yacht", seed, {"p", "q"}, {1, 0}, {180.0 + static_cast<double>(seed), 150}));
    davinci.push_back(Game("davinci", seed, {"p", "q", "r"}, {1, 0.5, 0}, {1, 2, 3}));
  }
  const std::string totals =
      Between(HtmlReport(yacht, "t"), "<h2>Score distributions</h2>", "<h2>");
  EXPECT_NE(totals.find(">150</text>"), std::string::npos) << totals;
  EXPECT_EQ(totals.find("+"), std::string::npos) << totals;
  const std::string places =
      Between(HtmlReport(davinci, "t"), "<h2>Score distributions</h2>", "<h2>");
  EXPECT_NE(places.find(">1</text><text x=\"314\" y=\"138\" text-anchor=\"end\">3</text>"),
            std::string::npos)
      << places;
  const std::string first = Between(places, "<figure>", "</figure>");
  int bars = 0;
  for (size_t at = first.find("<rect"); at != std::string::npos; at = first.find("<rect", at + 1))
    ++bars;
  EXPECT_EQ(bars, 3) << first;
}

// The partial page counts games, not records: a Swiss bye is told apart,
// a knockout's tie-breaks are in (and said to come on top of the
// scheduled), a rank run's scheduled games are its cap. A page of a run
// that was over says nothing of the kind, however few games it played.
TEST(HtmlReportTest, APartialPageCountsGamesNotRecords) {
  std::vector<tourney::v1::GameRecord> records;
  for (uint64_t seed = 1; seed <= 3; ++seed)
    records.push_back(Game("reversi", seed, {"a", "b"}, {1, 0}, {2, -2}));
  tourney::v1::GameRecord bye = Game("reversi", 9, {"c"}, {1}, {});
  bye.set_termination("bye");
  records.push_back(bye);
  records.push_back(bye);
  const auto line = [&](tourney::v1::TournamentConfig::Format kind, ReportProgress progress) {
    tourney::v1::TournamentConfig config;
    config.set_format(kind);
    progress.format = &FormatOf(config);
    return Between(HtmlReport(records, "t", progress), "<p id=\"partial\"", "</p>");
  };
  using Config = tourney::v1::TournamentConfig;
  EXPECT_NE(line(Config::SWISS, {6, true})
                .find(">Partial report: 3 of 6 games in, and 2 byes. The tournament was still "
                      "running"),
            std::string::npos);
  EXPECT_NE(line(Config::KNOCKOUT, {2, true})
                .find(">Partial report: 3 games in (tie-breaks included), of the bracket's 2 and "
                      "the tie-break games its tied matches need, and 2 byes."),
            std::string::npos);
  EXPECT_NE(line(Config::RANK, {600, true}).find(">Partial report: 3 games in, of at most 600 "),
            std::string::npos);
  EXPECT_NE(line(Config::ROUND_ROBIN, {0, true}).find(">Partial report: 3 games in, and 2 byes."),
            std::string::npos);
  EXPECT_EQ(line(Config::RANK, {600, false}), "");
}

// Every engine of a large field has a colour of its own (eight used to
// cycle over 24 engines), each a valid "#rrggbb"; the first 24 far enough
// from each other to tell apart (at least 32 in 8-bit RGB distance), the
// first 64 at least not equal.
TEST(EngineColorTest, EveryEngineOfAFieldOfSixtyFourHasItsOwnColour) {
  std::vector<std::array<int, 3>> seen;
  for (int engine = 0; engine < 64; ++engine) {
    const std::string color = EngineColor(engine);
    ASSERT_EQ(color.size(), 7u) << color;
    ASSERT_EQ(color[0], '#') << color;
    std::array<int, 3> rgb;
    for (int c = 0; c < 3; ++c) rgb[c] = std::stoi(color.substr(1 + 2 * c, 2), nullptr, 16);
    for (const std::array<int, 3>& other : seen) {
      const double distance =
          std::sqrt(std::pow(rgb[0] - other[0], 2) + std::pow(rgb[1] - other[1], 2) +
                    std::pow(rgb[2] - other[2], 2));
      EXPECT_GE(distance, engine < 24 ? 32 : 1) << engine << " " << color;
    }
    seen.push_back(rgb);
  }
}

}  // namespace
}  // namespace harness
