// The tournament report as one self-contained HTML page (no network, no
// external scripts or styles): ratings with intervals, head-to-head score
// and LOS, score histograms and rating over time as inline SVG, termination
// reasons, and the records of the games handed over (at most
// kDefaultEmbeddedGames of them from the CLI: the page says how many of
// how many it shows).
#ifndef HARNESS_REPORT_HTML_REPORT_H_
#define HARNESS_REPORT_HTML_REPORT_H_

#include <string>
#include <vector>

#include "harness/report/log_summary.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// The statistics come from `summary`; `games` are the records listed.
std::string HtmlReport(const LogSummary& summary, const std::vector<tourney::v1::GameRecord>& games,
                       const std::string& title);
// The same for records in memory, every one listed.
std::string HtmlReport(const std::vector<tourney::v1::GameRecord>& records,
                       const std::string& title);

}  // namespace harness

#endif  // HARNESS_REPORT_HTML_REPORT_H_
