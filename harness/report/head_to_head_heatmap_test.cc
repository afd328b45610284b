#include "harness/report/head_to_head_heatmap.h"

#include <string>

#include "gtest/gtest.h"
#include "harness/report/html_report.h"
#include "harness/report/synthetic_log.h"

namespace harness {
namespace {

// By hand: a beats b twice (once in each seat), b and c draw, a bye for c
// counts nothing; a vs c never met. Rows in the order given, row < column.
TEST(HeadToHeadHeatmapTest, PairsThatMetWithTheirWinsDrawsAndLosses) {
  WinDrawLossTally tally;
  tally.Add(MadeUpGame("reversi", 1, {"a", "b"}, {1, 0}, {}));
  tally.Add(MadeUpGame("reversi", 1, {"b", "a"}, {0, 1}, {}));
  tally.Add(MadeUpGame("reversi", 2, {"c", "b"}, {0.5, 0.5}, {}));
  tally.Add(MadeUpGame("reversi", 3, {"c"}, {1}, {}));
  EXPECT_EQ(tally.Between("b", "a").losses, 2);
  EXPECT_EQ(tally.Between("b", "a").wins, 0);
  const std::string html = HeadToHeadHeatmap({"a", "b", "c"}, tally);
  EXPECT_NE(html.find("{\"engines\":[\"a\",\"b\",\"c\"],\"cells\":[[0,1,2,0,0],[1,2,0,1,0]]}"),
            std::string::npos)
      << html;
  // Order given strongest first: c first makes (c, b) the row-first pair.
  EXPECT_NE(HeadToHeadHeatmap({"c", "b", "a"}, tally).find("\"cells\":[[0,1,0,1,0],[1,2,0,0,2]]"),
            std::string::npos);
}

// Beyond 12 engines the page has the heatmap and the quantiles chart, not
// the head-to-head table and a histogram each; up to 12 the table.
TEST(HeadToHeadHeatmapTest, TheHeatmapTakesOverBeyondTwelveEngines) {
  for (int engines : {12, 13}) {
    std::vector<tourney::v1::GameRecord> records;
    for (int e = 0; e + 1 < engines; ++e) {
      const std::string a = "e" + std::to_string(e), b = "e" + std::to_string(e + 1);
      records.push_back(MadeUpGame("reversi", e, {a, b}, {1, 0}, {4, -4}));
      records.push_back(MadeUpGame("reversi", e, {b, a}, {0.5, 0.5}, {0, 0}));
    }
    const std::string html = HtmlReport(records, "t");
    const bool many = engines > kMostEnginesInTable;
    EXPECT_EQ(html.find("id=\"heatmap-data\"") != std::string::npos, many) << engines;
    EXPECT_EQ(html.find("<table id=\"head-to-head\"") != std::string::npos, !many) << engines;
    EXPECT_EQ(html.find("id=\"score-quantiles\"") != std::string::npos, many) << engines;
    EXPECT_NE(html.find("id=\"ratings-filter\""), std::string::npos);
  }
}

}  // namespace
}  // namespace harness
