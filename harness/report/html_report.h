// The tournament report as one self-contained HTML page (no network, no
// external scripts or styles): ratings with intervals, head-to-head score
// and LOS, score histograms and rating over time as inline SVG, termination
// reasons, and the records of the games handed over (at most
// kDefaultEmbeddedGames of them from the CLI: the page says how many of
// how many it shows).
#ifndef HARNESS_REPORT_HTML_REPORT_H_
#define HARNESS_REPORT_HTML_REPORT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "harness/report/log_summary.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// How far the tournament had come when the page was written: with fewer
// games finished than scheduled the page says it is partial, and how many
// of how many are in (scheduled 0: unknown, nothing said).
struct ReportProgress {
  int64_t finished = 0;
  int64_t scheduled = 0;
};

// The statistics come from `summary`; `games` are the records listed.
std::string HtmlReport(const LogSummary& summary, const std::vector<tourney::v1::GameRecord>& games,
                       const std::string& title, const ReportProgress& progress = {});
// The same for records in memory, every one listed.
std::string HtmlReport(const std::vector<tourney::v1::GameRecord>& records,
                       const std::string& title, const ReportProgress& progress = {});

}  // namespace harness

#endif  // HARNESS_REPORT_HTML_REPORT_H_
