#include "harness/ratings/value_counts.h"

namespace harness {

void ValueCounts::Add(double value, int64_t times) {
  counts_[value] += times;
  count_ += times;
}

int64_t ValueCounts::CountIn(double low, double high) const {
  int64_t count = 0;
  for (auto it = counts_.lower_bound(low); it != counts_.end() && it->first < high; ++it) {
    count += it->second;
  }
  return count;
}

double ValueCounts::AtRank(int64_t rank) const {
  for (const auto& [value, times] : counts_) {
    if (rank < times) return value;
    rank -= times;
  }
  return max();
}

}  // namespace harness
