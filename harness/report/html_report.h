// The tournament report as one self-contained HTML page (no network, no
// external scripts or styles): ratings with intervals, head-to-head score
// and LOS, score histograms and rating over time as inline SVG, termination
// reasons, and every game's record.
#ifndef HARNESS_REPORT_HTML_REPORT_H_
#define HARNESS_REPORT_HTML_REPORT_H_

#include <string>
#include <vector>

#include "tourney/v1/tournament.pb.h"

namespace harness {

std::string HtmlReport(const std::vector<tourney::v1::GameRecord>& records,
                       const std::string& title);

}  // namespace harness

#endif  // HARNESS_REPORT_HTML_REPORT_H_
