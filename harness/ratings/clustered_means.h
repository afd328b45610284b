// Means of several series of observations (e.g. one per engine) whose
// observations come in independent units — games sharing a seed replay the
// same dice, deal or opening, so they are one sample, not many — with the
// cluster-robust covariance of the means:
//
//   Cov(mean_a, mean_b) = G / (G - 1) * sum over units u of r_a(u) r_b(u),
//   r_a(u) = sum of (x - mean_a) over a's observations in u, / n_a,
//
// where G counts the units holding an observation of a or b. With one
// observation per unit this is the usual s.d. / sqrt(n); copying every
// observation of a unit k times leaves it unchanged.
#ifndef HARNESS_RATINGS_CLUSTERED_MEANS_H_
#define HARNESS_RATINGS_CLUSTERED_MEANS_H_

#include <cstdint>
#include <vector>

#include "absl/container/btree_map.h"

namespace harness {

class ClusteredMeans {
 public:
  explicit ClusteredMeans(int series) : sums_(series), counts_(series) {}

  // One more series, with no observations yet.
  void AddSeries();
  void Add(int series, uint64_t unit, double value);
  // Files unit `from`'s observations under `into` (they are one sample).
  void MergeUnits(uint64_t from, uint64_t into);

  int series() const { return static_cast<int>(sums_.size()); }
  int Count(int series) const { return counts_[series]; }
  double Mean(int series) const;
  // Units holding an observation of `a` or of `b` (of `a` alone when equal).
  int Units(int a, int b) const;
  int Units(int series) const { return Units(series, series); }
  // Units holding any observation.
  int Units() const { return static_cast<int>(by_unit_.size()); }
  // Cluster-robust covariance of the two means; NaN with fewer than two
  // units.
  double Covariance(int a, int b) const;
  double StandardError(int series) const;
  // Half-width of the 95% interval of the mean: Student t with
  // Units(series) - 1 degrees of freedom times the standard error.
  double Margin95(int series) const;

 private:
  // A unit's sums and counts per series (shorter when series were added
  // after the unit's last observation: the rest are 0).
  struct UnitTally {
    std::vector<double> sums;
    std::vector<int> counts;
    double Sum(int series) const {
      return series < static_cast<int>(sums.size()) ? sums[series] : 0;
    }
    int Count(int series) const {
      return series < static_cast<int>(counts.size()) ? counts[series] : 0;
    }
  };
  std::vector<double> sums_;
  std::vector<int> counts_;
  absl::btree_map<uint64_t, UnitTally> by_unit_;
};

}  // namespace harness

#endif  // HARNESS_RATINGS_CLUSTERED_MEANS_H_
