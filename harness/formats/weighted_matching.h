// Maximum-weight matchings of a general graph (Edmonds' blossom algorithm
// with dual variables, O(V^3)), for weights too wide for a machine word:
// the Dutch Swiss pairing (swiss.cc) packs its criteria, most important
// first, into the bits of one wide non-negative integer per edge, so that
// the heaviest matching is the one the criteria prefer.
#ifndef HARNESS_FORMATS_WEIGHTED_MATCHING_H_
#define HARNESS_FORMATS_WEIGHTED_MATCHING_H_

#include <cstdint>
#include <vector>

namespace harness {

// A non-negative integer of a fixed number of 64-bit words (least
// significant first), built by adding powers of two: one edge's weight.
class EdgeWeight {
 public:
  EdgeWeight() = default;
  explicit EdgeWeight(int words) : words_(words, 0) {}

  // Adds value * 2^shift (value < 2^63; the sum must fit the words).
  void Add(uint64_t value, int shift);
  // Subtracts value * 2^shift (the result must stay non-negative).
  void Subtract(uint64_t value, int shift);
  bool IsZero() const;
  const std::vector<uint64_t>& words() const { return words_; }
  bool operator==(const EdgeWeight& other) const { return words_ == other.words_; }
  bool operator<(const EdgeWeight& other) const;

 private:
  std::vector<uint64_t> words_;
};

// A graph whose edges carry EdgeWeights of `bits` bits at most (a zero
// weight: no edge). Solve() returns a matching of the greatest total weight.
class WeightedMatcher {
 public:
  WeightedMatcher(int vertices, int bits);

  int vertices() const { return vertices_; }
  // Words of the weights this matcher takes: EdgeWeight(words()).
  int words() const { return words_; }
  void SetWeight(int u, int v, const EdgeWeight& weight);
  const EdgeWeight& Weight(int u, int v) const { return weights_[u * vertices_ + v]; }

  // A matching of the greatest total weight among the vertices not removed:
  // mate per vertex (-1: unmatched or removed). Which of several heaviest
  // matchings comes back is a function of the weights alone.
  std::vector<int> Solve() const;
  // Takes v out of the graph (a pair fixed for good).
  void Remove(int v) { removed_[v] = 1; }
  bool Removed(int v) const { return removed_[v]; }

 private:
  int vertices_;
  int words_;
  std::vector<EdgeWeight> weights_;  // vertices_ x vertices_, symmetric
  std::vector<char> removed_;
};

}  // namespace harness

#endif  // HARNESS_FORMATS_WEIGHTED_MATCHING_H_
