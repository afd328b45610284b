#include "games/reversi/rules_endgame_solver.h"

#include <algorithm>

#include "games/reversi/endgame_ordering.h"
#include "games/reversi/last_flips.h"
#include "games/reversi/reversi_state.h"
#include "games/reversi/stable_discs.h"

namespace reversi {
namespace {

// Depth bands (in empties): the last few without a move list, then parity
// ordering without the table, then the table and fastest-first ordering,
// then enhanced transposition cut-offs too, then ordering by a shallow
// search. Measured on the FForum set (bench/README.md).
constexpr int kLastEmpties = 4;
constexpr int kShallowEmpties = 6;
constexpr int kEtcEmpties = 8;
// Move ordering by a shallow search from here (measured: 542M -> 386M nodes
// on the FForum set at depth 3 from 17 empties; depth 2 orders worse than 1).
constexpr int kSearchOrderingEmpties = 17;
constexpr int kOrderingDepth = 3;

// The stability cut-off: the opponent's stable discs cap our final score.
// Worth computing only when alpha is already high (measured: from about
// twice the empties; it saves most on lopsided positions, 108M -> 15M nodes
// on the FForum +64 one).
bool StableCutoff(const Position& position, int alpha, int empties, int* cap) {
  if (alpha < 2 * empties - 4) return false;
  *cap = StabilityCap(position);
  return *cap <= alpha;
}

struct Candidate {
  UnclearedPosition next;  // the position after the move
  int square;
  int cost;  // lower is tried first
};

// For ordering far from the end: the mover's mobility edge after a shallow
// alpha-beta search, in 1/64 discs of no meaning beyond "larger is better".
int MobilityEstimate(const Position& position, int depth, int alpha, int beta) {
  const Bitboard moves = position.Moves();
  if (depth == 0 || moves == 0) {
    return 64 * (WeightedMobility(moves) - WeightedMobility(position.Pass().Moves())) +
           32 * (PopCount(position.own & kCorners) - PopCount(position.opp & kCorners));
  }
  int best = -(1 << 20);
  for (Bitboard rest = moves; rest; rest &= rest - 1) {
    const Position next = position.Play(LowestSquare(rest));
    if (next.own == 0) return 1 << 19;  // a wipe-out
    best = std::max(best, -MobilityEstimate(next, depth - 1, -beta, -std::max(alpha, best)));
    if (best >= beta) break;
  }
  return best;
}

// Fastest first (endgame_ordering.h); far from the end, where a node's
// subtree is worth more thought, the mobility edge after a shallow search
// instead.
int OrderingCost(const Position& next, int square, Bitboard odd, int empties) {
  if (next.own == 0) return -(1 << 20);  // a wipe-out
  if (empties >= kSearchOrderingEmpties) {
    return MobilityEstimate(next, kOrderingDepth, -(1 << 21), 1 << 21) -
           ((odd & SquareBit(square)) ? 16 : 0);
  }
  return FastestFirstCost(next, next.Moves(), square, odd);
}

}  // namespace

void RulesEndgameSolver::CountNode() {
  if (++nodes_ > next_stop_check_) {
    next_stop_check_ = nodes_ + 4096;
    if (stop_ && stop_(nodes_)) throw Aborted{};
  }
}

int RulesEndgameSolver::Search(const Position& position, int alpha, int beta, int empties) {
  if (empties <= kLastEmpties) {
    return SearchLast(position, alpha, beta, position.Empty(), empties, false);
  }
  if (empties <= kShallowEmpties) return SearchShallow(position, alpha, beta, empties);
  return SearchDeep(position, alpha, beta, empties);
}

int RulesEndgameSolver::ValueAfterPass(const Position& position, int alpha, int beta, int empties) {
  if (position.Pass().Moves() == 0) return position.FinalDiscDifferential();
  return -Search(position.Pass(), -beta, -alpha, empties);
}

int RulesEndgameSolver::SolveLast1(const Position& position, int square) {
  ++nodes_;
  return LastSquareScore(position, square);
}

int RulesEndgameSolver::SearchLast(const Position& position, int alpha, int beta, Bitboard empty,
                                   int empties, bool passed) {
  ++nodes_;
  const Bitboard odd = empties > 2 ? OddQuadrants(empty) : 0;
  int best = -65;
  for (Bitboard group : {empty & odd, empty & ~odd}) {
    for (; group; group &= group - 1) {
      const int square = LowestSquare(group);
      if ((AdjacentSquares(square) & position.opp) == 0) continue;
      const Bitboard flips = Flips(position.own, position.opp, square);
      if (flips == 0) continue;
      const Position next = position.Play(square, flips);
      const Bitboard rest = empty & ~SquareBit(square);
      const int score = empties == 2 ? -SolveLast1(next, LowestSquare(rest))
                                     : -SearchLast(next, -beta, -alpha, rest, empties - 1, false);
      if (score > best) {
        best = score;
        if (score >= beta) return best;
        if (score > alpha) alpha = score;
      }
    }
  }
  if (best > -65) return best;
  if (passed) return position.FinalDiscDifferential();
  return -SearchLast(position.Pass(), -beta, -alpha, empty, empties, true);
}

int RulesEndgameSolver::SearchShallow(const Position& position, int alpha, int beta, int empties) {
  CountNode();
  const Bitboard moves = position.Moves();
  if (moves == 0) return ValueAfterPass(position, alpha, beta, empties);
  if (int cap; StableCutoff(position, alpha, empties, &cap)) return cap;
  // Odd regions first; in each, corners first and the squares next to
  // corners last.
  const Bitboard odd = OddQuadrants(position.Empty());
  int best = -65;
  for (Bitboard parity : {odd, ~odd}) {
    for (Bitboard kind : {kCorners, kPlainSquares, kCSquares, kXSquares}) {
      for (Bitboard group = moves & parity & kind; group; group &= group - 1) {
        const int score = -Search(position.Play(LowestSquare(group)), -beta, -alpha, empties - 1);
        if (score > best) {
          best = score;
          if (score >= beta) return best;
          if (score > alpha) alpha = score;
        }
      }
    }
  }
  return best;
}

int RulesEndgameSolver::SearchDeep(const Position& position, int alpha, int beta, int empties,
                                   int* best_square) {
  CountNode();
  Bitboard moves = position.Moves();
  if (moves == 0) {
    if (best_square) *best_square = kPass;
    return ValueAfterPass(position, alpha, beta, empties);
  }
  if (int cap; !best_square && StableCutoff(position, alpha, empties, &cap)) return cap;
  int table_move = -1;
  if (const EndgameTable::Entry* known = table_.Find(position)) {
    table_move = known->move;
    // The root keeps its whole window: it must find a move, not a bound.
    if (!best_square) {
      if (known->lower >= beta || known->lower == known->upper) return known->lower;
      if (known->upper <= alpha) return known->upper;
      alpha = std::max(alpha, int{known->lower});
      beta = std::min(beta, int{known->upper});
    }
  }

  Candidate candidates[32];
  int count = 0;
  const Bitboard odd = OddQuadrants(position.Empty());
  for (; moves; moves &= moves - 1) {
    const int square = LowestSquare(moves);
    const Position next = position.Play(square);
    if (empties >= kEtcEmpties && !best_square) {
      // Enhanced transposition cut-off: a reply already known to be good
      // enough ends the search before any of it.
      const EndgameTable::Entry* known = table_.Find(next);
      if (known && -known->upper >= beta) return -known->upper;
    }
    candidates[count++] = {
        UnclearedPosition::Of(next), square,
        square == table_move ? -(1 << 30) : OrderingCost(next, square, odd, empties)};
  }
  std::sort(candidates, candidates + count,
            [](const Candidate& a, const Candidate& b) { return a.cost < b.cost; });

  // Principal-variation search: the first move with the whole window, the
  // others with a null window, searched again only if they beat it.
  const int original_alpha = alpha;
  int best = -65;
  int best_move = candidates[0].square;
  for (int i = 0; i < count; ++i) {
    const Position next = candidates[i].next.position();
    int score;
    if (i == 0) {
      score = -Search(next, -beta, -alpha, empties - 1);
    } else {
      score = -Search(next, -alpha - 1, -alpha, empties - 1);
      if (score > alpha && score < beta) score = -Search(next, -beta, -alpha, empties - 1);
    }
    if (score > best) {
      best = score;
      best_move = candidates[i].square;
      if (score >= beta) break;
      if (score > alpha) alpha = score;
    }
  }
  // Fail-soft: above the window a lower bound, below it an upper bound.
  table_.Store(position, empties, best > original_alpha ? best : -64, best < beta ? best : 64,
               best_move);
  if (best_square) *best_square = best_move;
  return best;
}

std::optional<EndgameSolution> RulesEndgameSolver::Solve(const Position& root) {
  try {
    EndgameSolution solution;
    solution.score = SearchDeep(root, -64, 64, root.EmptyCount(), &solution.move);
    return solution;
  } catch (const Aborted&) {
    return std::nullopt;
  }
}

}  // namespace reversi
