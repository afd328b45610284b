// The move ordering both exact endgame solvers use near the end (this
// directory's endgame_solver.h and the strong engine's
// engines/reversi/endgame_searcher.h): region parity and fastest first.
#ifndef GAMES_REVERSI_ENDGAME_ORDERING_H_
#define GAMES_REVERSI_ENDGAME_ORDERING_H_

#include "games/reversi/bitboard.h"

namespace reversi {

// The quadrants (a1-d4, e1-h4, a5-d8, e5-h8) with an odd number of empty
// squares: where the side to move may get the last move of the region.
inline Bitboard OddQuadrants(Bitboard empty) {
  constexpr Bitboard kQuadrant = 0x000000000f0f0f0fULL;
  Bitboard odd = 0;
  for (int shift : {0, 4, 32, 36}) {
    const Bitboard quadrant = kQuadrant << shift;
    if (PopCount(empty & quadrant) % 2) odd |= quadrant;
  }
  return odd;
}

// The cost of the move to `square` that leads to `next` (lower is tried
// first): the opponent's replies (corners count double), then its
// potential replies (empties next to our discs); our corners and a move
// into an odd quadrant of `odd` make a move cheaper.
inline int FastestFirstCost(const Position& next, int square, Bitboard odd) {
  return 64 * WeightedMobility(next.Moves()) + 4 * PopCount(Neighbours(next.opp) & next.Empty()) -
         32 * PopCount(next.opp & kCorners) - ((odd & SquareBit(square)) ? 16 : 0);
}

}  // namespace reversi

#endif  // GAMES_REVERSI_ENDGAME_ORDERING_H_
