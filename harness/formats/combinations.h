// Counting and unranking combinations: a fixed schedule's groups of
// engines computed from their rank alone, never materialised.
#ifndef HARNESS_FORMATS_COMBINATIONS_H_
#define HARNESS_FORMATS_COMBINATIONS_H_

#include <cstdint>
#include <vector>

namespace harness {

// n choose k, or cap + 1 once it exceeds `cap` (no overflow on the way).
int64_t ChooseUpTo(int64_t n, int64_t k, int64_t cap);

// The `rank`-th combination of `size` of 0..n-1 in lexicographic order
// (0 <= rank < n choose size).
std::vector<int> UnrankCombination(int n, int size, int64_t rank);

}  // namespace harness

#endif  // HARNESS_FORMATS_COMBINATIONS_H_
