#include "harness/formats/weighted_matching.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <utility>

namespace harness {

void EdgeWeight::Add(uint64_t value, int shift) {
  if (value == 0) return;
  size_t word = shift / 64;
  const int bit = shift % 64;
  unsigned __int128 carry = static_cast<unsigned __int128>(value) << bit;
  while (carry != 0 && word < words_.size()) {
    const unsigned __int128 sum = carry + words_[word];
    words_[word] = static_cast<uint64_t>(sum);
    carry = sum >> 64;
    ++word;
  }
  assert(carry == 0);
}

void EdgeWeight::Subtract(uint64_t value, int shift) {
  if (value == 0) return;
  size_t word = shift / 64;
  const int bit = shift % 64;
  unsigned __int128 borrow = static_cast<unsigned __int128>(value) << bit;
  while (borrow != 0 && word < words_.size()) {
    const uint64_t low = static_cast<uint64_t>(borrow);
    const uint64_t before = words_[word];
    words_[word] = before - low;
    borrow = (borrow >> 64) + (before < low ? 1 : 0);
    ++word;
  }
  assert(borrow == 0);
}

bool EdgeWeight::IsZero() const {
  return std::all_of(words_.begin(), words_.end(), [](uint64_t w) { return w == 0; });
}

bool EdgeWeight::operator<(const EdgeWeight& other) const {
  for (size_t i = words_.size(); i-- > 0;) {
    if (words_[i] != other.words_[i]) return words_[i] < other.words_[i];
  }
  return false;
}

namespace {

// A signed two's-complement integer of K words: the algorithm's duals and
// slacks.
template <int K>
struct Wide {
  std::array<uint64_t, K> w{};

  static Wide Of(const std::vector<uint64_t>& words) {
    Wide x;
    for (int i = 0; i < K && i < static_cast<int>(words.size()); ++i) x.w[i] = words[i];
    return x;
  }
  Wide operator+(const Wide& o) const {
    Wide r;
    unsigned carry = 0;
    for (int i = 0; i < K; ++i) {
      const unsigned __int128 s = static_cast<unsigned __int128>(w[i]) + o.w[i] + carry;
      r.w[i] = static_cast<uint64_t>(s);
      carry = static_cast<unsigned>(s >> 64);
    }
    return r;
  }
  Wide operator-(const Wide& o) const {
    Wide r;
    uint64_t borrow = 0;
    for (int i = 0; i < K; ++i) {
      const uint64_t a = w[i], b = o.w[i];
      const uint64_t d = a - b - borrow;
      borrow = (a < b || (a == b && borrow)) ? 1 : 0;
      r.w[i] = d;
    }
    return r;
  }
  // Floor of half (arithmetic shift).
  Wide Half() const {
    Wide r;
    for (int i = 0; i < K; ++i) {
      r.w[i] = w[i] >> 1;
      if (i + 1 < K) r.w[i] |= w[i + 1] << 63;
    }
    r.w[K - 1] |= w[K - 1] & (uint64_t{1} << 63);
    return r;
  }
  bool operator<(const Wide& o) const {
    const int64_t a = static_cast<int64_t>(w[K - 1]), b = static_cast<int64_t>(o.w[K - 1]);
    if (a != b) return a < b;
    for (int i = K - 2; i >= 0; --i) {
      if (w[i] != o.w[i]) return w[i] < o.w[i];
    }
    return false;
  }
  bool operator<=(const Wide& o) const { return !(o < *this); }
  bool IsZero() const {
    for (uint64_t x : w) {
      if (x != 0) return false;
    }
    return true;
  }
};

// Edmonds' maximum-weight matching with blossoms and dual variables, in
// the primal-dual form of Galil ("Efficient algorithms for finding maximum
// matching in graphs", 1986): stages of growing alternating trees from the
// exposed vertices, each ending in an augmentation or in optimality.
// Vertices 0..n-1, blossoms n..2n-1; an edge k has endpoints 2k and 2k+1.
template <int K>
class BlossomSolver {
 public:
  struct Edge {
    int u, v;
    Wide<K> weight;  // doubled, so that every slack halves exactly
  };

  BlossomSolver(int n, std::vector<Edge> edges) : n_(n), edges_(std::move(edges)) {}

