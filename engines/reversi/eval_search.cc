#include "engines/reversi/eval_search.h"

#include <algorithm>

namespace reversi {
namespace {

// From this depth on, a node tries the moves that leave the opponent the
// fewest replies first (corners counted twice), so that alpha-beta cuts
// sooner; at depth 1 the leaves are too cheap to be worth ordering. With
// the solver's depth-4 ordering searches (session 18): FFO #56 850.6 M ->
// 809.3 M nodes, #53 2 247.7 M -> 2 200.9 M in 0.965 times the time; from
// depth 3: #56 834.7 M.
constexpr int kOrderedDepth = 2;

struct Child {
  UnclearedPosition next;  // the position after a move
  int replies;             // that it leaves
};

}  // namespace

int EvalSearch(const PatternWeights& weights, const Position& position, int depth, int alpha,
               int beta, int64_t& nodes) {
  ++nodes;
  const Bitboard moves = position.Moves();
  if (!moves) {
    const Position passed = position.Pass();
    if (!passed.Moves()) return 100 * position.FinalDiscDifferential();
    return -EvalSearch(weights, passed, depth, -beta, -alpha, nodes);
  }
  if (depth == 0) return weights.Evaluate(position);
  int best = -(1 << 20);
  // Searches the move to `next`; true if it cuts.
  const auto cuts = [&](const Position& next) {
    const int score = -EvalSearch(weights, next, depth - 1, -beta, -alpha, nodes);
    if (score <= best) return false;
    best = score;
    if (score >= beta) return true;
    alpha = std::max(alpha, score);
    return false;
  };
  if (depth < kOrderedDepth) {
    for (Bitboard rest = moves; rest; rest &= rest - 1) {
      if (cuts(position.Play(LowestSquare(rest)))) break;
    }
    return best;
  }
  Child children[32];
  int count = 0;
  for (Bitboard rest = moves; rest; rest &= rest - 1) {
    const Position next = position.Play(LowestSquare(rest));
    children[count++] = {UnclearedPosition::Of(next), WeightedMobility(next.Moves())};
  }
  std::stable_sort(children, children + count,
                   [](const Child& a, const Child& b) { return a.replies < b.replies; });
  for (int i = 0; i < count; ++i) {
    if (cuts(children[i].next.position())) break;
  }
  return best;
}

}  // namespace reversi
