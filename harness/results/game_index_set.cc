#include "harness/results/game_index_set.h"

namespace harness {

bool GameIndexSet::Insert(int64_t index) {
  uint64_t& word = pages_[index / kPageBits][index % kPageBits / 64];
  const uint64_t bit = uint64_t{1} << (index % 64);
  if (word & bit) return false;
  word |= bit;
  ++size_;
  return true;
}

bool GameIndexSet::Contains(int64_t index) const {
  const auto page = pages_.find(index / kPageBits);
  return page != pages_.end() && (page->second[index % kPageBits / 64] >> (index % 64) & 1);
}

}  // namespace harness
