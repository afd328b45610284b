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
  // Each half row's parity, at bits 0 and 4 of its row's byte, then the
  // four rows of each half board added up (in byte 0 and byte 4); the
  // multiplication spreads each quadrant's parity bit over the quadrant.
  // Without a loop of four population counts: FFO #40-41, one thread,
  // 1.6 % fewer instructions in all.
  Bitboard parity = empty ^ (empty >> 1);
  parity ^= parity >> 2;
  parity ^= parity >> 8;
  parity ^= parity >> 16;
  return (parity & 0x0000001100000011ULL) * 0x0f0f0f0fULL;
}

// What one reply left to the opponent costs in FastestFirstCost; other
// orderings weigh their terms against it.
inline constexpr int kReplyCost = 80;

// The cost of the move to `square` that leads to `next` (lower is tried
// first): the opponent's replies (`replies`, its moves in `next`; corners
// count double), then its
// potential replies (empties next to our discs) against ours (empties next
// to its discs); our corners and a move into an odd quadrant of `odd` make
// a move cheaper, a move to an X-square dearer. The weights were fitted by
// node counts (session 19): a coordinate search over the engine solver's
// nodes on the first 30 positions of bench/testdata/selfplay-22.obf
// (self-play, not FForum) moved the reply from 64 to 80 units and the
// opponent's potential replies from 4 to 6, and added ours at -6 (with the
// evaluation's weight scaled to match: -0.8 %; the other 30 positions
// -1.3 %; FFO #40-59 and the weights tried: bench/README.md). The X-square
// at +64 (session 32, on all 60 self-play positions: 40, 52, 64, 80 and 100
// tried, -1.8 %, -2.0 %, -2.0 %, -1.3 % and +1.6 %; only where its corner is
// empty, -0.7 %; C-squares and the edges' other squares priced too, no
// better): FFO #40-59 13.67 G -> 13.19 G nodes on one thread, #20-39 -2.0 %.
inline int FastestFirstCost(const Position& next, Bitboard replies, int square, Bitboard odd) {
  const Bitboard empty = next.Empty();
  return kReplyCost * WeightedMobility(replies) +
         6 * (PopCount(Neighbours(next.opp) & empty) - PopCount(Neighbours(next.own) & empty)) -
         32 * PopCount(next.opp & kCorners) - ((odd & SquareBit(square)) ? 16 : 0) +
         ((kXSquares & SquareBit(square)) ? 64 : 0);
}

}  // namespace reversi

#endif  // GAMES_REVERSI_ENDGAME_ORDERING_H_
