// Score distributions for many engines: one inline SVG with a row per
// engine in rating order, whiskers from the 5% to the 95% quantile, a box
// from 25% to 75%, a tick at the median, the numbers in each row's title.
// It stands in for one histogram per engine beyond kMostEnginesInTable
// engines, where 200 histograms would weigh on the page and the eye.
#ifndef HARNESS_REPORT_SCORE_QUANTILES_H_
#define HARNESS_REPORT_SCORE_QUANTILES_H_

#include <string>
#include <vector>

#include "harness/ratings/standings.h"

namespace harness {

// <svg id="score-quantiles" class="chart">, engines in `order`; those
// without points are left out.
std::string ScoreQuantiles(const Standings& standings, const std::vector<int>& order);

}  // namespace harness

#endif  // HARNESS_REPORT_SCORE_QUANTILES_H_
