// The last few empty squares of an exact endgame search, solved without a
// table, as Edax's endgame code ends its search: both exact solvers (the
// rules-level RulesEndgameSolver, rules_endgame_solver.h, and the strong
// engine's engines/reversi/endgame_search_thread.h) hand every position of
// kShallowEmpties or fewer empties to this one search. It also keeps the
// solve's node count, which the caller's own nodes add to (CountNode), and
// the stability cut-off both use.
//
// Depth bands, in empties:
//   1:    LastSquareScore (last_flips.h), the flips counted, not made;
//   2:    SearchTwo, inline in SearchLast's loop;
//   3:    SearchLast, square by square in parity order, no move list;
//   4-5:  SearchShallow, the move that leaves the fewest replies first.
// Header-only, so that it compiles inline in each solver's hot loop.
#ifndef GAMES_REVERSI_LAST_EMPTIES_SEARCH_H_
#define GAMES_REVERSI_LAST_EMPTIES_SEARCH_H_

#include <algorithm>
#include <cstdint>
#include <functional>
#include <utility>

#include "games/reversi/bitboard.h"
#include "games/reversi/endgame_ordering.h"
#include "games/reversi/last_flips.h"
#include "games/reversi/stable_discs.h"

namespace reversi {

// The opponent's stable discs cap the mover's final score (StabilityCap);
// computing them pays only when alpha is already high, or fairly high with
// two corners or more held by the opponent, which anchor most stable discs.
inline bool StabilityCut(const Position& position, int alpha, int empties, int* cap) {
  const bool anchored = PopCount(position.opp & kCorners) >= 2;
  if (alpha < 2 * empties + (anchored ? -12 : 8)) return false;
  *cap = StabilityCap(position);
  return *cap <= alpha;
}

class LastEmptiesSearch {
 public:
  // SearchLast's band: a move list costs more than it saves below 4.
  static constexpr int kLastEmpties = 3;
  // This search's band: the table, above it, costs more than it saves here.
  static constexpr int kShallowEmpties = 5;

  // Thrown by CountNode when `stop` says so: the solve is abandoned.
  struct Stopped {};

  // `stop` is asked every few thousand nodes with the count so far (empty:
  // never stop).
  explicit LastEmptiesSearch(std::function<bool(int64_t nodes)> stop) : stop_(std::move(stop)) {}

  // The exact value of `position` (kShallowEmpties or fewer `empties`,
  // legal `moves`) if it lies within (alpha, beta), else a fail-soft bound.
  int Search(const Position& position, Bitboard moves, int alpha, int beta, int empties) {
    if (empties <= kLastEmpties) {
      return SearchLast(position, alpha, beta, position.Empty(), empties, false);
    }
    return SearchShallow(position, moves, alpha, beta, empties);
  }

  // Counts a node; every 4 096 nodes asks `stop`, and throws Stopped if it
  // says so.
  void CountNode() {
    if (++nodes_ > next_stop_check_) {
      next_stop_check_ = nodes_ + 4096;
      if (stop_ && stop_(nodes_)) throw Stopped{};
    }
  }

  // Every node so far, the callers' included; evaluation searches add
  // theirs through node_count().
  int64_t nodes() const { return nodes_; }
  int64_t& node_count() { return nodes_; }
  // Moves scored to order the shallow band's moves (not nodes).
  int64_t scored_moves() const { return scored_moves_; }

 private:
  int SearchShallow(const Position& position, Bitboard moves, int alpha, int beta, int empties);
  int SearchLast(const Position& position, int alpha, int beta, Bitboard empty, int empties,
                 bool passed);
  // Two empty squares left (`empty`): inline in SearchLast, so that the
  // many positions of two empties do not each pay for a call.
  [[gnu::always_inline]] inline int SearchTwo(const Position& position, int alpha, int beta,
                                              Bitboard empty);
  // One empty square left, 63 discs on the board: whoever can play it does.
  int LastSquare(const Position& position, int square) {
    ++nodes_;
    return LastSquareScore(position, square);
  }

