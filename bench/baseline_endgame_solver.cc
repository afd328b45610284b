#include "bench/baseline_endgame_solver.h"

#include <algorithm>

#include "games/reversi/reversi_state.h"

namespace bench {
namespace {

using namespace reversi;  // NOLINT: the rules' kernels, as in the original

// Below this many empties ordering costs more than it saves.
constexpr int kOrderingEmpties = 7;

struct OrderedMove {
  int square;
  int opponent_mobility;
};

}  // namespace

int BaselineEndgameSolver::Value(const Position& position, int alpha, int beta, bool passed) {
  if ((++nodes_ & 4095) == 0 && stop_ && stop_(nodes_)) throw Aborted{};
  Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed) return position.FinalDiscDifferential();
    // The opponent's best, seen from our side. A pass keeps the empties.
    return -Value(position.Pass(), -beta, -alpha, true);
  }
  int best = -65;
  if (position.EmptyCount() > kOrderingEmpties) {
    // Fastest first: answer with the move that leaves the opponent fewest
    // replies (corners break ties).
    OrderedMove ordered[32];
    int count = 0;
    for (; moves; moves &= moves - 1) {
      const int square = LowestSquare(moves);
      const Position next = position.Play(square);
      ordered[count++] = {square, 2 * PopCount(next.Moves()) -
                                      ((SquareBit(square) & 0x8100000000000081ULL) ? 1 : 0)};
    }
    std::sort(ordered, ordered + count, [](const OrderedMove& a, const OrderedMove& b) {
      return a.opponent_mobility < b.opponent_mobility;
    });
    for (int i = 0; i < count; ++i) {
      const int score = -Value(position.Play(ordered[i].square), -beta, -alpha, false);
      if (score > best) {
        best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    return best;
  }
  for (; moves; moves &= moves - 1) {
    const int score = -Value(position.Play(LowestSquare(moves)), -beta, -alpha, false);
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
  }
  return best;
}

std::optional<EndgameSolution> BaselineEndgameSolver::Solve(const Position& root) {
  Bitboard moves = root.Moves();
  try {
    if (moves == 0) {
      // A forced pass, or the end of the game.
      return EndgameSolution{kPass, root.Pass().Moves() == 0 ? root.FinalDiscDifferential()
                                                             : -Value(root.Pass(), -65, 65, true)};
    }
    EndgameSolution best{LowestSquare(moves), -65};
    for (; moves; moves &= moves - 1) {
      const int square = LowestSquare(moves);
      const int score = -Value(root.Play(square), -65, -best.score, false);
      if (score > best.score) best = {square, score};
    }
    return best;
  } catch (const Aborted&) {
    return std::nullopt;
  }
}

}  // namespace bench
