// The strong engine's static evaluation: mobility, potential mobility
// (frontier), corners and the squares next to empty corners, stable discs,
// parity and, late, the disc count; blended by game phase. Units: 100 = one
// disc of final differential.
#ifndef ENGINES_REVERSI_EVALUATION_H_
#define ENGINES_REVERSI_EVALUATION_H_

#include "games/reversi/bitboard.h"

namespace reversi {

inline constexpr int kDiscUnit = 100;

// Empty squares adjacent (8 directions) to any disc of `discs`.
Bitboard AdjacentEmpties(Bitboard discs, Bitboard empty);

// Score for the side to move.
int Evaluate(const Position& position);

}  // namespace reversi

#endif  // ENGINES_REVERSI_EVALUATION_H_