  std::function<bool(int64_t nodes)> stop_;
  int64_t nodes_ = 0;
  int64_t next_stop_check_ = 0;
  int64_t scored_moves_ = 0;
};

inline int LastEmptiesSearch::SearchShallow(const Position& position, Bitboard moves, int alpha,
                                            int beta, int empties) {
  CountNode();
  if (!moves) {
    const Position passed = position.Pass();
    const Bitboard replies = passed.Moves();
    if (!replies) return position.FinalDiscDifferential();
    return -Search(passed, replies, -beta, -alpha, empties);
  }
  if (int cap; StabilityCut(position, alpha, empties, &cap)) return cap;
  const Bitboard odd = OddQuadrants(position.Empty());
  OrderedMove list[32];
  const int count = ListMoves(position, moves, list);
  if (count > 1) {
    scored_moves_ += count;
    for (int i = 0; i < count; ++i) {
      FindReplies(list[i]);
      list[i].cost = ShallowCost(list[i].replies, list[i].square, odd);
    }
  }
  int best = -65;
  for (int i = 0; i < count; ++i) {
    CheapestFirst(list + i, list + count);
    const int score =
        -Search(list[i].next.position(), RepliesAfter(list[i]), -beta, -alpha, empties - 1);
    if (score > best) {
      if (score >= beta) return score;
      best = score;
      alpha = std::max(alpha, score);
    }
  }
  return best;
}

inline int LastEmptiesSearch::SearchLast(const Position& position, int alpha, int beta,
                                         Bitboard empty, int empties, bool passed) {
  ++nodes_;
  const Bitboard odd = empties > 2 ? OddQuadrants(empty) : 0;
  int best = -65;
  for (Bitboard squares : {empty & odd, empty & ~odd}) {
    for (; squares; squares &= squares - 1) {
      const int square = LowestSquare(squares);
      if (!(AdjacentSquares(square) & position.opp)) continue;
      const Bitboard flips = Flips(position.own, position.opp, square);
      if (!flips) continue;
      const Position next = position.Play(square, flips);
      const Bitboard left = empty ^ SquareBit(square);
      const int score = empties == 3   ? -SearchTwo(next, -beta, -alpha, left)
                        : empties == 2 ? -LastSquare(next, LowestSquare(left))
                                       : -SearchLast(next, -beta, -alpha, left, empties - 1, false);
      if (score > best) {
        if (score >= beta) return score;
        best = score;
        alpha = std::max(alpha, score);
      }
    }
  }
  if (best > -65) return best;
  if (passed) return position.FinalDiscDifferential();
  return -SearchLast(position.Pass(), -beta, -alpha, empty, empties, true);
}

inline int LastEmptiesSearch::SearchTwo(const Position& position, int alpha, int beta,
                                        Bitboard empty) {
  // The better of the two squares for `mover`, or -65 if it can play neither.
  const auto best_of = [this, empty](const Position& mover, int alpha, int beta) {
    int best = -65;
    for (Bitboard squares = empty; squares; squares &= squares - 1) {
      const int square = LowestSquare(squares);
      if (!(AdjacentSquares(square) & mover.opp)) continue;
      const Bitboard flips = Flips(mover.own, mover.opp, square);
      if (!flips) continue;
      const int score =
          -LastSquare(mover.Play(square, flips), LowestSquare(empty ^ SquareBit(square)));
      if (score > best) {
        if (score >= beta) return score;
        best = score;
        alpha = std::max(alpha, score);
      }
    }
    return best;
  };
  ++nodes_;
  if (const int best = best_of(position, alpha, beta); best > -65) return best;
  // A pass: the opponent's position counts as a node too, as in SearchLast.
  ++nodes_;
  if (const int best = best_of(position.Pass(), -beta, -alpha); best > -65) return -best;
  return position.FinalDiscDifferential();
}

}  // namespace reversi

#endif  // GAMES_REVERSI_LAST_EMPTIES_SEARCH_H_
