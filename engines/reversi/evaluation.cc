#include "engines/reversi/evaluation.h"

#include "games/reversi/stable_discs.h"

namespace reversi {
namespace {

constexpr Bitboard kEdges = 0xff818181818181ffULL;
// X-squares (diagonal to a corner) and C-squares (beside it), per corner:
// a1, h1, a8, h8.
constexpr int kCornerSquares[4] = {0, 7, 56, 63};
constexpr Bitboard kXSquare[4] = {1ULL << 9, 1ULL << 14, 1ULL << 49, 1ULL << 54};
constexpr Bitboard kCornerCSquares[4] = {(1ULL << 1) | (1ULL << 8), (1ULL << 6) | (1ULL << 15),
                                         (1ULL << 48) | (1ULL << 57), (1ULL << 55) | (1ULL << 62)};

}  // namespace

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
  const int stable = PopCount(StableDiscs(own, own | opp)) - PopCount(StableDiscs(opp, own | opp));
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
