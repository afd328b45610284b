// The move ordering both exact endgame solvers use (this directory's
// rules_endgame_solver.h and last_empties_search.h, and the strong engine's
// engines/reversi/endgame_search_thread.h): region parity and fastest
// first, over a list of moves whose best is swapped to the front as the
// search goes.
#ifndef GAMES_REVERSI_ENDGAME_ORDERING_H_
#define GAMES_REVERSI_ENDGAME_ORDERING_H_

#include <algorithm>
#include <utility>

#include "games/reversi/bitboard.h"

namespace reversi {

// The quadrants (a1-d4, e1-h4, a5-d8, e5-h8) with an odd number of empty
// squares: where the side to move may get the last move of the region.
inline Bitboard OddQuadrants(Bitboard empty) {
  // Each half row's parity, at bits 0 and 4 of its row's byte, then the
  // four rows of each half board added up (in byte 0 and byte 4); the
  // multiplication spreads each quadrant's parity bit over the quadrant.
  // Without a loop: fewer instructions than four population counts.
  Bitboard parity = empty ^ (empty >> 1);
  parity ^= parity >> 2;
  parity ^= parity >> 8;
  parity ^= parity >> 16;
  return (parity & 0x0000001100000011ULL) * 0x0f0f0f0fULL;
}

// What one reply left to the opponent costs in FastestFirstCost; other
// orderings weigh their terms against it.
inline constexpr int kReplyCost = 80;

// How many of `discs` the corners make stable: the corners among them and
// their edge squares beside those corners (Edax's corner stability).
inline int CornerStability(Bitboard discs) {
  const Bitboard beside_corners =
      (discs & 0x0100000000000001ULL) << 1 | (discs & 0x8000000000000080ULL) >> 1 |
      (discs & 0x0000000000000081ULL) << 8 | (discs & 0x8100000000000000ULL) >> 8;
  return PopCount((beside_corners | kCorners) & discs);
}

// The cost of the move to `square` that leads to `next` (lower is tried
// first): the opponent's replies (`replies`, its moves in `next`; corners
// count double), then its potential replies (empties next to our discs)
// against ours (empties next to its discs); our discs the corners make
// stable and a move into an odd quadrant of `odd` make a move cheaper, a
// move to an X-square dearer. The weights were fitted by node counts on
// the self-play positions of bench/testdata/selfplay-22.obf, not FForum.
inline int FastestFirstCost(const Position& next, Bitboard replies, int square, Bitboard odd) {
  const Bitboard empty = next.Empty();
  return kReplyCost * WeightedMobility(replies) +
         6 * (PopCount(Neighbours(next.opp) & empty) - PopCount(Neighbours(next.own) & empty)) -
         32 * CornerStability(next.opp) - ((odd & SquareBit(square)) ? 16 : 0) +
         ((kXSquares & SquareBit(square)) ? 64 : 0);
}

// The cost where no table or evaluation helps (the last few empties): the
// move that leaves the opponent the fewest replies (corners counted twice)
// first, into an odd quadrant first of equals.
inline int ShallowCost(Bitboard replies, int square, Bitboard odd) {
  return 2 * WeightedMobility(replies) - ((odd & SquareBit(square)) ? 1 : 0);
}

// A move in a node's list, with what ordering it found out.
struct OrderedMove {
  UnclearedPosition next;  // the position after the move
  Bitboard replies;        // the opponent's moves in `next`, if has_replies
  int square;
  int cost;  // lower is tried first
  bool has_replies;
};

// Fills `list` with the moves of `moves` from `position`, in square order;
// returns how many.
inline int ListMoves(const Position& position, Bitboard moves, OrderedMove* list) {
  int count = 0;
  for (; moves; moves &= moves - 1) {
    const int square = LowestSquare(moves);
    list[count].next = UnclearedPosition::Of(position.Play(square));
    list[count].square = square;
    list[count++].has_replies = false;
  }
  return count;
}

// The opponent's moves after `move`, which its ordering cost needs: kept
// for its search, which needs them too.
inline void FindReplies(OrderedMove& move) {
  move.replies = move.next.position().Moves();
  move.has_replies = true;
}

inline Bitboard RepliesAfter(const OrderedMove& move) {
  return move.has_replies ? move.replies : move.next.position().Moves();
}

// Swaps the cheapest move of [first, last), the first of equals, to the
// front: most nodes cut on their first or second move, so sorting the rest
// would be wasted.
inline void CheapestFirst(OrderedMove* first, OrderedMove* last) {
  OrderedMove* cheapest = std::min_element(
      first, last, [](const OrderedMove& a, const OrderedMove& b) { return a.cost < b.cost; });
  std::swap(*first, *cheapest);
}

}  // namespace reversi

#endif  // GAMES_REVERSI_ENDGAME_ORDERING_H_
