// For the report's browser test: a synthetic log of a format that pairs by
// results (harness/report/synthetic_formats.h) and its HTML page, written
// through the same calls as `tourney report`.
//
//   format_report_page swiss|knockout|rank ENGINES ROUNDS DIR
//
// writes DIR/KIND.jsonl and DIR/KIND.html (ROUNDS: Swiss rounds, rank
// batches; a knockout plays until one engine is left).
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "harness/report/html_report.h"
#include "harness/report/log_summary.h"
#include "harness/report/synthetic_formats.h"
#include "harness/results/results_log.h"

int main(int argc, char** argv) {
  using tourney::v1::TournamentConfig;
  if (argc != 5) {
    std::fputs("usage: format_report_page swiss|knockout|rank ENGINES ROUNDS DIR\n", stderr);
    return 2;
  }
  const std::string kind = argv[1], dir = argv[4];
  const int engines = std::atoi(argv[2]), rounds = std::atoi(argv[3]);
  constexpr uint64_t kSeed = 7;
  harness::ReportFormat format;
  std::vector<tourney::v1::GameRecord> records;
  if (kind == "swiss") {
    format.format = TournamentConfig::SWISS;
    records = harness::SyntheticSwiss(engines, rounds, kSeed);
  } else if (kind == "knockout") {
    format.format = TournamentConfig::KNOCKOUT;
    records = harness::SyntheticKnockout(engines, kSeed);
  } else if (kind == "rank") {
    format.format = TournamentConfig::RANK;
    records = harness::SyntheticRank(engines, rounds, kSeed);
  } else {
    std::fprintf(stderr, "unknown kind %s\n", kind.c_str());
    return 2;
  }
  const std::string log = dir + "/" + kind + ".jsonl";
  {
    std::ofstream out(log);
    for (const auto& record : records) out << harness::RecordToJson(record) << "\n";
  }
  // One rating sample besides the last (`tourney report` takes 20): a
  // fit of 200 engines takes seconds in a test's build, and the chart is
  // not what this page is for.
  harness::LogSummary summary(1);
  for (const auto& record : records) summary.Add(record);
  std::ofstream page(dir + "/" + kind + ".html");
  const absl::Status written = harness::WriteLogHtmlReport(
      page, summary, log, harness::kDefaultEmbeddedGames, kind + " report", {}, format);
  if (!written.ok()) {
    std::fprintf(stderr, "%s\n", written.ToString().c_str());
    return 1;
  }
  return 0;
}
