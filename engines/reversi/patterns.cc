#include "engines/reversi/patterns.h"

#include <algorithm>
#include <vector>

namespace reversi {
namespace {

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

// A pattern instance as the squares it reads on the board itself: the
// extraction of a side's discs under `mask` lists them in square order, and
// `ternary` turns those bits into the instance's base-3 digits in its
// shape's order, so that no board is rotated or reflected at evaluation
// time (FeaturesOf was 13 % of the endgame solver's time doing that).
struct Instance {
  Bitboard mask;
  int offset;                     // the shape's table within the phase
  std::vector<uint16_t> ternary;  // 2^squares entries
};

std::vector<Instance> MakeInstances() {
  std::vector<Instance> instances;
  for (size_t i = 0; i < kPatternShapes.size(); ++i) {
    const PatternShape& shape = kPatternShapes[i];
    for (int s = 0; s < kSymmetries; ++s) {
      if (!(shape.symmetries & (1u << s))) continue;
      // The place (power of 3) of each square the instance reads, in square
      // order: that of the shape's square its symmetry sends it onto.
      Instance instance{0, kLayout.shape_offset[i], {}};
      std::vector<int> places;
      for (int square = 0; square < 64; ++square) {
        const Bitboard image = Symmetry(s, SquareBit(square));
        if (!(shape.mask & image)) continue;
        instance.mask |= SquareBit(square);
        places.push_back(PowerOf3(PopCount(shape.mask & (image - 1))));
      }
      instance.ternary.resize(size_t{1} << places.size());
      for (size_t bits = 0; bits < instance.ternary.size(); ++bits) {
        int value = 0;
        for (size_t j = 0; j < places.size(); ++j) value += (bits >> j & 1) * places[j];
        instance.ternary[bits] = static_cast<uint16_t>(value);
      }
      instances.push_back(std::move(instance));
    }
  }
  return instances;
}

}  // namespace

int EntriesPerPhase() { return kLayout.bias + 1; }
int BiasEntry() { return kLayout.bias; }

Features FeaturesOf(const Position& position) {
  static const std::vector<Instance>* const kInstances = new std::vector<Instance>(MakeInstances());
  Features features;
  int n = 0;
  for (const Instance& instance : *kInstances) {
    features[n++] = instance.offset + instance.ternary[ExtractBits(position.own, instance.mask)] +
                    2 * instance.ternary[ExtractBits(position.opp, instance.mask)];
  }
  features[n++] = kLayout.own_mobility + std::min(PopCount(position.Moves()), kMobilityValues - 1);
  features[n++] = kLayout.opp_mobility +
                  std::min(PopCount(LegalMoves(position.opp, position.own)), kMobilityValues - 1);
  return features;
}

}  // namespace reversi
