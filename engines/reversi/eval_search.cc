#include "engines/reversi/eval_search.h"

#include <algorithm>

namespace reversi {
namespace {

// From this depth on, a node tries the moves that leave the opponent the
// fewest replies first (corners counted twice), so that alpha-beta cuts
// sooner; at depth 1 the leaves are too cheap to be worth ordering.
constexpr int kOrderedDepth = 2;

struct Child {
  UnclearedPosition next;  // the position after a move
  Bitboard flips;          // the move's
  int square;
  int replies;  // that it leaves
};

// A search of depth 0 but for its pass, which the search itself handles:
// inline in the loop of a node of depth 1 (a call a leaf: FFO #47 1.6 %
// more instructions in all, cachegrind).
int EvaluateLeaf(const PatternWeights& weights, const Position& position,
                 const PatternIndices& indices, int alpha, int beta, int64_t& nodes) {
  const Bitboard moves = position.Moves();
  if (!moves) return EvalSearch(weights, position, indices, 0, alpha, beta, nodes);
  ++nodes;
  return weights.Evaluate(position, indices, moves);
}

}  // namespace

// The pattern indices are carried from move to move, as Edax carries its
// features, instead of read off the board at each leaf: FFO #56 in 0.91
// times the time, the same nodes.
int EvalSearch(const PatternWeights& weights, const Position& position,
               const PatternIndices& indices, int depth, int alpha, int beta, int64_t& nodes) {
  ++nodes;
  const Bitboard moves = position.Moves();
  if (!moves) {
    const Position passed = position.Pass();
    if (!passed.Moves()) return 100 * position.FinalDiscDifferential();
    return -EvalSearch(weights, passed, indices.AfterPass(), depth, -beta, -alpha, nodes);
  }
  if (depth == 0) return weights.Evaluate(position, indices, moves);
  int best = -(1 << 20);
  // Searches the move to `square`, which flips `flips`; true if it cuts.
  const auto cuts = [&](const Position& next, int square, Bitboard flips) {
    const PatternIndices after = indices.AfterMove(square, flips);
    const int score = depth == 1
                          ? -EvaluateLeaf(weights, next, after, -beta, -alpha, nodes)
                          : -EvalSearch(weights, next, after, depth - 1, -beta, -alpha, nodes);
    if (score <= best) return false;
    best = score;
    if (score >= beta) return true;
    alpha = std::max(alpha, score);
    return false;
  };
  if (depth < kOrderedDepth) {
    for (Bitboard rest = moves; rest; rest &= rest - 1) {
      const int square = LowestSquare(rest);
      const Bitboard flips = Flips(position.own, position.opp, square);
      if (cuts(position.Play(square, flips), square, flips)) break;
    }
    return best;
  }
  // Each child inserted in order as it is made, the fewest replies first and
  // among equals the lowest square (std::stable_sort asked the heap for a
  // buffer at every call).
  Child children[32];
  int count = 0;
  for (Bitboard rest = moves; rest; rest &= rest - 1) {
    const int square = LowestSquare(rest);
    const Bitboard flips = Flips(position.own, position.opp, square);
    const Position next = position.Play(square, flips);
    const Child child = {UnclearedPosition::Of(next), flips, square,
                         WeightedMobility(next.Moves())};
    int slot = count++;
    for (; slot > 0 && children[slot - 1].replies > child.replies; --slot) {
      children[slot] = children[slot - 1];
    }
    children[slot] = child;
  }
  for (int i = 0; i < count; ++i) {
    if (cuts(children[i].next.position(), children[i].square, children[i].flips)) break;
  }
  return best;
}

int EvalSearch(const PatternWeights& weights, const Position& position, int depth, int alpha,
               int beta, int64_t& nodes) {
  return EvalSearch(weights, position, PatternIndices::Of(position), depth, alpha, beta, nodes);
}

}  // namespace reversi
