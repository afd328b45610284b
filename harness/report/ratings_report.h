// The text report printed after a tournament and by `tourney ratings`:
// ratings with intervals, W/D/L and pentanomial counts, likelihood of
// superiority, head-to-head scores, game-point distributions and histogram,
// terminations.
#ifndef HARNESS_REPORT_RATINGS_REPORT_H_
#define HARNESS_REPORT_RATINGS_REPORT_H_

#include <string>
#include <vector>

#include "harness/report/log_summary.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

std::string FormatRatingsReport(const LogSummary& summary);
// The same for records in memory.
std::string FormatRatingsReport(const std::vector<tourney::v1::GameRecord>& records);

}  // namespace harness

#endif  // HARNESS_REPORT_RATINGS_REPORT_H_
