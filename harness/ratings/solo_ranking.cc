#include "harness/ratings/solo_ranking.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "harness/ratings/student_t.h"

namespace harness {

SoloRanking RankByPoints(const ClusteredMeans& points, bool higher_is_better) {
  const int n = points.series();
  const double sign = higher_is_better ? 1 : -1;
  SoloRanking ranking;
  for (int i = 0; i < n; ++i) ranking.order.push_back(i);
  std::stable_sort(ranking.order.begin(), ranking.order.end(),
                   [&](int a, int b) { return sign * points.Mean(a) > sign * points.Mean(b); });
  ranking.los.assign(n, std::vector<double>(n, std::numeric_limits<double>::quiet_NaN()));
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (i == j) continue;
      const double variance =
          points.Covariance(i, i) + points.Covariance(j, j) - 2 * points.Covariance(i, j);
      const double difference = sign * (points.Mean(i) - points.Mean(j));
      const int units = points.Units(i, j);
      if (std::isnan(variance) || units < 2) continue;
      ranking.los[i][j] = variance > 0 ? StudentTCdf(difference / std::sqrt(variance), units - 1)
                                       : (difference > 0   ? 1.0
                                          : difference < 0 ? 0.0
                                                           : 0.5);
    }
  }
  return ranking;
}

}  // namespace harness
