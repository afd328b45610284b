#include "engines/reversi/endgame_solver.h"

#include <algorithm>

#include "games/reversi/reversi_state.h"

namespace reversi {
namespace {

// Below this many empties ordering costs more than it saves.
constexpr int kOrderingEmpties = 7;

struct OrderedMove {
  int square;
  int opponent_mobility;
};

}  // namespace

int EndgameSolver::Value(const Position& position, int alpha, int beta, bool passed) {
  if (clock_.Stop(++nodes_, 4096)) throw Aborted{};
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

bool EndgameSolver::Solve(const Position& root, SearchResult* result) {
  Bitboard moves = root.Moves();
  if (moves == 0) {
    result->move = kPass;
    result->score = root.Pass().Moves() == 0 ? root.FinalDiscDifferential()
                                             : -Value(root.Pass(), -65, 65, true);
    result->exact = true;
    return true;
  }
  try {
    int best = -65;
    int best_move = LowestSquare(moves);
    for (; moves; moves &= moves - 1) {
      const int square = LowestSquare(moves);
      const int score = -Value(root.Play(square), -65, -best, false);
      if (score > best) {
        best = score;
        best_move = square;
      }
    }
    result->move = best_move;
    result->score = best;
    result->exact = true;
    result->depth = root.EmptyCount();
    result->nodes += nodes_;
    result->principal_variation = {best_move};
    return true;
  } catch (const Aborted&) {
    result->nodes += nodes_;
    return false;
  }
}

}  // namespace reversi
