// Reversi bitboard kernels: legal-move generation and flips.
//
// Square index = row * 8 + column with a1 = 0 (top-left) and h8 = 63. A
// position is seen from the side to move: `own` and `opp` discs. Everything
// here is branch-light integer code on the hot path of perft and search.
#ifndef GAMES_REVERSI_BITBOARD_H_
#define GAMES_REVERSI_BITBOARD_H_

#ifdef __BMI2__
#include <immintrin.h>
#endif

#include <cstdint>

namespace reversi {

using Bitboard = uint64_t;

inline constexpr Bitboard kNotColumnA = 0xfefefefefefefefeULL;
inline constexpr Bitboard kNotColumnH = 0x7f7f7f7f7f7f7f7fULL;

inline int PopCount(Bitboard b) { return __builtin_popcountll(b); }
inline int LowestSquare(Bitboard b) { return __builtin_ctzll(b); }
inline Bitboard SquareBit(int square) { return Bitboard{1} << square; }

// The bits of `board` under `mask`, packed into the low bits in square order.
inline uint64_t ExtractBits(Bitboard board, Bitboard mask) {
#ifdef __BMI2__
  return _pext_u64(board, mask);
#else
  uint64_t out = 0;
  for (int i = 0; mask; mask &= mask - 1, ++i) out |= ((board >> __builtin_ctzll(mask)) & 1) << i;
  return out;
#endif
}

// Shifts every disc one step in a direction, dropping what leaves the board.
// Directions: 0 E, 1 W, 2 S, 3 N, 4 SE, 5 SW, 6 NE, 7 NW.
template <int kDirection>
constexpr Bitboard Shift(Bitboard b) {
  if constexpr (kDirection == 0) return (b << 1) & kNotColumnA;
  if constexpr (kDirection == 1) return (b >> 1) & kNotColumnH;
  if constexpr (kDirection == 2) return b << 8;
  if constexpr (kDirection == 3) return b >> 8;
  if constexpr (kDirection == 4) return (b << 9) & kNotColumnA;
  if constexpr (kDirection == 5) return (b << 7) & kNotColumnH;
  if constexpr (kDirection == 6) return (b >> 7) & kNotColumnA;
  if constexpr (kDirection == 7) return (b >> 9) & kNotColumnH;
}

namespace bitboard_internal {

// Four 64-bit lanes, one per axis of the board: each kernel below runs the
// four axes side by side (AVX2 with -march=x86-64-v3), once in the
// direction of higher square numbers (<<) and once of lower (>>).
using Lanes = uint64_t __attribute__((vector_size(32)));

// Per lane: the step along the axis (E, S, SE, SW going up the squares) and
// the opponent discs a run may pass through. A run along a row or diagonal
// never passes through column a or h (it would wrap to the next row), so
// those opponent discs are masked out once instead of after every shift.
inline constexpr Lanes kStep = {1, 8, 9, 7};
inline constexpr uint64_t kInnerColumns = 0x7e7e7e7e7e7e7e7eULL;
inline constexpr Lanes kRunMask = {kInnerColumns, ~uint64_t{0}, kInnerColumns, kInnerColumns};

inline Lanes Broadcast(Bitboard b) { return Lanes{b, b, b, b}; }
// The union of the four lanes: the upper pair onto the lower, then the two
// that are left (two in-register shuffles instead of four extractions).
inline Bitboard Union(Lanes lanes) {
  const Lanes pairs = lanes | __builtin_shufflevector(lanes, lanes, 2, 3, 0, 1);
  return (pairs | __builtin_shufflevector(pairs, pairs, 1, 0, 3, 2))[0];
}

// Opponent runs one step on from `from` up (Up) or down (Down) each axis: at
// most six discs, found in four steps, the last two two discs at a time
// (`pairs` marks the discs whose predecessor along the axis is an
// opponent's too).
struct Runs {
  explicit Runs(Bitboard opp) : run_mask(Broadcast(opp) & kRunMask) {
    pairs_up = run_mask & (run_mask << kStep);
    pairs_down = pairs_up >> kStep;
  }
  Lanes Up(Lanes from) const {
    Lanes run = run_mask & (from << kStep);
    run |= run_mask & (run << kStep);
    run |= pairs_up & (run << (kStep + kStep));
    return run | (pairs_up & (run << (kStep + kStep)));
  }
  Lanes Down(Lanes from) const {
    Lanes run = run_mask & (from >> kStep);
    run |= run_mask & (run >> kStep);
    run |= pairs_down & (run >> (kStep + kStep));
    return run | (pairs_down & (run >> (kStep + kStep)));
  }
  Lanes run_mask;
  Lanes pairs_up;
  Lanes pairs_down;
};

}  // namespace bitboard_internal

// Empty squares reached from an `own` disc through a run of `opp` discs.
inline Bitboard LegalMoves(Bitboard own, Bitboard opp) {
  using bitboard_internal::Broadcast, bitboard_internal::kStep, bitboard_internal::Lanes;
  const bitboard_internal::Runs runs(opp);
  const Lanes from = Broadcast(own);
  const Lanes ends = (runs.Up(from) << kStep) | (runs.Down(from) >> kStep);
  return bitboard_internal::Union(ends) & ~(own | opp);
}

// Every opponent disc flipped by placing on `square` (0 if the move is
// illegal because it flips nothing): the runs from the square that an own
// disc closes.
inline Bitboard Flips(Bitboard own, Bitboard opp, int square) {
  using bitboard_internal::Broadcast, bitboard_internal::kStep, bitboard_internal::Lanes;
  const bitboard_internal::Runs runs(opp);
  const Lanes move = Broadcast(SquareBit(square));
  const Lanes up = runs.Up(move);
  const Lanes down = runs.Down(move);
  // A lane's comparison is all ones where the run's end is not an own disc.
  const Lanes open_up = reinterpret_cast<Lanes>(((up << kStep) & Broadcast(own)) == 0);
  const Lanes open_down = reinterpret_cast<Lanes>(((down >> kStep) & Broadcast(own)) == 0);
  return bitboard_internal::Union((up & ~open_up) | (down & ~open_down));
}

// The squares next to any of `discs`: the eight shifts, in five steps (a
// row's neighbours, then the row above and below, diagonals included).
constexpr Bitboard Neighbours(Bitboard discs) {
  const Bitboard beside = Shift<0>(discs) | Shift<1>(discs);
  const Bitboard wide = beside | discs;
  return beside | wide << 8 | wide >> 8;
}

namespace bitboard_internal {
struct NeighbourTable {
  Bitboard of[64];
  constexpr NeighbourTable() : of() {
    for (int square = 0; square < 64; ++square) of[square] = Neighbours(Bitboard{1} << square);
  }
};
inline constexpr NeighbourTable kNeighbourTable;
}  // namespace bitboard_internal

// The squares next to `square`: a move must be next to an opponent disc, a
// test much cheaper than finding its flips where few squares are empty.
inline Bitboard AdjacentSquares(int square) {
  return bitboard_internal::kNeighbourTable.of[square];
}

// Square classes: the corners, the X-squares diagonal to them (b2, g2, b7,
// g7), the C-squares beside them on an edge, and the rest.
inline constexpr Bitboard kCorners = 0x8100000000000081ULL;
inline constexpr Bitboard kXSquares = 0x0042000000004200ULL;
inline constexpr Bitboard kCSquares = 0x4281000000008142ULL;
inline constexpr Bitboard kPlainSquares = ~(kCorners | kXSquares | kCSquares);

// A count of `moves` with the corners counted twice: how much mobility a
// side has, as the move orderings weigh it.
inline int WeightedMobility(Bitboard moves) { return PopCount(moves) + PopCount(moves & kCorners); }

struct Position;

// A position's two bitboards without initialisers, for the move lists of
// searches, which are filled, not cleared: a list of 32 Positions zeroed at
// every node of the engine's solver cost 3 % of its time.
struct UnclearedPosition {
  Bitboard own;
  Bitboard opp;

