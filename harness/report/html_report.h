// The tournament report as one self-contained HTML page (no network, no
// external scripts or styles): ratings with intervals (filtered by name),
// head to head score and LOS (a heatmap beyond kMostEnginesInTable
// engines), the format's standings (its section, format_sections.h, of the
// FormatStandings passed), score histograms and
// rating over time as inline SVG, termination reasons, and the records of the games listed (at most
// kDefaultEmbeddedGames of them from the CLI: the page says how many of
// how many it shows). The page is written to a stream with the listed
// games handed over one at a time, so writing it holds one record at most.
#ifndef HARNESS_REPORT_HTML_REPORT_H_
#define HARNESS_REPORT_HTML_REPORT_H_

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "harness/formats/format_kind.h"
#include "harness/formats/format_standings.h"
#include "harness/report/log_summary.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// How far the tournament had come when the page was written. A page
// written before it was over (while it ran, or when it was stopped) says
// it is partial, with the games in (counted from the summary: a knockout's
// tie-breaks are games, a Swiss bye is not, and is told apart) of the
// scheduled ones.
struct ReportProgress {
  // The games the format plays when nothing ends it early
  // (FormatRounds::ExpectedGames: no byes; a knockout's tie-breaks come on
  // top, the rank format's cap may not be reached); 0: not known.
  int64_t scheduled = 0;
  // The tournament was not over.
  bool partial = false;
  // Its format, which words the games in of the scheduled ones
  // (FormatKind::GamesInText); null: "3 of 6 games in".
  const FormatKind* format = nullptr;
};

// Hands the games the page lists to `visit`, one at a time, in any order;
// an error stops the page.
using ListedGames = std::function<absl::Status(const GameVisitor& visit)>;

// The statistics come from `summary`; `listed` is how many games `games`
// hands over (the page says "Showing listed of all" when fewer than all).
absl::Status WriteHtmlReport(std::ostream& out, const LogSummary& summary, const ListedGames& games,
                             int64_t listed, const std::string& title,
                             const ReportProgress& progress = {},
                             const FormatStandings* format = nullptr);

// The page of a log summarised in `summary`, listing its first `cap` games
// read back from `log` as the page is written.
absl::Status WriteLogHtmlReport(std::ostream& out, const LogSummary& summary,
                                const std::string& log, int64_t cap, const std::string& title,
                                const ReportProgress& progress = {},
                                const FormatStandings* format = nullptr);

// The page of records in memory, every one listed.
std::string HtmlReport(const std::vector<tourney::v1::GameRecord>& records,
                       const std::string& title, const ReportProgress& progress = {},
                       const FormatStandings* format = nullptr);

}  // namespace harness

#endif  // HARNESS_REPORT_HTML_REPORT_H_
