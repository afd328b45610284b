// What the commands share: failing with one line, the files beside a
// results log, reading a log for a report.
#include "harness/cli/commands.h"

#include <cstdio>
#include <filesystem>

#include "absl/strings/str_cat.h"
#include "harness/config/one_line.h"
#include "harness/config/tournament_config.h"
#include "harness/formats/format_registry.h"
#include "harness/report/format_standings.h"

namespace harness {

int Fail(const absl::Status& status) {
  std::fprintf(stderr, "tourney: %s\n", OneLine(status.message()).c_str());
  return 1;
}

std::string ConfigCopyPath(const std::string& results) { return results + ".config.txtpb"; }

std::string RatingsPath(const std::string& results) {
  return (std::filesystem::path(results).parent_path() / "ratings.txt").string();
}

std::string HtmlReportPath(const std::string& results) {
  return (std::filesystem::path(results).parent_path() / "report.html").string();
}

std::string StandingsJsonPath(const std::string& results) {
  return (std::filesystem::path(results).parent_path() / "standings.json").string();
}

std::string StandingsTrfPath(const std::string& results) {
  return (std::filesystem::path(results).parent_path() / "standings.trf").string();
}

void PrintScanNotes(const std::string& what, const GameScan& scan) {
  for (const std::string& warning : scan.warnings) {
    std::fprintf(stderr, "warning: %s\n", warning.c_str());
  }
  if (scan.duplicates > 0) {
    std::fprintf(stderr, "note: %s: %lld repeated game lines counted once\n", what.c_str(),
                 static_cast<long long>(scan.duplicates));
  }
}

absl::StatusOr<LogSummary> ReadLogToReport(const std::string& path) {
  GameScan scan;
  absl::StatusOr<LogSummary> summary = ReadLogSummary({path}, &scan);
  if (!summary.ok()) return summary.status();
  PrintScanNotes(path, scan);
  if (scan.games == 0) return absl::NotFoundError(absl::StrCat(path, " holds no finished games"));
  return summary;
}

std::optional<FormatStandings> SavedFormatStandings(const std::string& results,
                                                    const LogSummary& summary) {
  absl::StatusOr<tourney::v1::TournamentConfig> config =
      LoadTournamentConfig(ConfigCopyPath(results));
  if (!config.ok()) return std::nullopt;
  ApplyDefaults(&*config);
  const absl::Status checked = CheckFormat(*config);
  if (!checked.ok()) {
    std::fprintf(stderr, "note: %s: no format standings: %s\n", ConfigCopyPath(results).c_str(),
                 OneLine(checked.message()).c_str());
    return std::nullopt;
  }
  if (!FormatOf(*config).pairs_by_results()) return std::nullopt;
  const FormatRounds rounds(*config, nullptr);
  return StandingsOf(&rounds, summary);
}

}  // namespace harness
