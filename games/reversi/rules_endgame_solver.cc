#include "games/reversi/rules_endgame_solver.h"

#include <algorithm>

#include "games/reversi/endgame_ordering.h"
#include "games/reversi/reversi_state.h"

namespace reversi {
namespace {

// The tunables (measured on the FForum set, bench/README.md). Below
// LastEmptiesSearch::kShallowEmpties + 1 empties, the shared last-empties
// search; above, the table and fastest-first ordering, and:
// enhanced transposition cut-offs from here, where a reply's probe costs
// less than the subtree it may save;
constexpr int kEtcEmpties = 8;
// ordering by a shallow mobility search of this depth from here, where a
// node's subtree is worth the search (depth 2 orders worse than 1 or 3).
constexpr int kSearchOrderingEmpties = 17;
constexpr int kOrderingDepth = 3;

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

// Lists `moves`, those of `position`, in `candidates`, the table's move first,
// the others cheapest first; returns how many. Away from the root, returns
// 0 with *cut set if a reply is already known good enough (enhanced
// transposition cut-off).
int OrderedCandidates(const Position& position, Bitboard moves, int beta, int empties,
                      int table_move, bool root, const EndgameTable& table, Candidate* candidates,
                      int* cut) {
  int count = 0;
  const Bitboard odd = OddQuadrants(position.Empty());
  for (; moves; moves &= moves - 1) {
    const int square = LowestSquare(moves);
    const Position next = position.Play(square);
    if (empties >= kEtcEmpties && !root) {
      const EndgameTable::Entry* known = table.Find(next);
      if (known && -known->upper >= beta) {
        *cut = -known->upper;
        return 0;
      }
    }
    candidates[count++] = {
        UnclearedPosition::Of(next), square,
        square == table_move ? -(1 << 30) : OrderingCost(next, square, odd, empties)};
  }
  std::sort(candidates, candidates + count,
            [](const Candidate& a, const Candidate& b) { return a.cost < b.cost; });
  return count;
}

}  // namespace

int RulesEndgameSolver::Search(const Position& position, int alpha, int beta, int empties) {
  if (empties <= LastEmptiesSearch::kShallowEmpties) {
    return last_empties_.Search(position, position.Moves(), alpha, beta, empties);
  }
  return SearchDeep(position, alpha, beta, empties);
}

int RulesEndgameSolver::ValueAfterPass(const Position& position, int alpha, int beta, int empties) {
  if (position.Pass().Moves() == 0) return position.FinalDiscDifferential();
  return -Search(position.Pass(), -beta, -alpha, empties);
}

int RulesEndgameSolver::SearchDeep(const Position& position, int alpha, int beta, int empties,
                                   int* best_square) {
  last_empties_.CountNode();
  const Bitboard moves = position.Moves();
  if (moves == 0) {
    if (best_square) *best_square = kPass;
    return ValueAfterPass(position, alpha, beta, empties);
  }
  // The root keeps its whole window: it must find a move, not a bound.
  const bool root = best_square != nullptr;
  if (int cap; !root && StabilityCut(position, alpha, empties, &cap)) return cap;
  int table_move = -1;
  if (const EndgameTable::Entry* known = table_.Find(position)) {
    table_move = known->move;
    if (!root) {
      if (known->lower >= beta || known->lower == known->upper) return known->lower;
      if (known->upper <= alpha) return known->upper;
      alpha = std::max(alpha, int{known->lower});
      beta = std::min(beta, int{known->upper});
    }
  }
  Candidate candidates[32];
  int cut = 0;  // set whenever no candidate is left (a GCC -O2 UBSan build cannot tell)
  const int count =
      OrderedCandidates(position, moves, beta, empties, table_move, root, table_, candidates, &cut);
  if (count == 0) return cut;

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
  } catch (const LastEmptiesSearch::Stopped&) {
    return std::nullopt;
  }
}

}  // namespace reversi
