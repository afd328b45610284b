// A sample kept as how often each value occurs: exact quantiles in memory
// that grows with the distinct values, not with the observations. Game
// points (disc differentials, Yacht scores, shots) and times in whole
// milliseconds take a few thousand distinct values over any number of
// games.
#ifndef HARNESS_RATINGS_VALUE_COUNTS_H_
#define HARNESS_RATINGS_VALUE_COUNTS_H_

#include <cstdint>

#include "absl/container/btree_map.h"

namespace harness {

class ValueCounts {
 public:
  void Add(double value, int64_t times = 1);
  int64_t count() const { return count_; }
  bool empty() const { return count_ == 0; }
  // The smallest and largest values; 0 when empty.
  double min() const { return empty() ? 0 : counts_.begin()->first; }
  double max() const { return empty() ? 0 : counts_.rbegin()->first; }
  // How many values lie in [low, high).
  int64_t CountIn(double low, double high) const;
  // The value at 0-based rank `rank` in ascending order (rank < count()).
  double AtRank(int64_t rank) const;
  // Value -> how often, ascending (a B-tree: 16 bytes and a little a value).
  const absl::btree_map<double, int64_t>& counts() const { return counts_; }

 private:
  absl::btree_map<double, int64_t> counts_;
  int64_t count_ = 0;
};

}  // namespace harness

#endif  // HARNESS_RATINGS_VALUE_COUNTS_H_
