#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "gtest/gtest.h"
#include "harness/report/html_report.h"
#include "harness/report/log_summary.h"
#include "harness/report/synthetic_log.h"
#include "harness/testing/memory_use.h"

// A binary of its own: the peak resident memory it measures is the
// process's, which another test's would hide.
namespace harness {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// The page of 20 000 games of 60 decisions lists the first 10 000
// (kDefaultEmbeddedGames): held parsed, those took over 100 MB while the
// page was made. Streamed from the log to the file, one record at a time,
// the peak grows by a few MB: the page never sits in memory either.
TEST(HtmlReportMemoryTest, TheHtmlPageOfALargeLogTakesMemoryThatDoesNotGrowWithTheListedGames) {
  if (!MemoryBudgetsApply()) GTEST_SKIP() << "a memory budget means nothing in a sanitizer build";
  constexpr int64_t kGames = 20000;
  const std::string path = WriteSyntheticLog("long.jsonl", kGames, 60);
  const std::string page = path + ".html";
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
  EXPECT_EQ(CountListedGames(html), 10000);
  EXPECT_LT(grown_kb, 16 * 1024);
}

}  // namespace
}  // namespace harness
