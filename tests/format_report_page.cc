// For the report's browser tests: a synthetic log of a format that pairs by
// results (harness/report/synthetic_formats.h), and a log's HTML page for
// such a format, written through the same calls as `tourney report`.
//
//   format_report_page log swiss|knockout|rank ENGINES ROUNDS LOG
//   format_report_page page swiss|knockout|rank LOG PAGE [TITLE]
//
// ROUNDS: Swiss rounds, rank batches (a knockout plays until one is left).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "harness/config/tournament_config.h"
#include "harness/formats/format_registry.h"
#include "harness/report/format_standings.h"
#include "harness/report/html_report.h"
#include "harness/report/log_summary.h"
#include "harness/report/synthetic_formats.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

using tourney::v1::TournamentConfig;

int Fail(const std::string& message) {
  std::fprintf(stderr, "format_report_page: %s\n", message.c_str());
  return 1;
}

// The config such a log would have been played with: its engines, two
// games a match, the format's defaults (a Swiss of as many rounds as the
// log holds).
TournamentConfig ConfigOf(const std::string& kind, const LogSummary& summary) {
  TournamentConfig config;
  absl::StatusOr<const FormatKind*> format = FindFormat(kind);
  config.set_format(format.ok() ? (*format)->id() : TournamentConfig::RANK);
  config.set_games_per_pairing(2);
  config.set_seed(7);
  int rounds = 1;
  for (const tourney::v1::GameRecord& record : summary.FormatRecords()) {
    rounds = std::max(rounds, record.round());
  }
  if (kind == "swiss") config.mutable_format_settings()->set_rounds(rounds);
  // Engines by name, e001 first: the synthetic logs seed them so.
  std::vector<std::string> names;
  for (const EngineStanding& engine : summary.standings().engines) names.push_back(engine.name);
  std::sort(names.begin(), names.end());
  for (const std::string& name : names) config.add_engines()->set_name(name);
  ApplyDefaults(&config);
  return config;
}

int WriteLog(const std::string& kind, int engines, int rounds, const std::string& path) {
  constexpr uint64_t kSeed = 7;
  const std::vector<tourney::v1::GameRecord> records =
      kind == "swiss"      ? SyntheticSwiss(engines, rounds, kSeed)
      : kind == "knockout" ? SyntheticKnockout(engines, kSeed)
                           : SyntheticRank(engines, rounds, kSeed);
  std::ofstream out(path);
  for (const auto& record : records) out << RecordToJson(record) << "\n";
  return out ? 0 : Fail("cannot write " + path);
}

int WritePage(const std::string& kind, const std::string& log, const std::string& path,
              const std::string& title) {
  // One rating sample besides the last (`tourney report` takes 20): a fit
  // of 200 engines takes seconds in a test's build, and the chart is not
  // what these pages are for.
  LogSummary summary(1);
  const absl::Status read = VisitFirstGames(log, std::numeric_limits<int64_t>::max(),
                                            [&](const auto& record) { summary.Add(record); });
  if (!read.ok()) return Fail(read.ToString());
  const TournamentConfig config = ConfigOf(kind, summary);
  const FormatRounds rounds(config, nullptr);
  const std::optional<FormatStandings> standings = StandingsOf(&rounds, summary);
  std::ofstream page(path);
  const absl::Status written = WriteLogHtmlReport(page, summary, log, kDefaultEmbeddedGames, title,
                                                  {}, standings ? &*standings : nullptr);
  return written.ok() ? 0 : Fail(written.ToString());
}

}  // namespace
}  // namespace harness

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 5 && args[0] == "log") {
    return harness::WriteLog(args[1], std::atoi(args[2].c_str()), std::atoi(args[3].c_str()),
                             args[4]);
  }
  if ((args.size() == 4 || args.size() == 5) && args[0] == "page") {
    return harness::WritePage(args[1], args[2], args[3],
                              args.size() == 5 ? args[4] : args[1] + " report");
  }
  std::fputs(
      "usage: format_report_page log swiss|knockout|rank ENGINES ROUNDS LOG\n"
      "       format_report_page page swiss|knockout|rank LOG PAGE [TITLE]\n",
      stderr);
  return 2;
}
