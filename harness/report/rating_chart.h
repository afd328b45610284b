// The page's "Rating over time" chart ("Mean points over time" for games
// played alone): one line per engine through the values LogSummary sampled
// along the log, as inline SVG, with a note naming the engines it could
// not draw.
#ifndef HARNESS_REPORT_RATING_CHART_H_
#define HARNESS_REPORT_RATING_CHART_H_

#include <string>
#include <vector>

#include "harness/report/log_summary.h"

namespace harness {

// <svg id="rating-over-time" class="chart"> over `samples` (in log order),
// an engine a line in `names` order (its colour: EngineColor of its
// index there); `solo`: the samples hold mean points, not ratings.
std::string RatingOverTimeChart(const std::vector<RatingSample>& samples,
                                const std::vector<std::string>& names, bool solo);

}  // namespace harness

#endif  // HARNESS_REPORT_RATING_CHART_H_
