#include "harness/report/point_bins.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_format.h"

namespace harness {

double PointBins::End(int bin) const { return std::min(high, Start(bin) + width - 1); }

int PointBins::BinOf(double value) const {
  return std::clamp(static_cast<int>((value - low) / width), 0, count - 1);
}

std::string PointBins::Format(double value, int decimals) const {
  return signed_values ? absl::StrFormat("%+.*f", decimals, value)
                       : absl::StrFormat("%.*f", decimals, value);
}

PointBins BinPoints(double low, double high, int max_bins) {
  PointBins bins;
  bins.low = low;
  bins.high = high;
  bins.width = std::max(1.0, std::ceil((high - low + 1) / max_bins));
  bins.count = static_cast<int>(std::ceil((high - low + 1) / bins.width));
  bins.signed_values = low < 0;
  return bins;
}

std::optional<PointBins> BinEnginePoints(const Standings& standings,
                                         const std::vector<int>& engines, int max_bins) {
  double low = 0, high = 0;
  bool any = false;
  for (int i : engines) {
    const ValueCounts& points = standings.engines[i].points;
    if (points.empty()) continue;
    low = any ? std::min(low, points.min()) : points.min();
    high = any ? std::max(high, points.max()) : points.max();
    any = true;
  }
  if (!any) return std::nullopt;
  return BinPoints(low, high, max_bins);
}

}  // namespace harness
