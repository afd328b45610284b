#include "engines/reversi/patterns.h"

#include <immintrin.h>

#include <algorithm>

namespace reversi {
namespace {

// Squares in the widest pattern (its index is below 3^kMaxSquares).
constexpr int kMaxSquares = 10;

// The base-3 number whose digits are the bits of `bits` (bit i -> 3^i).
constexpr std::array<uint16_t, 1 << kMaxSquares> TernaryOfBits() {
  std::array<uint16_t, 1 << kMaxSquares> table{};
  for (int bits = 0; bits < (1 << kMaxSquares); ++bits) {
    int value = 0;
    for (int i = kMaxSquares - 1; i >= 0; --i) value = value * 3 + ((bits >> i) & 1);
    table[bits] = static_cast<uint16_t>(value);
  }
  return table;
}
constexpr std::array<uint16_t, 1 << kMaxSquares> kTernary = TernaryOfBits();

constexpr int PowerOf3(int n) { return n == 0 ? 1 : 3 * PowerOf3(n - 1); }

// Where each shape's table starts within a phase, then the two mobility
// tables, then the bias.
struct Layout {
  std::array<int, kPatternShapes.size()> shape_offset{};
  int own_mobility = 0;
  int opp_mobility = 0;
  int bias = 0;
};

constexpr Layout MakeLayout() {
  Layout layout;
  int offset = 0;
  for (size_t i = 0; i < kPatternShapes.size(); ++i) {
    layout.shape_offset[i] = offset;
    offset += PowerOf3(kPatternShapes[i].squares);
  }
  layout.own_mobility = offset;
  layout.opp_mobility = offset + kMobilityValues;
  layout.bias = offset + 2 * kMobilityValues;
  return layout;
}
constexpr Layout kLayout = MakeLayout();

constexpr int CountInstances() {
  int count = 0;
  for (const PatternShape& shape : kPatternShapes) count += __builtin_popcount(shape.symmetries);
  return count;
}
static_assert(CountInstances() == kPatternInstances);

inline uint64_t ExtractBits(uint64_t b, uint64_t mask) {
#ifdef __BMI2__
  return _pext_u64(b, mask);
#else
  uint64_t out = 0;
  for (int i = 0; mask; mask &= mask - 1, ++i) out |= ((b >> __builtin_ctzll(mask)) & 1) << i;
  return out;
#endif
}

}  // namespace

int EntriesPerPhase() { return kLayout.bias + 1; }
int BiasEntry() { return kLayout.bias; }

Features FeaturesOf(const Position& position) {
  Bitboard own[kSymmetries];
  Bitboard opp[kSymmetries];
  for (int s = 0; s < kSymmetries; ++s) {
    own[s] = Symmetry(s, position.own);
    opp[s] = Symmetry(s, position.opp);
  }
  Features features;
  int n = 0;
  for (size_t i = 0; i < kPatternShapes.size(); ++i) {
    const PatternShape& shape = kPatternShapes[i];
    for (int s = 0; s < kSymmetries; ++s) {
      if (!(shape.symmetries & (1u << s))) continue;
      features[n++] = kLayout.shape_offset[i] + kTernary[ExtractBits(own[s], shape.mask)] +
                      2 * kTernary[ExtractBits(opp[s], shape.mask)];
    }
  }
  features[n++] = kLayout.own_mobility + std::min(PopCount(position.Moves()), kMobilityValues - 1);
  features[n++] = kLayout.opp_mobility +
                  std::min(PopCount(LegalMoves(position.opp, position.own)), kMobilityValues - 1);
  return features;
}

}  // namespace reversi
