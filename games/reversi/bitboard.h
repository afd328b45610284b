// Reversi bitboard kernels: legal-move generation and flips.
//
// Square index = row * 8 + column with a1 = 0 (top-left) and h8 = 63. A
// position is seen from the side to move: `own` and `opp` discs. Everything
// here is branch-light integer code on the hot path of perft and search.
#ifndef GAMES_REVERSI_BITBOARD_H_
#define GAMES_REVERSI_BITBOARD_H_

#include <cstdint>

namespace reversi {

using Bitboard = uint64_t;

inline constexpr Bitboard kNotColumnA = 0xfefefefefefefefeULL;
inline constexpr Bitboard kNotColumnH = 0x7f7f7f7f7f7f7f7fULL;

inline int PopCount(Bitboard b) { return __builtin_popcountll(b); }
inline int LowestSquare(Bitboard b) { return __builtin_ctzll(b); }
inline Bitboard SquareBit(int square) { return Bitboard{1} << square; }

// Shifts every disc one step in a direction, dropping what leaves the board.
// Directions: 0 E, 1 W, 2 S, 3 N, 4 SE, 5 SW, 6 NE, 7 NW.
template <int kDirection>
inline Bitboard Shift(Bitboard b) {
  if constexpr (kDirection == 0) return (b << 1) & kNotColumnA;
  if constexpr (kDirection == 1) return (b >> 1) & kNotColumnH;
  if constexpr (kDirection == 2) return b << 8;
  if constexpr (kDirection == 3) return b >> 8;
  if constexpr (kDirection == 4) return (b << 9) & kNotColumnA;
  if constexpr (kDirection == 5) return (b << 7) & kNotColumnH;
  if constexpr (kDirection == 6) return (b >> 7) & kNotColumnA;
  if constexpr (kDirection == 7) return (b >> 9) & kNotColumnH;
}

// The opponent discs in an unbroken run starting one step from `from` in a
// direction (a run is at most six discs long on an 8x8 board), one run per
// disc of `from`.
template <int kDirection>
inline Bitboard OpponentRun(Bitboard from, Bitboard opp) {
  Bitboard run = Shift<kDirection>(from) & opp;
  run |= Shift<kDirection>(run) & opp;
  run |= Shift<kDirection>(run) & opp;
  run |= Shift<kDirection>(run) & opp;
  run |= Shift<kDirection>(run) & opp;
  run |= Shift<kDirection>(run) & opp;
  return run;
}

// Empty squares reached from `own` through a run of `opp` discs.
template <int kDirection>
inline Bitboard MovesInDirection(Bitboard own, Bitboard opp, Bitboard empty) {
  return Shift<kDirection>(OpponentRun<kDirection>(own, opp)) & empty;
}

inline Bitboard LegalMoves(Bitboard own, Bitboard opp) {
  const Bitboard empty = ~(own | opp);
  return MovesInDirection<0>(own, opp, empty) | MovesInDirection<1>(own, opp, empty) |
         MovesInDirection<2>(own, opp, empty) | MovesInDirection<3>(own, opp, empty) |
         MovesInDirection<4>(own, opp, empty) | MovesInDirection<5>(own, opp, empty) |
         MovesInDirection<6>(own, opp, empty) | MovesInDirection<7>(own, opp, empty);
}

// Opponent discs flipped in one direction by a disc placed on `move`: the
// run, if an own disc closes it.
template <int kDirection>
inline Bitboard FlipsInDirection(Bitboard own, Bitboard opp, Bitboard move) {
  const Bitboard run = OpponentRun<kDirection>(move, opp);
  return (Shift<kDirection>(run) & own) ? run : 0;
}

// Every opponent disc flipped by placing on `square` (0 if the move is
// illegal because it flips nothing).
inline Bitboard Flips(Bitboard own, Bitboard opp, int square) {
  const Bitboard move = SquareBit(square);
  return FlipsInDirection<0>(own, opp, move) | FlipsInDirection<1>(own, opp, move) |
         FlipsInDirection<2>(own, opp, move) | FlipsInDirection<3>(own, opp, move) |
         FlipsInDirection<4>(own, opp, move) | FlipsInDirection<5>(own, opp, move) |
         FlipsInDirection<6>(own, opp, move) | FlipsInDirection<7>(own, opp, move);
}

// A position from the side to move's point of view.
struct Position {
  Bitboard own = 0;
  Bitboard opp = 0;

  Bitboard Moves() const { return LegalMoves(own, opp); }
  Bitboard Empty() const { return ~(own | opp); }
  int EmptyCount() const { return 64 - PopCount(own | opp); }

  // The position after the side to move places on `square` (which must be
  // legal), seen from the opponent who moves next.
  Position Play(int square) const {
    const Bitboard flips = Flips(own, opp, square);
    return Position{opp & ~flips, own | flips | SquareBit(square)};
  }
  Position Pass() const { return Position{opp, own}; }

  // Disc differential for the side to move at the end of the game, with the
  // empty squares counted for the winner (tournament Othello scoring).
  int FinalDiscDifferential() const {
    const int mine = PopCount(own);
    const int theirs = PopCount(opp);
    const int empties = 64 - mine - theirs;
    if (mine > theirs) return mine - theirs + empties;
    if (mine < theirs) return mine - theirs - empties;
    return 0;
  }

  friend bool operator==(const Position& a, const Position& b) {
    return a.own == b.own && a.opp == b.opp;
  }
};

// The standard start position, black (the first mover) to move.
inline Position StartPosition() {
  // Black on d5 (35) and e4 (28), white on d4 (27) and e5 (36).
  return Position{SquareBit(35) | SquareBit(28), SquareBit(27) | SquareBit(36)};
}

}  // namespace reversi

#endif  // GAMES_REVERSI_BITBOARD_H_
