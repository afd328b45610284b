#include "engines/reversi/training/label_search.h"

#include <algorithm>

namespace reversi::training {
namespace {

constexpr int kInfinity = 1 << 24;
constexpr int kHundredths = 100;

int Negamax(const PatternWeights& weights, const Position& position, int target, int alpha,
            int beta, bool passed) {
  const Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed) return position.FinalDiscDifferential() * kHundredths;
    return -Negamax(weights, position.Pass(), target, -beta, -alpha, true);
  }
  if (position.EmptyCount() <= target) return weights.Evaluate(position);

  struct Child {
    Position position;
    int key;
  };
  Child children[32];
  int count = 0;
  for (Bitboard left = moves; left; left &= left - 1) {
    children[count++] = {position.Play(LowestSquare(left)), 0};
  }
  // Two or more plies from the leaves, the opponent's worst-looking replies
  // (by the evaluation) first.
  if (position.EmptyCount() - target >= 2) {
    for (int i = 0; i < count; ++i) children[i].key = weights.Evaluate(children[i].position);
    std::sort(children, children + count,
              [](const Child& a, const Child& b) { return a.key < b.key; });
  }
  int best = -kInfinity;
  for (int i = 0; i < count; ++i) {
    best = std::max(best, -Negamax(weights, children[i].position, target, -beta, -alpha, false));
    alpha = std::max(alpha, best);
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace

double SearchLabel(const PatternWeights& weights, const Position& position, int target_empties) {
  return static_cast<double>(
             Negamax(weights, position, target_empties, -kInfinity, kInfinity, false)) /
         kHundredths;
}

}  // namespace reversi::training
