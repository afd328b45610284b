// The disc patterns of the learned evaluation (the set Logistello and Edax
// use): corner 3x3, corner 2x5, edge + 2 X-squares, the second, third and
// fourth lines, and the diagonals of 8 down to 4 squares. Each pattern is a
// square mask on the canonical board; its instances are the same mask on the
// board's rotations and reflections, so symmetric placements share weights
// and every instance reads its squares in the same geometric order.
//
// A position's features are 46 pattern instances, each a base-3 index of its
// squares (0 empty, 1 own, 2 opponent), offset into one table per phase,
// plus the mobility of each side. Shared by the evaluation and its trainer.
#ifndef ENGINES_REVERSI_PATTERNS_H_
#define ENGINES_REVERSI_PATTERNS_H_

#include <array>
#include <cstdint>
#include <initializer_list>

#include "games/reversi/bitboard.h"
#include "games/reversi/board_symmetry.h"

namespace reversi {

struct PatternShape {
  const char* name;
  Bitboard mask;        // on the canonical board
  int squares;          // PopCount(mask)
  uint32_t symmetries;  // bit s: an instance on Symmetry(s, board)
};

namespace pattern_detail {
constexpr Bitboard Squares(std::initializer_list<int> squares) {
  Bitboard mask = 0;
  for (int square : squares) mask |= Bitboard{1} << square;
  return mask;
}
inline constexpr uint32_t kRotations = 0x0f;  // symmetries 0-3
inline constexpr uint32_t kAll = 0xff;
}  // namespace pattern_detail

// Square = row * 8 + column, a1 = 0 (bitboard.h).
inline constexpr std::array<PatternShape, 11> kPatternShapes = {{
    {"corner3x3", pattern_detail::Squares({0, 1, 2, 8, 9, 10, 16, 17, 18}), 9,
     pattern_detail::kRotations},
    {"corner2x5", pattern_detail::Squares({0, 1, 2, 3, 4, 8, 9, 10, 11, 12}), 10,
     pattern_detail::kAll},
    {"edge2x", pattern_detail::Squares({0, 1, 2, 3, 4, 5, 6, 7, 9, 14}), 10,
     pattern_detail::kRotations},
    {"line2", pattern_detail::Squares({8, 9, 10, 11, 12, 13, 14, 15}), 8,
     pattern_detail::kRotations},
    {"line3", pattern_detail::Squares({16, 17, 18, 19, 20, 21, 22, 23}), 8,
     pattern_detail::kRotations},
    {"line4", pattern_detail::Squares({24, 25, 26, 27, 28, 29, 30, 31}), 8,
     pattern_detail::kRotations},
    // The long diagonal maps onto itself under a half turn: two instances.
    {"diagonal8", pattern_detail::Squares({0, 9, 18, 27, 36, 45, 54, 63}), 8, 0x03},
    {"diagonal7", pattern_detail::Squares({1, 10, 19, 28, 37, 46, 55}), 7,
     pattern_detail::kRotations},
    {"diagonal6", pattern_detail::Squares({2, 11, 20, 29, 38, 47}), 6, pattern_detail::kRotations},
    {"diagonal5", pattern_detail::Squares({3, 12, 21, 30, 39}), 5, pattern_detail::kRotations},
    {"diagonal4", pattern_detail::Squares({4, 13, 22, 31}), 4, pattern_detail::kRotations},
}};

inline constexpr int kPatternInstances = 46;
// Mobility counts of each side (0..32, more is clamped) as two more tables.
inline constexpr int kMobilityValues = 33;
inline constexpr int kFeatures = kPatternInstances + 2;

// Entries of one phase's table: every shape's 3^squares, the two mobility
// tables, and a bias (the last entry, present in every position).
int EntriesPerPhase();
int BiasEntry();

// Phases by empty squares: 1-5 empties is phase 0, ..., 56-60 is phase 11.
inline constexpr int kPhases = 12;
inline constexpr int kEmptiesPerPhase = 5;
inline int PhaseOf(int empties) {
  const int phase = (empties - 1) / kEmptiesPerPhase;
  return phase < 0 ? 0 : phase >= kPhases ? kPhases - 1 : phase;
}

// The table entries (within one phase) of a position's features; the bias
// entry is not listed.
using Features = std::array<uint32_t, kFeatures>;
Features FeaturesOf(const Position& position);

}  // namespace reversi

#endif  // ENGINES_REVERSI_PATTERNS_H_
