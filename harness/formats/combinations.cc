#include "harness/formats/combinations.h"

#include <algorithm>

namespace harness {
namespace {

// n choose k, for results the caller knows to fit (a validated schedule's
// group count): every step stays below that bound times n.
int64_t Choose(int64_t n, int64_t k) {
  if (k < 0 || k > n) return 0;
  k = std::min(k, n - k);
  int64_t result = 1;
  for (int64_t i = 1; i <= k; ++i) result = result * (n - k + i) / i;
  return result;
}

}  // namespace

int64_t ChooseUpTo(int64_t n, int64_t k, int64_t cap) {
  if (k < 0 || k > n) return 0;
  k = std::min(k, n - k);
  int64_t result = 1;
  for (int64_t i = 1; i <= k; ++i) {
    result = result * (n - k + i) / i;
    if (result > cap) return cap + 1;
  }
  return result;
}

// Combinations of `left` elements from lo..n-1 whose first element is below
// x number Choose(n - lo, left) - Choose(n - x, left): a binary search finds
// each element.
std::vector<int> UnrankCombination(int n, int size, int64_t rank) {
  std::vector<int> combination;
  int lo = 0;
  for (int left = size; left > 0; --left) {
    const int64_t all = Choose(n - lo, left);
    auto before = [&](int x) { return all - Choose(n - x, left); };
    // The largest x in [lo, n - left] with before(x) <= rank.
    int low = lo, high = n - left;
    while (low < high) {
      const int mid = low + (high - low + 1) / 2;
      if (before(mid) <= rank) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    rank -= before(low);
    combination.push_back(low);
    lo = low + 1;
  }
  return combination;
}

}  // namespace harness