  static UnclearedPosition Of(const Position& position);
  Position position() const;
};

// A position from the side to move's point of view.
struct Position {
  Bitboard own = 0;
  Bitboard opp = 0;

  Bitboard Moves() const { return LegalMoves(own, opp); }
  Bitboard Empty() const { return ~(own | opp); }
  int EmptyCount() const { return 64 - PopCount(own | opp); }

  // The position after the side to move places on `square` (which must be
  // legal), seen from the opponent who moves next.
  Position Play(int square) const { return Play(square, Flips(own, opp, square)); }
  // The same when the move's flips are already known.
  Position Play(int square, Bitboard flips) const {
    return Position{opp & ~flips, own | flips | SquareBit(square)};
  }
  Position Pass() const { return Position{opp, own}; }
  // Mixes both bitboards into every bit: the endgame tables take their
  // index from the low bits. The two boards are multiplied together (both
  // halves of the 128-bit product, as wyhash mixes: one multiply on the
  // search's hot path, where games::MixSeeds takes four), so that every square
  // reaches the low bits: a multiply by a constant carries a difference only
  // upward, and the hash built on one left the top row out of a table's
  // index (FFO #45-52, engine solver: 2.7 % fewer nodes since).
  uint64_t Hash() const {
    const unsigned __int128 product =
        static_cast<unsigned __int128>(own ^ 0xa0761d6478bd642fULL) * (opp ^ 0xe7037ed1a0b428dbULL);
    return uint64_t(product >> 64) ^ uint64_t(product);
  }

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

inline UnclearedPosition UnclearedPosition::Of(const Position& position) {
  return {position.own, position.opp};
}
inline Position UnclearedPosition::position() const { return {own, opp}; }

// The standard start position, black (the first mover) to move.
inline Position StartPosition() {
  // Black on d5 (35) and e4 (28), white on d4 (27) and e5 (36).
  return Position{SquareBit(35) | SquareBit(28), SquareBit(27) | SquareBit(36)};
}

}  // namespace reversi

#endif  // GAMES_REVERSI_BITBOARD_H_
