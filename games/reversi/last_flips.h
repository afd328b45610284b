// The discs a move to the last empty square flips, counted without finding
// them. With 63 discs on the board every other square holds a disc, so on
// each line through the square what a side flips depends only on where its
// own discs lie on that line: one extraction of those discs and one table
// lookup per line (as Edax counts its last flips) instead of a whole flip
// computation (Flips, bitboard.h). Both endgame solvers score their last
// square with it.
#ifndef GAMES_REVERSI_LAST_FLIPS_H_
#define GAMES_REVERSI_LAST_FLIPS_H_

#include <array>
#include <cstdint>
#include <initializer_list>

#include "games/reversi/bitboard.h"

namespace reversi {
namespace last_flips_internal {

// A line through a square: its squares, and the square's place among them
// in square order (the order in which extracting the line's bits lists them).
struct Line {
  Bitboard mask;
  int place;
};

constexpr Bitboard LineThrough(int square, int row_step, int column_step) {
  Bitboard mask = 0;
  for (int direction : {1, -1}) {
    int row = square / 8, column = square % 8;
    while (row >= 0 && row < 8 && column >= 0 && column < 8) {
      mask |= Bitboard{1} << (row * 8 + column);
      row += direction * row_step;
      column += direction * column_step;
    }
  }
  return mask;
}

// Per square: its row, its column and both diagonals.
constexpr std::array<std::array<Line, 4>, 64> MakeSquareLines() {
  std::array<std::array<Line, 4>, 64> all{};
  constexpr int kSteps[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (int square = 0; square < 64; ++square) {
    for (int i = 0; i < 4; ++i) {
      const Bitboard mask = LineThrough(square, kSteps[i][0], kSteps[i][1]);
      all[square][i] = {mask, __builtin_popcountll(mask & ((Bitboard{1} << square) - 1))};
    }
  }
  return all;
}
inline constexpr std::array<std::array<Line, 4>, 64> kSquareLines = MakeSquareLines();

// kLineFlips[place][own]: the discs flipped on one line by a move at bit
// `place` of the line, where `own` marks the mover's discs and every other
// bit is the opponent's. Bits past a shorter line's end read as opponent's
// discs with no own disc beyond them, so they flip nothing, as the board's
// edge does.
constexpr std::array<std::array<uint8_t, 256>, 8> MakeLineFlips() {
  std::array<std::array<uint8_t, 256>, 8> table{};
  for (int place = 0; place < 8; ++place) {
    for (int own = 0; own < 256; ++own) {
      int flips = 0;
      for (int step : {1, -1}) {
        for (int bit = place + step; bit >= 0 && bit < 8; bit += step) {
          if (own >> bit & 1) {
            flips += (bit - place) * step - 1;
            break;
          }
        }
      }
      table[place][own] = static_cast<uint8_t>(flips);
    }
  }
  return table;
}
inline constexpr std::array<std::array<uint8_t, 256>, 8> kLineFlips = MakeLineFlips();

}  // namespace last_flips_internal

// PopCount(Flips(own, opp, square)) where `square` is the only empty square
// and `opp` holds every other square `own` does not.
inline int LastFlipCount(Bitboard own, int square) {
  using last_flips_internal::kLineFlips, last_flips_internal::kSquareLines,
      last_flips_internal::Line;
  int flips = 0;
  for (const Line& line : kSquareLines[square]) {
    flips += kLineFlips[line.place][ExtractBits(own, line.mask)];
  }
  return flips;
}

// The final disc differential for the side to move once `square`, the only
// empty square, is played: by the side to move if it can, else by the
// opponent; if neither can, the winner gets the square.
inline int LastSquareScore(const Position& position, int square) {
  const int own = PopCount(position.own);
  if (const int gained = LastFlipCount(position.own, square)) return 2 * (own + gained) - 62;
  if (const int lost = LastFlipCount(position.opp, square)) return 2 * (own - lost) - 64;
  return own >= 32 ? 2 * own - 62 : 2 * own - 64;
}

}  // namespace reversi

#endif  // GAMES_REVERSI_LAST_FLIPS_H_
