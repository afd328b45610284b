#include "harness/formats/perfect_matching.h"

#include <deque>

namespace harness {

PerfectMatcher::PerfectMatcher(int vertices)
    : size_(vertices),
      allowed_(vertices * vertices, 0),
      fixed_(vertices, 0),
      mate_(vertices, -1),
      parent_(vertices, -1),
      base_(vertices, 0),
      in_tree_(vertices, 0),
      in_blossom_(vertices, 0) {}

void PerfectMatcher::AllowEdge(int u, int v) {
  allowed_[u * size_ + v] = 1;
  allowed_[v * size_ + u] = 1;
}

bool PerfectMatcher::Solve() {
  // A greedy start leaves few vertices to augment from.
  for (int u = 0; u < size_; ++u) {
    if (fixed_[u] || mate_[u] != -1) continue;
    for (int v = u + 1; v < size_; ++v) {
      if (!fixed_[v] && mate_[v] == -1 && Allowed(u, v)) {
        mate_[u] = v;
        mate_[v] = u;
        break;
      }
    }
  }
  // A vertex with no augmenting path now never gets one later (Edmonds), so
  // one pass decides.
  for (int v = 0; v < size_; ++v) {
    if (!fixed_[v] && mate_[v] == -1 && !Augment(v)) return false;
  }
  return true;
}

bool PerfectMatcher::TryFix(int u, int v) {
  if (mate_[u] == v) {
    fixed_[u] = fixed_[v] = 1;
    return true;
  }
  const std::vector<int> before = mate_;
  const int mate_u = mate_[u], mate_v = mate_[v];
  mate_[mate_u] = mate_[mate_v] = -1;
  mate_[u] = v;
  mate_[v] = u;
  fixed_[u] = fixed_[v] = 1;
  // Two vertices are exposed now: a path from one must end at the other.
  if (Augment(mate_u)) return true;
  mate_ = before;
  fixed_[u] = fixed_[v] = 0;
  return false;
}

bool PerfectMatcher::Augment(int root) {
  int v = FindPath(root);
  if (v == -1) return false;
  while (v != -1) {
    const int p = parent_[v];
    const int next = mate_[p];
    mate_[v] = p;
    mate_[p] = v;
    v = next;
  }
  return true;
}

int PerfectMatcher::CommonAncestor(int a, int b) const {
  std::vector<char> seen(size_, 0);
  for (;;) {
    a = base_[a];
    seen[a] = 1;
    if (mate_[a] == -1) break;
    a = parent_[mate_[a]];
  }
  for (;;) {
    b = base_[b];
    if (seen[b]) return b;
    b = parent_[mate_[b]];
  }
}

void PerfectMatcher::MarkBlossomPath(int v, int blossom_base, int child) {
  while (base_[v] != blossom_base) {
    in_blossom_[base_[v]] = in_blossom_[base_[mate_[v]]] = 1;
    parent_[v] = child;
    child = mate_[v];
    v = parent_[mate_[v]];
  }
}

int PerfectMatcher::FindPath(int root) {
  in_tree_.assign(size_, 0);
  parent_.assign(size_, -1);
  for (int i = 0; i < size_; ++i) base_[i] = i;
  in_tree_[root] = 1;
  std::deque<int> queue = {root};
  while (!queue.empty()) {
    const int v = queue.front();
    queue.pop_front();
    for (int to = 0; to < size_; ++to) {
      if (fixed_[to] || !Allowed(v, to) || base_[v] == base_[to] || mate_[v] == to) continue;
      if (to == root || (mate_[to] != -1 && parent_[mate_[to]] != -1)) {
        // An odd cycle: contract it into its base.
        const int blossom_base = CommonAncestor(v, to);
        in_blossom_.assign(size_, 0);
        MarkBlossomPath(v, blossom_base, to);
        MarkBlossomPath(to, blossom_base, v);
        for (int i = 0; i < size_; ++i) {
          if (!in_blossom_[base_[i]]) continue;
          base_[i] = blossom_base;
          if (!in_tree_[i]) {
            in_tree_[i] = 1;
            queue.push_back(i);
          }
        }
      } else if (parent_[to] == -1) {
        parent_[to] = v;
        if (mate_[to] == -1) return to;
        in_tree_[mate_[to]] = 1;
        queue.push_back(mate_[to]);
      }
    }
  }
  return -1;
}

}  // namespace harness
