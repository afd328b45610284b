// Perfect matchings of a small dense graph by Edmonds' blossom algorithm,
// with pairs fixed one at a time: the engine under Swiss pairing, which
// takes each board's preferred opponent only if the engines left can still
// all be paired by the allowed edges.
#ifndef HARNESS_FORMATS_PERFECT_MATCHING_H_
#define HARNESS_FORMATS_PERFECT_MATCHING_H_

#include <vector>

namespace harness {

class PerfectMatcher {
 public:
  // A graph of `vertices` vertices and no edges.
  explicit PerfectMatcher(int vertices);

  void AllowEdge(int u, int v);
  bool Allowed(int u, int v) const { return allowed_[u * size_ + v]; }

  // Finds a perfect matching of the vertices not yet fixed: false if none
  // exists. O(V^3).
  bool Solve();
  // After Solve() succeeded: pairs u with v (an allowed edge between two
  // unfixed vertices) and takes both out of the graph, if a perfect
  // matching of the unfixed vertices remains; otherwise changes nothing and
  // returns false. One augmenting-path search: O(V^2).
  bool TryFix(int u, int v);
  bool Fixed(int v) const { return fixed_[v]; }
  // v's partner in the current matching (-1: none).
  int Mate(int v) const { return mate_[v]; }

 private:
  // Augments the matching along a path from the exposed vertex `root`
  // among the unfixed vertices: false if there is none.
  bool Augment(int root);
  // The end of an augmenting path from `root` (-1: none), with `parent_`
  // describing the path.
  int FindPath(int root);
  int CommonAncestor(int a, int b) const;
  void MarkBlossomPath(int v, int blossom_base, int child);

  int size_;
  std::vector<char> allowed_;  // size_ x size_
  std::vector<char> fixed_;
  std::vector<int> mate_;
  // The search's forest: parent of an outer vertex's mate, blossom bases.
  std::vector<int> parent_, base_;
  std::vector<char> in_tree_, in_blossom_;
};

}  // namespace harness

#endif  // HARNESS_FORMATS_PERFECT_MATCHING_H_
