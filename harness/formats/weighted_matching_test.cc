#include "harness/formats/weighted_matching.h"

#include <vector>

#include "games/common/seeded_random.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

using Total = unsigned __int128;

// The heaviest matching's weight by exhaustive search over the unused
// vertices: the independent truth for small graphs.
Total BruteBest(const std::vector<std::vector<Total>>& weight, std::vector<bool>& used) {
  const int n = weight.size();
  int first = 0;
  while (first < n && used[first]) ++first;
  if (first == n) return 0;
  used[first] = true;
  Total best = BruteBest(weight, used);  // first stays unmatched
  for (int v = first + 1; v < n; ++v) {
    if (used[v] || weight[first][v] == 0) continue;
    used[v] = true;
    const Total with = weight[first][v] + BruteBest(weight, used);
    if (with > best) best = with;
    used[v] = false;
  }
  used[first] = false;
  return best;
}

// Random graphs, weights either small (many ties) or spread over two words
// (bit 70 and up), against the exhaustive search.
TEST(WeightedMatcherTest, AgreesWithExhaustiveSearch) {
  games::SeededRandom random(11);
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 1 + random.Below(11);  // 1..11
    const bool wide = trial % 2 == 1;
    const int shift = wide ? 70 : 0;
    const double density = 0.2 + 0.8 * random.Unit();
    WeightedMatcher matcher(n, shift + 12);
    std::vector<std::vector<Total>> weight(n, std::vector<Total>(n, 0));
    for (int u = 0; u < n; ++u) {
      for (int v = u + 1; v < n; ++v) {
        if (random.Unit() >= density) continue;
        const uint64_t w = 1 + random.Below(trial % 3 == 0 ? 3 : 1000);
        EdgeWeight edge(matcher.words());
        edge.Add(w, shift);
        edge.Add(random.Below(4), 0);
        matcher.SetWeight(u, v, edge);
        weight[u][v] = weight[v][u] =
            (static_cast<Total>(w) << shift) + edge.words()[0] - (shift == 0 ? w : 0);
      }
    }
    const std::vector<int> mate = matcher.Solve();
    Total total = 0;
    for (int v = 0; v < n; ++v) {
      if (mate[v] < 0) continue;
      ASSERT_EQ(mate[mate[v]], v);
      ASSERT_GT(weight[v][mate[v]], 0u);
      if (v < mate[v]) total += weight[v][mate[v]];
    }
    std::vector<bool> used(n, false);
    EXPECT_TRUE(total == BruteBest(weight, used)) << "trial " << trial << " n " << n;
  }
}

TEST(WeightedMatcherTest, RemovedVerticesStayUnmatched) {
  WeightedMatcher matcher(4, 8);
  EdgeWeight one(matcher.words()), two(matcher.words());
  one.Add(1, 0);
  two.Add(2, 0);
  matcher.SetWeight(0, 1, two);
  matcher.SetWeight(2, 3, two);
  matcher.SetWeight(0, 2, one);
  matcher.Remove(1);
  const std::vector<int> mate = matcher.Solve();
  EXPECT_EQ(mate[1], -1);
  EXPECT_EQ(mate[0], -1);  // 2-3 (2) beats 0-2 (1)
  EXPECT_EQ(mate[2], 3);
}

TEST(EdgeWeightTest, AddAndSubtractCarryAcrossWords) {
  EdgeWeight w(3);
  w.Add(~uint64_t{0} >> 1, 1);  // bits 1..63
  w.Add(3, 0);                  // carries into word 1
  EXPECT_EQ(w.words()[0], 1u);
  EXPECT_EQ(w.words()[1], 1u);
  w.Subtract(2, 0);
  EXPECT_EQ(w.words()[0], ~uint64_t{0});
  EXPECT_EQ(w.words()[1], 0u);
  w.Add(5, 128);
  EXPECT_EQ(w.words()[2], 5u);
  EdgeWeight v(3);
  v.Add(1, 131);  // 8 in word 2 against 5
  EXPECT_TRUE(w < v);
}

}  // namespace
}  // namespace harness