  std::vector<int> Run() {
    const int n = n_;
    const int m = static_cast<int>(edges_.size());
    std::vector<int> mate_of(n, -1);
    if (m == 0) return mate_of;
    endpoint_.resize(2 * m);
    neighbours_.assign(n, {});
    Wide<K> max_weight;
    for (int k = 0; k < m; ++k) {
      endpoint_[2 * k] = edges_[k].u;
      endpoint_[2 * k + 1] = edges_[k].v;
      neighbours_[edges_[k].u].push_back(2 * k + 1);
      neighbours_[edges_[k].v].push_back(2 * k);
      if (max_weight < edges_[k].weight) max_weight = edges_[k].weight;
    }
    mate_.assign(n, -1);
    label_.assign(2 * n, 0);
    label_end_.assign(2 * n, -1);
    in_blossom_.resize(n);
    for (int v = 0; v < n; ++v) in_blossom_[v] = v;
    parent_.assign(2 * n, -1);
    children_.assign(2 * n, {});
    child_ends_.assign(2 * n, {});
    base_.assign(2 * n, -1);
    for (int v = 0; v < n; ++v) base_[v] = v;
    best_edge_.assign(2 * n, -1);
    best_edges_.assign(2 * n, {});
    has_best_edges_.assign(2 * n, 0);
    unused_.clear();
    for (int b = 2 * n - 1; b >= n; --b) unused_.push_back(b);
    dual_.assign(2 * n, Wide<K>());
    for (int v = 0; v < n; ++v) dual_[v] = max_weight;
    allowed_.assign(m, 0);

    for (int stage = 0; stage < n; ++stage) {
      std::fill(label_.begin(), label_.end(), 0);
      std::fill(best_edge_.begin(), best_edge_.end(), -1);
      for (int b = n; b < 2 * n; ++b) {
        best_edges_[b].clear();
        has_best_edges_[b] = 0;
      }
      std::fill(allowed_.begin(), allowed_.end(), 0);
      queue_.clear();
      for (int v = 0; v < n; ++v) {
        if (mate_[v] == -1 && label_[in_blossom_[v]] == 0) AssignLabel(v, 1, -1);
      }
      bool augmented = false;
      while (true) {
        while (!queue_.empty() && !augmented) {
          const int v = queue_.back();
          queue_.pop_back();
          for (int p : neighbours_[v]) {
            const int k = p / 2;
            const int w = endpoint_[p];
            if (in_blossom_[v] == in_blossom_[w]) continue;
            Wide<K> kslack;
            if (!allowed_[k]) {
              kslack = Slack(k);
              if (kslack <= Wide<K>()) allowed_[k] = 1;
            }
            if (allowed_[k]) {
              if (label_[in_blossom_[w]] == 0) {
                AssignLabel(w, 2, p ^ 1);
              } else if (label_[in_blossom_[w]] == 1) {
                const int base = ScanBlossom(v, w);
                if (base >= 0) {
                  AddBlossom(base, k);
                } else {
                  Augment(k);
                  augmented = true;
                  break;
                }
              } else if (label_[w] == 0) {
                label_[w] = 2;
                label_end_[w] = p ^ 1;
              }
            } else if (label_[in_blossom_[w]] == 1) {
              const int b = in_blossom_[v];
              if (best_edge_[b] == -1 || kslack < Slack(best_edge_[b])) best_edge_[b] = k;
            } else if (label_[w] == 0) {
              if (best_edge_[w] == -1 || kslack < Slack(best_edge_[w])) best_edge_[w] = k;
            }
          }
        }
        if (augmented) break;
        // No augmenting path with the allowed edges: change the duals.
        int delta_type = 1;
        Wide<K> delta = dual_[0];
        for (int v = 1; v < n; ++v) {
          if (dual_[v] < delta) delta = dual_[v];
        }
        int delta_edge = -1, delta_blossom = -1;
        for (int v = 0; v < n; ++v) {
          if (label_[in_blossom_[v]] == 0 && best_edge_[v] != -1) {
            const Wide<K> d = Slack(best_edge_[v]);
            if (d < delta) {
              delta = d;
              delta_type = 2;
              delta_edge = best_edge_[v];
            }
          }
        }
        for (int b = 0; b < 2 * n; ++b) {
          if (parent_[b] == -1 && label_[b] == 1 && best_edge_[b] != -1) {
            const Wide<K> d = Slack(best_edge_[b]).Half();
            if (d < delta) {
              delta = d;
              delta_type = 3;
              delta_edge = best_edge_[b];
            }
          }
        }
        for (int b = n; b < 2 * n; ++b) {
          if (base_[b] >= 0 && parent_[b] == -1 && label_[b] == 2 && dual_[b] < delta) {
            delta = dual_[b];
            delta_type = 4;
            delta_blossom = b;
          }
        }
        for (int v = 0; v < n; ++v) {
          if (label_[in_blossom_[v]] == 1) {
            dual_[v] = dual_[v] - delta;
          } else if (label_[in_blossom_[v]] == 2) {
            dual_[v] = dual_[v] + delta;
          }
        }
        for (int b = n; b < 2 * n; ++b) {
          if (base_[b] >= 0 && parent_[b] == -1) {
            if (label_[b] == 1) {
              dual_[b] = dual_[b] + delta;
            } else if (label_[b] == 2) {
              dual_[b] = dual_[b] - delta;
            }
          }
        }
        if (delta_type == 1) break;
        if (delta_type == 2) {
          allowed_[delta_edge] = 1;
          int i = edges_[delta_edge].u, j = edges_[delta_edge].v;
          if (label_[in_blossom_[i]] == 0) std::swap(i, j);
          queue_.push_back(i);
        } else if (delta_type == 3) {
          allowed_[delta_edge] = 1;
          queue_.push_back(edges_[delta_edge].u);
        } else {
          Expand(delta_blossom, false);
        }
      }
      if (!augmented) break;
      for (int b = n; b < 2 * n; ++b) {
        if (parent_[b] == -1 && base_[b] >= 0 && label_[b] == 1 && dual_[b].IsZero()) {
          Expand(b, true);
        }
      }
    }
    for (int v = 0; v < n; ++v) {
      if (mate_[v] >= 0) mate_of[v] = endpoint_[mate_[v]];
    }
    return mate_of;
  }

