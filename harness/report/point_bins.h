// The bins of a score histogram, shared by the text and HTML reports:
// equal-width bins over the observed range of integer points, at most a
// given number, the last one cut at the maximum, so that no label passes
// what the game can give (Reversi's ±64, Da Vinci's places 1..N).
#ifndef HARNESS_REPORT_POINT_BINS_H_
#define HARNESS_REPORT_POINT_BINS_H_

#include <optional>
#include <string>
#include <vector>

#include "harness/ratings/standings.h"

namespace harness {

struct PointBins {
  double low = 0, high = 0;  // the observed minimum and maximum
  double width = 1;
  int count = 1;
  // Margins (some value below 0, e.g. Reversi's disc difference) print a
  // sign; totals and places do not.
  bool signed_values = false;

  double Start(int bin) const { return low + bin * width; }
  double End(int bin) const;  // inclusive, at most `high`
  int BinOf(double value) const;
  // "+12", "-3", "0" or "12"; with `decimals` places ("+1.50").
  std::string Format(double value, int decimals = 0) const;
};

PointBins BinPoints(double low, double high, int max_bins);

// Bins over the points of the engines listed; none when none has points.
std::optional<PointBins> BinEnginePoints(const Standings& standings,
                                         const std::vector<int>& engines, int max_bins);

}  // namespace harness

#endif  // HARNESS_REPORT_POINT_BINS_H_
