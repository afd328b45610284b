// The eight symmetries of the board (the square's rotations and
// reflections) as bitboard transforms, a few shifts and masks each.
#ifndef GAMES_REVERSI_BOARD_SYMMETRY_H_
#define GAMES_REVERSI_BOARD_SYMMETRY_H_

#include "games/reversi/bitboard.h"

namespace reversi {

inline constexpr int kSymmetries = 8;

// (row, column) -> (column, row).
inline Bitboard Transpose(Bitboard b) {
  Bitboard t = 0x0f0f0f0f00000000ULL & (b ^ (b << 28));
  b ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (b ^ (b << 14));
  b ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (b ^ (b << 7));
  b ^= t ^ (t >> 7);
  return b;
}

// row -> 7 - row.
inline Bitboard FlipVertical(Bitboard b) { return __builtin_bswap64(b); }

// column -> 7 - column.
inline Bitboard MirrorHorizontal(Bitboard b) {
  b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
  b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
  b = ((b >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((b & 0x0f0f0f0f0f0f0f0fULL) << 4);
  return b;
}

// 0 the identity; 1, 2, 3 the quarter, half and three-quarter turns; 4-7
// the reflections (transpose, mirror, anti-transpose, flip).
inline Bitboard Symmetry(int symmetry, Bitboard b) {
  switch (symmetry) {
    case 0:
      return b;
    case 1:
      return FlipVertical(Transpose(b));  // (r, c) -> (7 - c, r)
    case 2:
      return FlipVertical(MirrorHorizontal(b));  // (r, c) -> (7 - r, 7 - c)
    case 3:
      return MirrorHorizontal(Transpose(b));  // (r, c) -> (c, 7 - r)
    case 4:
      return Transpose(b);
    case 5:
      return MirrorHorizontal(b);
    case 6:
      return FlipVertical(MirrorHorizontal(Transpose(b)));  // (r, c) -> (7 - c, 7 - r)
    default:
      return FlipVertical(b);
  }
}

// The least of the eight images of the pair (a, b), compared as (a, b),
// and one symmetry that maps the pair onto it.
// Two positions are the same up to symmetry exactly when their least
// images are equal.
struct LeastImage {
  Bitboard a, b;
  int symmetry;
};
inline LeastImage LeastImageOf(Bitboard a, Bitboard b) {
  LeastImage least{a, b, 0};
  for (int symmetry = 1; symmetry < kSymmetries; ++symmetry) {
    const Bitboard image_a = Symmetry(symmetry, a), image_b = Symmetry(symmetry, b);
    if (image_a < least.a || (image_a == least.a && image_b < least.b)) {
      least = {image_a, image_b, symmetry};
    }
  }
  return least;
}

}  // namespace reversi

#endif  // GAMES_REVERSI_BOARD_SYMMETRY_H_
