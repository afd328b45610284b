#include "harness/formats/perfect_matching.h"

#include <vector>

#include "games/common/seeded_random.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

// Whether the unused vertices of a graph (adjacency matrix) can all be
// paired: exhaustive search, the independent truth for small graphs.
bool BrutePerfect(const std::vector<std::vector<bool>>& edges, std::vector<bool>& used) {
  const int n = edges.size();
  int first = 0;
  while (first < n && used[first]) ++first;
  if (first == n) return true;
  used[first] = true;
  for (int v = first + 1; v < n; ++v) {
    if (used[v] || !edges[first][v]) continue;
    used[v] = true;
    const bool ok = BrutePerfect(edges, used);
    used[v] = false;
    if (ok) {
      used[first] = false;
      return true;
    }
  }
  used[first] = false;
  return false;
}

TEST(PerfectMatcherTest, AgreesWithExhaustiveSearchOnRandomGraphs) {
  games::SeededRandom random(7);
  int perfect = 0, not_perfect = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 2 + 2 * random.Below(5);  // 2..10
    const double density = 0.15 + 0.5 * random.Unit();
    std::vector<std::vector<bool>> edges(n, std::vector<bool>(n, false));
    PerfectMatcher matcher(n);
    for (int u = 0; u < n; ++u) {
      for (int v = u + 1; v < n; ++v) {
        if (random.Unit() < density) {
          edges[u][v] = edges[v][u] = true;
          matcher.AllowEdge(u, v);
        }
      }
    }
    std::vector<bool> used(n, false);
    const bool expected = BrutePerfect(edges, used);
    ASSERT_EQ(matcher.Solve(), expected) << "trial " << trial;
    (expected ? perfect : not_perfect)++;
    if (!expected) continue;
    for (int v = 0; v < n; ++v) {
      ASSERT_NE(matcher.Mate(v), -1);
      ASSERT_EQ(matcher.Mate(matcher.Mate(v)), v);
      ASSERT_TRUE(edges[v][matcher.Mate(v)]);
    }
    // Fixing a random edge succeeds exactly when the rest stays pairable.
    const int u = random.Below(n), v = random.Below(n);
    if (u == v || !edges[u][v]) continue;
    used[u] = used[v] = true;
    const bool rest_pairable = BrutePerfect(edges, used);
    ASSERT_EQ(matcher.TryFix(u, v), rest_pairable) << "trial " << trial;
    ASSERT_EQ(matcher.Fixed(u), rest_pairable);
    for (int w = 0; w < n; ++w) ASSERT_TRUE(edges[w][matcher.Mate(w)]) << "trial " << trial;
  }
  // Both answers were exercised.
  EXPECT_GT(perfect, 300);
  EXPECT_GT(not_perfect, 300);
}

}  // namespace
}  // namespace harness
