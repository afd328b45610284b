#include "engines/reversi/evaluation.h"

namespace reversi {
namespace {

constexpr Bitboard kEdges = 0xff818181818181ffULL;
// X-squares (diagonal to a corner) and C-squares (beside it), per corner:
// a1, h1, a8, h8.
constexpr int kCornerSquares[4] = {0, 7, 56, 63};
constexpr Bitboard kXSquare[4] = {1ULL << 9, 1ULL << 14, 1ULL << 49, 1ULL << 54};
constexpr Bitboard kCornerCSquares[4] = {(1ULL << 1) | (1ULL << 8), (1ULL << 6) | (1ULL << 15),
                                         (1ULL << 48) | (1ULL << 57), (1ULL << 55) | (1ULL << 62)};

// Squares whose whole line along one axis (the two given directions) is
// filled: spread the empties along the axis and take the complement.
template <int kForward, int kBackward>
Bitboard FullLines(Bitboard filled) {
  Bitboard empty = ~filled;
  for (int i = 0; i < 7; ++i) {
    empty |= Shift<kForward>(empty) | Shift<kBackward>(empty);
  }
  return ~empty;
}

// Squares that have no neighbour along an axis on at least one side, i.e.
// the board edge protects them on that axis.
template <int kForward, int kBackward>
Bitboard EdgeOfAxis() {
  return ~(Shift<kForward>(~Bitboard{0}) & Shift<kBackward>(~Bitboard{0}));
}

template <int kForward, int kBackward>
Bitboard ProtectedOnAxis(Bitboard stable, Bitboard full) {
  return full | EdgeOfAxis<kForward, kBackward>() | Shift<kForward>(stable) |
         Shift<kBackward>(stable);
}

}  // namespace

Bitboard StableDiscs(Bitboard own, Bitboard opp) {
  const Bitboard filled = own | opp;
  const Bitboard full_horizontal = FullLines<0, 1>(filled);
  const Bitboard full_vertical = FullLines<2, 3>(filled);
  const Bitboard full_diagonal = FullLines<4, 7>(filled);
  const Bitboard full_anti_diagonal = FullLines<5, 6>(filled);
  // Discs on full lines in every axis are stable outright; otherwise a disc
  // is stable when, on each axis, the line is full, the edge is next to it,
  // or a stable disc of its own colour is next to it.
  Bitboard stable =
      own & ((full_horizontal & full_vertical & full_diagonal & full_anti_diagonal) | kCorners);
  if (stable == 0) return 0;
  for (;;) {
    const Bitboard next = stable | (own & ProtectedOnAxis<0, 1>(stable, full_horizontal) &
                                    ProtectedOnAxis<2, 3>(stable, full_vertical) &
                                    ProtectedOnAxis<4, 7>(stable, full_diagonal) &
                                    ProtectedOnAxis<5, 6>(stable, full_anti_diagonal));
    if (next == stable) return stable;
    stable = next;
  }
}

Bitboard AdjacentEmpties(Bitboard discs, Bitboard empty) {
  return (Shift<0>(discs) | Shift<1>(discs) | Shift<2>(discs) | Shift<3>(discs) | Shift<4>(discs) |
          Shift<5>(discs) | Shift<6>(discs) | Shift<7>(discs)) &
         empty;
}

int Evaluate(const Position& position) {
  const Bitboard own = position.own;
  const Bitboard opp = position.opp;
  const Bitboard empty = position.Empty();
  const int empties = PopCount(empty);
  // 0 at the start, 60 at the end.
  const int progress = 60 - empties;

  const int own_moves = PopCount(LegalMoves(own, opp));
  const int opp_moves = PopCount(LegalMoves(opp, own));
  const int mobility = 100 * (own_moves - opp_moves) / (own_moves + opp_moves + 2);
  const int potential =
      PopCount(AdjacentEmpties(opp, empty)) - PopCount(AdjacentEmpties(own, empty));

  int corner_risk = 0;
  for (int corner = 0; corner < 4; ++corner) {
    if (empty & SquareBit(kCornerSquares[corner])) {
      corner_risk -= 4 * (PopCount(own & kXSquare[corner]) - PopCount(opp & kXSquare[corner]));
      corner_risk -=
          PopCount(own & kCornerCSquares[corner]) - PopCount(opp & kCornerCSquares[corner]);
    }
  }
  const int corners = PopCount(own & kCorners) - PopCount(opp & kCorners);
  const int stable = PopCount(StableDiscs(own, opp)) - PopCount(StableDiscs(opp, own));
  const int edges = PopCount(own & kEdges & ~kCorners) - PopCount(opp & kEdges & ~kCorners);
  const int discs = PopCount(own) - PopCount(opp);
  const int parity = (empties & 1) ? 1 : -1;

  // Weights in hundredths of a disc; mobility terms fade and material grows
  // as the board fills.
  int score = 0;
  score += mobility * (30 - progress / 4);  // up to ~30 discs-equivalent early
  score += potential * (60 - progress);     // frontier: fewer own frontier squares
  score += corners * 800;
  score += corner_risk * 120;
  score += stable * 150;
  score += edges * (progress / 6);
  score += discs * (progress * progress / 60);  // 0 early, 60 per disc at the end
  score += parity * (progress > 40 ? 150 : 0);
  return score;
}

}  // namespace reversi
