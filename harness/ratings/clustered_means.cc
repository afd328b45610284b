#include "harness/ratings/clustered_means.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "harness/ratings/student_t.h"

namespace harness {

void ClusteredMeans::AddSeries() {
  sums_.push_back(0);
  counts_.push_back(0);
}

void ClusteredMeans::Add(int series, uint64_t unit, double value) {
  sums_[series] += value;
  ++counts_[series];
  UnitTally& tally = by_unit_[unit];
  if (tally.sums.size() < sums_.size()) {
    tally.sums.resize(sums_.size(), 0);
    tally.counts.resize(sums_.size(), 0);
  }
  tally.sums[series] += value;
  ++tally.counts[series];
}

void ClusteredMeans::MergeUnits(uint64_t from, uint64_t into) {
  if (from == into) return;
  auto moved = by_unit_.find(from);
  if (moved == by_unit_.end()) return;
  UnitTally& target = by_unit_[into];
  const size_t size = std::max(target.sums.size(), moved->second.sums.size());
  target.sums.resize(size, 0);
  target.counts.resize(size, 0);
  for (size_t k = 0; k < moved->second.sums.size(); ++k) {
    target.sums[k] += moved->second.sums[k];
    target.counts[k] += moved->second.counts[k];
  }
  by_unit_.erase(moved);
}

double ClusteredMeans::Mean(int series) const {
  return counts_[series] ? sums_[series] / counts_[series] : 0;
}

int ClusteredMeans::Units(int a, int b) const {
  int units = 0;
  for (const auto& [unit, tally] : by_unit_) units += tally.Count(a) > 0 || tally.Count(b) > 0;
  return units;
}

double ClusteredMeans::Covariance(int a, int b) const {
  const int units = Units(a, b);
  if (units < 2 || counts_[a] == 0 || counts_[b] == 0)
    return std::numeric_limits<double>::quiet_NaN();
  const double mean_a = Mean(a), mean_b = Mean(b);
  double sum = 0;
  for (const auto& [unit, tally] : by_unit_) {
    const double residual_a = (tally.Sum(a) - tally.Count(a) * mean_a) / counts_[a];
    const double residual_b = (tally.Sum(b) - tally.Count(b) * mean_b) / counts_[b];
    sum += residual_a * residual_b;
  }
  return sum * units / (units - 1);
}

double ClusteredMeans::StandardError(int series) const {
  return std::sqrt(Covariance(series, series));
}

double ClusteredMeans::Margin95(int series) const {
  const int units = Units(series);
  if (units < 2) return std::numeric_limits<double>::quiet_NaN();
  return StudentTQuantile(0.975, units - 1) * StandardError(series);
}

}  // namespace harness