 private:
  Wide<K> Slack(int k) const {
    return dual_[edges_[k].u] + dual_[edges_[k].v] - edges_[k].weight - edges_[k].weight;
  }

  void Leaves(int b, std::vector<int>* out) const {
    if (b < n_) {
      out->push_back(b);
      return;
    }
    for (int t : children_[b]) Leaves(t, out);
  }

  void AssignLabel(int w, int t, int p) {
    const int b = in_blossom_[w];
    label_[w] = label_[b] = t;
    label_end_[w] = label_end_[b] = p;
    best_edge_[w] = best_edge_[b] = -1;
    if (t == 1) {
      Leaves(b, &queue_);
    } else {
      const int base = base_[b];
      AssignLabel(endpoint_[mate_[base]], 1, mate_[base] ^ 1);
    }
  }

  // The base of the blossom that the path from v and w closes, or -1 when
  // the two trees differ (an augmenting path).
  int ScanBlossom(int v, int w) {
    std::vector<int> path;
    int base = -1;
    while (v != -1 || w != -1) {
      int b = in_blossom_[v];
      if (label_[b] & 4) {
        base = base_[b];
        break;
      }
      path.push_back(b);
      label_[b] = 5;
      if (label_end_[b] == -1) {
        v = -1;
      } else {
        v = endpoint_[label_end_[b]];
        b = in_blossom_[v];
        v = endpoint_[label_end_[b]];
      }
      if (w != -1) std::swap(v, w);
    }
    for (int b : path) label_[b] = 1;
    return base;
  }

  void AddBlossom(int base, int k) {
    int v = edges_[k].u, w = edges_[k].v;
    const int bb = in_blossom_[base];
    int bv = in_blossom_[v], bw = in_blossom_[w];
    const int b = unused_.back();
    unused_.pop_back();
    base_[b] = base;
    parent_[b] = -1;
    parent_[bb] = b;
    std::vector<int>& path = children_[b];
    std::vector<int>& ends = child_ends_[b];
    path.clear();
    ends.clear();
    while (bv != bb) {
      parent_[bv] = b;
      path.push_back(bv);
      ends.push_back(label_end_[bv]);
      v = endpoint_[label_end_[bv]];
      bv = in_blossom_[v];
    }
    path.push_back(bb);
    std::reverse(path.begin(), path.end());
    std::reverse(ends.begin(), ends.end());
    ends.push_back(2 * k);
    while (bw != bb) {
      parent_[bw] = b;
      path.push_back(bw);
      ends.push_back(label_end_[bw] ^ 1);
      w = endpoint_[label_end_[bw]];
      bw = in_blossom_[w];
    }
    label_[b] = 1;
    label_end_[b] = label_end_[bb];
    dual_[b] = Wide<K>();
    std::vector<int> leaves;
    Leaves(b, &leaves);
    for (int leaf : leaves) {
      if (label_[in_blossom_[leaf]] == 2) queue_.push_back(leaf);
      in_blossom_[leaf] = b;
    }
    std::vector<int> best_to(2 * n_, -1);
    for (int child : path) {
      std::vector<int> candidates;
      if (!has_best_edges_[child]) {
        std::vector<int> child_leaves;
        Leaves(child, &child_leaves);
        for (int leaf : child_leaves) {
          for (int p : neighbours_[leaf]) candidates.push_back(p / 2);
        }
      } else {
        candidates = best_edges_[child];
      }
      for (int e : candidates) {
        int i = edges_[e].u, j = edges_[e].v;
        if (in_blossom_[j] == b) std::swap(i, j);
        const int bj = in_blossom_[j];
        if (bj != b && label_[bj] == 1 && (best_to[bj] == -1 || Slack(e) < Slack(best_to[bj]))) {
          best_to[bj] = e;
        }
      }
      best_edges_[child].clear();
      has_best_edges_[child] = 0;
      best_edge_[child] = -1;
    }
    best_edges_[b].clear();
    for (int e : best_to) {
      if (e != -1) best_edges_[b].push_back(e);
    }
    has_best_edges_[b] = 1;
    best_edge_[b] = -1;
    for (int e : best_edges_[b]) {
      if (best_edge_[b] == -1 || Slack(e) < Slack(best_edge_[b])) best_edge_[b] = e;
    }
  }

