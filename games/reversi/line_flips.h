// Flips of one move along precomputed rays: in each direction the first
// square that is not an opponent disc ends the run, and the run flips if
// that square is ours. About half the work of bitboard.h's Flips (which
// shifts a run six times in every direction), for the endgame solver where
// flips of single squares are most of the work.
#ifndef GAMES_REVERSI_LINE_FLIPS_H_
#define GAMES_REVERSI_LINE_FLIPS_H_

#include "games/reversi/bitboard.h"

namespace reversi {
namespace line_flips_internal {

// ray[square][d]: the squares from `square` (excluded) to the board's edge.
// Directions 0-3 go up the square numbers (E, S, SE, SW), 4-7 down.
struct RayTable {
  Bitboard ray[64][8];
  constexpr RayTable() : ray() {
    constexpr int kRow[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    constexpr int kColumn[8] = {1, 0, 1, -1, -1, 0, -1, 1};
    for (int square = 0; square < 64; ++square) {
      for (int d = 0; d < 8; ++d) {
        int row = square / 8 + kRow[d];
        int column = square % 8 + kColumn[d];
        for (; row >= 0 && row < 8 && column >= 0 && column < 8;
             row += kRow[d], column += kColumn[d]) {
          ray[square][d] |= Bitboard{1} << (row * 8 + column);
        }
      }
    }
  }
};
inline constexpr RayTable kRays;

}  // namespace line_flips_internal

// The same discs as Flips(own, opp, square).
inline Bitboard LineFlips(Bitboard own, Bitboard opp, int square) {
  const Bitboard(&rays)[8] = line_flips_internal::kRays.ray[square];
  Bitboard flips = 0;
  for (int d = 0; d < 4; ++d) {
    const Bitboard blockers = rays[d] & ~opp;
    const Bitboard first = blockers & (0 - blockers);  // nearest: the lowest
    if (first & own) flips |= (first - 1) & rays[d];
  }
  for (int d = 4; d < 8; ++d) {
    // Nearest: the highest (bit 0 stands in when there is none, and is then
    // either off the ray or an opponent disc).
    const Bitboard blockers = rays[d] & ~opp;
    const int nearest = 63 - __builtin_clzll(blockers | 1);
    if ((SquareBit(nearest) & own & rays[d]) != 0) flips |= rays[d] & (~Bitboard{1} << nearest);
  }
  return flips;
}

}  // namespace reversi

#endif  // GAMES_REVERSI_LINE_FLIPS_H_
