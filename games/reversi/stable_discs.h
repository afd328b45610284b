// A lower bound on the discs a player can never lose: a disc is stable if,
// along each of the four lines through it, the line is full, or the disc is
// on the board's edge across it, or it touches a stable disc of its own on
// it. The endgame solver's stability cut-off: the opponent's stable discs
// cap the best final score.
#ifndef GAMES_REVERSI_STABLE_DISCS_H_
#define GAMES_REVERSI_STABLE_DISCS_H_

#include "games/reversi/bitboard.h"

namespace reversi {
namespace stable_discs_internal {

// Every line of the board by direction: rows, columns and both diagonals.
struct LineTable {
  Bitboard rows[8] = {};
  Bitboard columns[8] = {};
  Bitboard diagonals[15] = {};      // a1-h8 direction, by column - row + 7
  Bitboard antidiagonals[15] = {};  // h1-a8 direction, by column + row
  constexpr LineTable() {
    for (int square = 0; square < 64; ++square) {
      const int row = square / 8;
      const int column = square % 8;
      const Bitboard bit = Bitboard{1} << square;
      rows[row] |= bit;
      columns[column] |= bit;
      diagonals[column - row + 7] |= bit;
      antidiagonals[column + row] |= bit;
    }
  }
};
inline constexpr LineTable kLines;

template <int kCount>
Bitboard FullLines(const Bitboard (&lines)[kCount], Bitboard occupied) {
  Bitboard full = 0;
  for (Bitboard line : lines) {
    if ((occupied & line) == line) full |= line;
  }
  return full;
}

}  // namespace stable_discs_internal

inline Bitboard StableDiscs(Bitboard discs, Bitboard occupied) {
  using stable_discs_internal::FullLines;
  using stable_discs_internal::kLines;
  constexpr Bitboard kEastWestEdges = 0x8181818181818181ULL;
  constexpr Bitboard kNorthSouthEdges = 0xff000000000000ffULL;
  constexpr Bitboard kEdges = kEastWestEdges | kNorthSouthEdges;
  const Bitboard horizontal = FullLines(kLines.rows, occupied) | kEastWestEdges;
  const Bitboard vertical = FullLines(kLines.columns, occupied) | kNorthSouthEdges;
  const Bitboard diagonal = FullLines(kLines.diagonals, occupied) | kEdges;
  const Bitboard antidiagonal = FullLines(kLines.antidiagonals, occupied) | kEdges;
  Bitboard stable = 0;
  for (;;) {
    const Bitboard grown = discs & (horizontal | Shift<0>(stable) | Shift<1>(stable)) &
                           (vertical | Shift<2>(stable) | Shift<3>(stable)) &
                           (diagonal | Shift<4>(stable) | Shift<7>(stable)) &
                           (antidiagonal | Shift<5>(stable) | Shift<6>(stable));
    if (grown == stable) return stable;
    stable = grown;
  }
}

// The best final disc differential the side to move can reach: the
// opponent keeps its stable discs.
inline int StabilityCap(const Position& position) {
  return 64 - 2 * PopCount(StableDiscs(position.opp, position.own | position.opp));
}

}  // namespace reversi

#endif  // GAMES_REVERSI_STABLE_DISCS_H_
