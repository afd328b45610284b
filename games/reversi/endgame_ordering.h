// The move ordering both exact endgame solvers use near the end (this
// directory's rules_endgame_solver.h and the strong engine's
// engines/reversi/endgame_search_thread.h): region parity and fastest first.
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
// count double), then its
// potential replies (empties next to our discs) against ours (empties next
// to its discs); our discs the corners make stable and a move into an odd
// quadrant of `odd` make a move cheaper, a move to an X-square dearer. The
// weights were fitted by node counts (session 19): a coordinate search
// over the engine solver's nodes on the first 30 positions of
// bench/testdata/selfplay-22.obf (self-play, not FForum) moved the reply
// from 64 to 80 units and the opponent's potential replies from 4 to 6,
// and added ours at -6 (with the evaluation's weight scaled to match:
// -0.8 %; the other 30 positions -1.3 %; FFO #40-59 and the weights tried:
// bench/README.md). Session 32, on all 60 self-play positions: the
// X-square at +64 (40, 52, 64, 80 and 100 tried: -1.8 %, -2.0 %, -2.0 %,
// -1.3 % and +1.6 %; only where its corner is empty, -0.7 %; C-squares and
// the edges' other squares priced too, no better), then the corners'
// stable discs at -32 each instead of the corners alone (24, 32, 40, 48: a
// further -2.1 %, -2.5 %, -2.3 %, -1.1 %). FFO #40-59 on one thread
// 13.67 G -> 13.19 G -> 12.88 G nodes, #20-39 76.2 M -> 74.7 M -> 74.8 M.
inline int FastestFirstCost(const Position& next, Bitboard replies, int square, Bitboard odd) {
  const Bitboard empty = next.Empty();
  return kReplyCost * WeightedMobility(replies) +
         6 * (PopCount(Neighbours(next.opp) & empty) - PopCount(Neighbours(next.own) & empty)) -
         32 * CornerStability(next.opp) - ((odd & SquareBit(square)) ? 16 : 0) +
         ((kXSquares & SquareBit(square)) ? 64 : 0);
}

}  // namespace reversi

#endif  // GAMES_REVERSI_ENDGAME_ORDERING_H_
