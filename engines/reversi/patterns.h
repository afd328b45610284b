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

#include <algorithm>
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

// Phases by empty squares: 1-5 empties is phase 0, ..., 56-60 is phase 11.
inline constexpr int kPhases = 12;
inline constexpr int kEmptiesPerPhase = 5;
inline int PhaseOf(int empties) {
  const int phase = (empties - 1) / kEmptiesPerPhase;
  return phase < 0 ? 0 : phase >= kPhases ? kPhases - 1 : phase;
}

namespace pattern_detail {
constexpr int PowerOf3(int n) { return n == 0 ? 1 : 3 * PowerOf3(n - 1); }
// Each instance's table within a phase: its shape's, the shapes' tables
// laid end to end (instances listed shape by shape, symmetry by symmetry).
constexpr std::array<uint32_t, kPatternInstances> InstanceOffsets() {
  std::array<uint32_t, kPatternInstances> offsets{};
  uint32_t offset = 0;
  int n = 0;
  for (const PatternShape& shape : kPatternShapes) {
    for (int s = 0; s < kSymmetries; ++s) {
      if (shape.symmetries & (1u << s)) offsets[n++] = offset;
    }
    offset += PowerOf3(shape.squares);
  }
  return offsets;
}
constexpr int ShapeEntries() {
  int entries = 0;
  for (const PatternShape& shape : kPatternShapes) entries += PowerOf3(shape.squares);
  return entries;
}
}  // namespace pattern_detail
inline constexpr std::array<uint32_t, kPatternInstances> kInstanceOffsets =
    pattern_detail::InstanceOffsets();
// After every shape's table, the two mobility tables, then a bias (the last
// entry, present in every position).
inline constexpr int kOwnMobilityEntry = pattern_detail::ShapeEntries();
inline constexpr int kOppMobilityEntry = kOwnMobilityEntry + kMobilityValues;
// Entries of one phase's table.
constexpr int BiasEntry() { return kOppMobilityEntry + kMobilityValues; }
constexpr int EntriesPerPhase() { return BiasEntry() + 1; }

// The instances' base-3 indices (without their tables' offsets) as each
// side reads them: `for_mover` with the side to move's discs as digit 1 and
// the opponent's as 2, `for_opponent` the other way round. A move changes
// both by the places of the squares it fills and flips, and then the halves
// swap (the next side to move is this one's opponent), so a search can
// carry them from move to move instead of reading every instance off the
// board at each leaf (as Edax updates its features).
struct PatternIndices {
  // Sixteen instances a vector, three vectors (48 lanes, 46 used).
  using Lanes = uint16_t __attribute__((vector_size(32)));
  static constexpr int kLanes = 16;
  static constexpr int kVectors = 3;
  static_assert(kVectors * kLanes >= kPatternInstances);

  static PatternIndices Of(const Position& position);
  // The indices after the side to move fills `square`, flipping `flips`.
  PatternIndices AfterMove(int square, Bitboard flips) const;
  PatternIndices AfterPass() const;
  // Calls visit(entry) with each table entry (within one phase) of the
  // position's features, given both sides' move counts; the bias entry is
  // not visited.
  template <typename Visit>
  void ForEachEntry(int own_moves, int opp_moves, Visit visit) const {
    uint16_t index[kVectors * kLanes];
    __builtin_memcpy(index, for_mover, sizeof index);
    // Unrolled, each instance's offset is a constant in its load: three
    // instructions an instance instead of seven.
#pragma GCC unroll 64
    for (int i = 0; i < kPatternInstances; ++i) visit(kInstanceOffsets[i] + index[i]);
    visit(kOwnMobilityEntry + std::min(own_moves, kMobilityValues - 1));
    visit(kOppMobilityEntry + std::min(opp_moves, kMobilityValues - 1));
  }

  Lanes for_mover[kVectors];
  Lanes for_opponent[kVectors];
};

namespace pattern_detail {
// Per square, each instance's place value of it (0 where it is not read).
struct SquarePlaces {
  PatternIndices::Lanes of[64][PatternIndices::kVectors];
};
extern const SquarePlaces kSquarePlaces;
}  // namespace pattern_detail

inline PatternIndices PatternIndices::AfterMove(int square, Bitboard flips) const {
  const auto& places = pattern_detail::kSquarePlaces.of;
  // A filled square's digit goes 0 -> 1 for the mover (0 -> 2 for the
  // opponent), a flipped one's 2 -> 1 (1 -> 2); then the halves swap.
  Lanes flipped[kVectors] = {};
  for (; flips; flips &= flips - 1) {
    for (int v = 0; v < kVectors; ++v) flipped[v] += places[LowestSquare(flips)][v];
  }
  PatternIndices next;
  for (int v = 0; v < kVectors; ++v) {
    const Lanes filled = places[square][v];
    next.for_mover[v] = for_opponent[v] + filled + filled + flipped[v];
    next.for_opponent[v] = for_mover[v] + filled - flipped[v];
  }
  return next;
}

// The table entries (within one phase) of a position's features; the bias
// entry is not listed.
using Features = std::array<uint32_t, kFeatures>;
Features FeaturesOf(const Position& position);
// The same from indices already at hand and both sides' move counts.
inline Features FeaturesOf(const PatternIndices& indices, int own_moves, int opp_moves) {
  Features features;
  int n = 0;
  indices.ForEachEntry(own_moves, opp_moves, [&](uint32_t entry) { features[n++] = entry; });
  return features;
}

}  // namespace reversi

#endif  // ENGINES_REVERSI_PATTERNS_H_