  // From child i of blossom b to its base (child 0) the way that takes an
  // even number of steps: forward from an odd i (j counted negative), back
  // from an even one; `trick` picks the end of each edge on the way.
  void WalkToBase(int b, int i, int* j, int* step, int* trick) const {
    if (i & 1) {
      *j = i - static_cast<int>(children_[b].size());
      *step = 1;
      *trick = 0;
    } else {
      *j = i;
      *step = -1;
      *trick = 1;
    }
  }

  int IndexOf(int b, int child) const {
    const std::vector<int>& c = children_[b];
    return static_cast<int>(std::find(c.begin(), c.end(), child) - c.begin());
  }
  // children_[b][j] with j taken modulo its size (j may be negative).
  int Child(int b, int j) const {
    const int size = static_cast<int>(children_[b].size());
    return children_[b][((j % size) + size) % size];
  }
  int ChildEnd(int b, int j) const {
    const int size = static_cast<int>(child_ends_[b].size());
    return child_ends_[b][((j % size) + size) % size];
  }

  void Expand(int b, bool end_stage) {
    for (int s : children_[b]) {
      parent_[s] = -1;
      if (s < n_) {
        in_blossom_[s] = s;
      } else if (end_stage && dual_[s].IsZero()) {
        Expand(s, end_stage);
      } else {
        std::vector<int> leaves;
        Leaves(s, &leaves);
        for (int leaf : leaves) in_blossom_[leaf] = s;
      }
    }
    if (!end_stage && label_[b] == 2) {
      const int entry_child = in_blossom_[endpoint_[label_end_[b] ^ 1]];
      int j, step, trick;
      WalkToBase(b, IndexOf(b, entry_child), &j, &step, &trick);
      int p = label_end_[b];
      while (j != 0) {
        label_[endpoint_[p ^ 1]] = 0;
        label_[endpoint_[ChildEnd(b, j - trick) ^ trick ^ 1]] = 0;
        AssignLabel(endpoint_[p ^ 1], 2, p);
        allowed_[ChildEnd(b, j - trick) / 2] = 1;
        j += step;
        p = ChildEnd(b, j - trick) ^ trick;
        allowed_[p / 2] = 1;
        j += step;
      }
      int bv = Child(b, j);
      label_[endpoint_[p ^ 1]] = label_[bv] = 2;
      label_end_[endpoint_[p ^ 1]] = label_end_[bv] = p;
      best_edge_[bv] = -1;
      j += step;
      while (Child(b, j) != entry_child) {
        bv = Child(b, j);
        if (label_[bv] == 1) {
          j += step;
          continue;
        }
        std::vector<int> leaves;
        Leaves(bv, &leaves);
        int found = -1;
        for (int leaf : leaves) {
          if (label_[leaf] != 0) {
            found = leaf;
            break;
          }
        }
        if (found != -1) {
          label_[found] = 0;
          label_[endpoint_[mate_[base_[bv]]]] = 0;
          AssignLabel(found, 2, label_end_[found]);
        }
        j += step;
      }
    }
    label_[b] = -1;
    label_end_[b] = -1;
    children_[b].clear();
    child_ends_[b].clear();
    base_[b] = -1;
    best_edges_[b].clear();
    has_best_edges_[b] = 0;
    best_edge_[b] = -1;
    unused_.push_back(b);
  }

