#include "engines/reversi/patterns.h"

#include <algorithm>
#include <vector>

namespace reversi {
namespace {

using pattern_detail::PowerOf3;

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
  std::vector<uint16_t> ternary;  // 2^squares entries
};

std::vector<Instance> MakeInstances() {
  std::vector<Instance> instances;
  for (const PatternShape& shape : kPatternShapes) {
    for (int s = 0; s < kSymmetries; ++s) {
      if (!(shape.symmetries & (1u << s))) continue;
      // The place (power of 3) of each square the instance reads, in square
      // order: that of the shape's square its symmetry sends it onto.
      Instance instance{0, {}};
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

const std::vector<Instance>& Instances() {
  static const std::vector<Instance>* const kInstances = new std::vector<Instance>(MakeInstances());
  return *kInstances;
}

pattern_detail::SquarePlaces MakeSquarePlaces() {
  pattern_detail::SquarePlaces places{};
  for (int i = 0; i < kPatternInstances; ++i) {
    const Instance& instance = Instances()[i];
    for (Bitboard squares = instance.mask; squares; squares &= squares - 1) {
      const int square = LowestSquare(squares);
      places.of[square][i / PatternIndices::kLanes][i % PatternIndices::kLanes] =
          instance.ternary[ExtractBits(SquareBit(square), instance.mask)];
    }
  }
  return places;
}

}  // namespace

// Built before main, as AfterMove reads it without a guard.
const pattern_detail::SquarePlaces pattern_detail::kSquarePlaces = MakeSquarePlaces();

PatternIndices PatternIndices::Of(const Position& position) {
  PatternIndices indices{};
  const std::vector<Instance>& instances = Instances();
  for (int i = 0; i < kPatternInstances; ++i) {
    const Instance& instance = instances[i];
    const int own = instance.ternary[ExtractBits(position.own, instance.mask)];
    const int opp = instance.ternary[ExtractBits(position.opp, instance.mask)];
    indices.for_mover[i / kLanes][i % kLanes] = static_cast<uint16_t>(own + 2 * opp);
    indices.for_opponent[i / kLanes][i % kLanes] = static_cast<uint16_t>(2 * own + opp);
  }
  return indices;
}

PatternIndices PatternIndices::AfterPass() const {
  PatternIndices next;
  for (int v = 0; v < kVectors; ++v) {
    next.for_mover[v] = for_opponent[v];
    next.for_opponent[v] = for_mover[v];
  }
  return next;
}

Features FeaturesOf(const Position& position) {
  return FeaturesOf(PatternIndices::Of(position), PopCount(position.Moves()),
                    PopCount(LegalMoves(position.opp, position.own)));
}

}  // namespace reversi
