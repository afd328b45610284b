// `tourney report RESULTS`: a results log as one self-contained HTML page.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/cli/commands.h"
#include "harness/cli/help_defaults.h"
#include "harness/config/number_ranges.h"
#include "harness/config/tournament_config.h"
#include "harness/report/html_report.h"

namespace harness {
namespace {

struct ReportSettings {
  std::optional<std::string> out;    // unset: report.html beside the log
  std::optional<std::string> title;  // unset: "Tournament RESULTS"
  int64_t max_games = kDefaultEmbeddedGames;
};

const Flag<ReportSettings> kReportFlags[] = {
    {{"out", Arity::kValue, "REPORT.html", "the page (default: report.html beside RESULTS)"},
     Set<ReportSettings>([](const std::string& out, ReportSettings& s) { s.out = out; })},
    {{"title", Arity::kValue, "TEXT", "its title (default: Tournament RESULTS)"},
     Set<ReportSettings>([](const std::string& title, ReportSettings& s) { s.title = title; })},
    {{"max-games", Arity::kValue, "N",
      "the games whose records it lists (default $REPORT_MAX_GAMES)"},
     Int<ReportSettings>(kReportMaxGames, [](int64_t v, ReportSettings& s) { s.max_games = v; })},
};

std::vector<FlagSection<ReportSettings>> ReportFlags() {
  return {{"", {std::begin(kReportFlags), std::end(kReportFlags)}}};
}

std::string Usage() {
  return WithHelpDefaults(
             "usage: tourney report RESULTS.jsonl [--out REPORT.html] [--title TEXT] "
             "[--max-games N]\n"
             "Writes one self-contained HTML page (default: report.html beside RESULTS). Its\n"
             "statistics cover every game; it lists the records of the first N games of the\n"
             "log (default $REPORT_MAX_GAMES; 0: none).\n\n") +
         SectionsHelp(ReportFlags());
}

}  // namespace

int ReportCommand(const std::vector<std::string>& args) {
  absl::StatusOr<CliFlags> flags = ParseFlags(args, ReportFlags());
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help") || flags->positional().size() != 1) {
    std::fputs(Usage().c_str(), flags->Has("help") ? stdout : stderr);
    return flags->Has("help") ? 0 : 2;
  }
  const std::string results = flags->positional()[0];
  ReportSettings settings;
  absl::Status applied = ApplyFlags(*flags, ReportFlags(), settings);
  if (!applied.ok()) return Fail(applied);
  absl::StatusOr<LogSummary> summary = ReadLogToReport(results);
  if (!summary.ok()) return Fail(summary.status());
  const std::string out = settings.out.value_or(HtmlReportPath(results));
  std::ofstream file(out);
  if (!file) {
    return Fail(absl::UnavailableError(
        absl::StrCat("cannot write the HTML report to ", out, ": ", std::strerror(errno))));
  }
  const std::optional<FormatStandings> standings = SavedFormatStandings(results, *summary);
  const absl::Status written =
      WriteLogHtmlReport(file, *summary, results, settings.max_games,
                         settings.title.value_or(absl::StrCat("Tournament ", results)), {},
                         standings ? &*standings : nullptr);
  if (!written.ok()) return Fail(written);
  if (!file) return Fail(absl::UnavailableError(absl::StrCat("cannot write ", out)));
  std::fprintf(stderr, "report: %s\n", out.c_str());
  return 0;
}

}  // namespace harness
