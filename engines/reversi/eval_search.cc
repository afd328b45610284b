#include "engines/reversi/eval_search.h"

#include <algorithm>

namespace reversi {

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
  for (Bitboard rest = moves; rest; rest &= rest - 1) {
    const int score =
        -EvalSearch(weights, position.Play(LowestSquare(rest)), depth - 1, -beta, -alpha, nodes);
    if (score > best) {
      if (score >= beta) return score;
      best = score;
      alpha = std::max(alpha, score);
    }
  }
  return best;
}

}  // namespace reversi