  void AugmentBlossom(int b, int v) {
    int t = v;
    while (parent_[t] != b) t = parent_[t];
    if (t >= n_) AugmentBlossom(t, v);
    const int i = IndexOf(b, t);
    int j, step, trick;
    WalkToBase(b, i, &j, &step, &trick);
    while (j != 0) {
      j += step;
      t = Child(b, j);
      const int p = ChildEnd(b, j - trick) ^ trick;
      if (t >= n_) AugmentBlossom(t, endpoint_[p]);
      j += step;
      t = Child(b, j);
      if (t >= n_) AugmentBlossom(t, endpoint_[p ^ 1]);
      mate_[endpoint_[p]] = p ^ 1;
      mate_[endpoint_[p ^ 1]] = p;
    }
    std::rotate(children_[b].begin(), children_[b].begin() + i, children_[b].end());
    std::rotate(child_ends_[b].begin(), child_ends_[b].begin() + i, child_ends_[b].end());
    base_[b] = base_[children_[b][0]];
  }

  void Augment(int k) {
    const int ends[2][2] = {{edges_[k].u, 2 * k + 1}, {edges_[k].v, 2 * k}};
    for (const auto& end : ends) {
      int s = end[0], p = end[1];
      while (true) {
        const int bs = in_blossom_[s];
        if (bs >= n_) AugmentBlossom(bs, s);
        mate_[s] = p;
        if (label_end_[bs] == -1) break;
        const int t = endpoint_[label_end_[bs]];
        const int bt = in_blossom_[t];
        s = endpoint_[label_end_[bt]];
        const int j = endpoint_[label_end_[bt] ^ 1];
        if (bt >= n_) AugmentBlossom(bt, j);
        mate_[j] = label_end_[bt];
        p = label_end_[bt] ^ 1;
      }
    }
  }

  int n_;
  std::vector<Edge> edges_;
  std::vector<int> endpoint_;
  std::vector<std::vector<int>> neighbours_;
  std::vector<int> mate_, label_, label_end_, in_blossom_, parent_, base_, best_edge_;
  std::vector<std::vector<int>> children_, child_ends_, best_edges_;
  std::vector<char> has_best_edges_, allowed_;
  std::vector<int> unused_, queue_;
  std::vector<Wide<K>> dual_;
};

template <int K>
std::vector<int> SolveWith(int vertices, const std::vector<EdgeWeight>& weights,
                           const std::vector<char>& removed) {
  // Compact the vertices left, edges in a fixed order (by vertex pair).
  std::vector<int> index(vertices, -1), vertex;
  for (int v = 0; v < vertices; ++v) {
    if (!removed[v]) {
      index[v] = static_cast<int>(vertex.size());
      vertex.push_back(v);
    }
  }
  std::vector<typename BlossomSolver<K>::Edge> edges;
  for (int u = 0; u < vertices; ++u) {
    if (removed[u]) continue;
    for (int v = u + 1; v < vertices; ++v) {
      const EdgeWeight& weight = weights[u * vertices + v];
      if (removed[v] || weight.IsZero()) continue;
      Wide<K> w = Wide<K>::Of(weight.words());
      edges.push_back({index[u], index[v], w + w});
    }
  }
  BlossomSolver<K> solver(static_cast<int>(vertex.size()), std::move(edges));
  const std::vector<int> compact = solver.Run();
  std::vector<int> mate(vertices, -1);
  for (size_t i = 0; i < compact.size(); ++i) {
    if (compact[i] >= 0) mate[vertex[i]] = vertex[compact[i]];
  }
  return mate;
}

}  // namespace

WeightedMatcher::WeightedMatcher(int vertices, int bits)
    : vertices_(vertices),
      // Room for the doubled weights, the duals' sums and a sign bit.
      words_((bits + 4 + 63) / 64),
      weights_(static_cast<size_t>(vertices) * vertices, EdgeWeight(words_)),
      removed_(vertices, 0) {}

void WeightedMatcher::SetWeight(int u, int v, const EdgeWeight& weight) {
  assert(static_cast<int>(weight.words().size()) == words_);
  weights_[u * vertices_ + v] = weight;
  weights_[v * vertices_ + u] = weight;
}

std::vector<int> WeightedMatcher::Solve() const {
  if (words_ <= 1) return SolveWith<1>(vertices_, weights_, removed_);
  if (words_ <= 2) return SolveWith<2>(vertices_, weights_, removed_);
  if (words_ <= 4) return SolveWith<4>(vertices_, weights_, removed_);
  if (words_ <= 8) return SolveWith<8>(vertices_, weights_, removed_);
  if (words_ <= 16) return SolveWith<16>(vertices_, weights_, removed_);
  if (words_ <= 32) return SolveWith<32>(vertices_, weights_, removed_);
  assert(words_ <= 64);
  return SolveWith<64>(vertices_, weights_, removed_);
}

}  // namespace harness
