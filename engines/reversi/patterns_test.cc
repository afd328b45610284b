#include "engines/reversi/patterns.h"

#include <set>

#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

// Where each symmetry sends (row, column), by coordinates rather than the
// bitboard tricks under test.
std::pair<int, int> MapByCoordinates(int symmetry, int row, int col) {
  switch (symmetry) {
    case 0:
      return {row, col};
    case 1:
      return {7 - col, row};
    case 2:
      return {7 - row, 7 - col};
    case 3:
      return {col, 7 - row};
    case 4:
      return {col, row};
    case 5:
      return {row, 7 - col};
    case 6:
      return {7 - col, 7 - row};
    default:
      return {7 - row, col};
  }
}

TEST(BoardSymmetryTest, EverySquareGoesWhereItsCoordinatesSay) {
  for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
    for (int square = 0; square < 64; ++square) {
      const auto [row, col] = MapByCoordinates(symmetry, square / 8, square % 8);
      EXPECT_EQ(Symmetry(symmetry, SquareBit(square)), SquareBit(row * 8 + col))
          << "symmetry " << symmetry << " square " << square;
    }
  }
}

// The features by hand: each instance reads the original squares that its
// symmetry sends onto the mask, in mask order, as base-3 digits.
Features NaiveFeatures(const Position& position) {
  Features features;
  int n = 0;
  int offset = 0;
  for (const PatternShape& shape : kPatternShapes) {
    int size = 1;
    for (int i = 0; i < shape.squares; ++i) size *= 3;
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
      if (!(shape.symmetries & (1u << symmetry))) continue;
      int index = 0;
      int place = 1;
      for (int target = 0; target < 64; ++target) {
        if (!(shape.mask & SquareBit(target))) continue;
        for (int source = 0; source < 64; ++source) {
          const auto [row, col] = MapByCoordinates(symmetry, source / 8, source % 8);
          if (row * 8 + col != target) continue;
          const int digit = (position.own & SquareBit(source))   ? 1
                            : (position.opp & SquareBit(source)) ? 2
                                                                 : 0;
          index += digit * place;
        }
        place *= 3;
      }
      features[n++] = offset + index;
    }
    offset += size;
  }
  features[n++] = offset + std::min(PopCount(position.Moves()), kMobilityValues - 1);
  features[n++] = offset + kMobilityValues +
                  std::min(PopCount(LegalMoves(position.opp, position.own)), kMobilityValues - 1);
  return features;
}

TEST(PatternsTest, FeaturesMatchTheSquareBySquareReading) {
  for (int empties : {60, 50, 40, 30, 20, 10, 3}) {
    for (const Position& position : RandomPositions(20, empties, 7)) {
      EXPECT_EQ(FeaturesOf(position), NaiveFeatures(position)) << "empties " << empties;
    }
  }
}

bool SameIndices(const PatternIndices& a, const PatternIndices& b) {
  for (int v = 0; v < PatternIndices::kVectors; ++v) {
    for (int lane = 0; lane < PatternIndices::kLanes; ++lane) {
      if (a.for_mover[v][lane] != b.for_mover[v][lane] ||
          a.for_opponent[v][lane] != b.for_opponent[v][lane]) {
        return false;
      }
    }
  }
  return true;
}

TEST(PatternsTest, IndicesCarriedAlongMovesMatchTheBoard) {
  int moves_checked = 0;
  for (int empties : {50, 30, 12}) {
    for (const Position& position : RandomPositions(30, empties, 11)) {
      const PatternIndices indices = PatternIndices::Of(position);
      for (Bitboard moves = position.Moves(); moves; moves &= moves - 1) {
        const int square = LowestSquare(moves);
        const Bitboard flips = Flips(position.own, position.opp, square);
        const Position next = position.Play(square, flips);
        ASSERT_TRUE(SameIndices(indices.AfterMove(square, flips), PatternIndices::Of(next)))
            << "empties " << empties << " square " << square;
        ++moves_checked;
      }
      EXPECT_TRUE(SameIndices(indices.AfterPass(), PatternIndices::Of(position.Pass())));
      // Features from carried indices are the ones read square by square.
      EXPECT_EQ(FeaturesOf(indices, PopCount(position.Moves()),
                           PopCount(LegalMoves(position.opp, position.own))),
                NaiveFeatures(position));
    }
  }
  EXPECT_GT(moves_checked, 500);
}

// Which pattern instances read a square: those whose index moves when a disc
// is put there.
int InstancesReading(int square) {
  const Features empty = FeaturesOf(Position{});
  const Features one = FeaturesOf(Position{SquareBit(square), 0});
  int count = 0;
  for (int i = 0; i < kPatternInstances; ++i) count += empty[i] != one[i];
  return count;
}

TEST(PatternsTest, InstancesCoverTheSquaresLogistelloUses) {
  EXPECT_EQ(kPatternInstances, 46);
  // a1: corner 3x3, two corner 2x5s, two edges, the long diagonal.
  EXPECT_EQ(InstancesReading(0), 6);
  // b2 (an X-square): corner 3x3, two 2x5s, two edges (+2X), line 2 twice,
  // the long diagonal.
  EXPECT_EQ(InstancesReading(9), 8);
  // d4: line 4 (row and column), the long diagonal, the 7-square
  // anti-diagonal.
  EXPECT_EQ(InstancesReading(27), 4);
  // d1: a1's and h1's flat corner 2x5s, the edge, line 4 (column d), the
  // diagonals d1-h5 and d1-a4.
  EXPECT_EQ(InstancesReading(3), 6);
}

TEST(PatternsTest, PhasesSplitTheEmptiesInFives) {
  EXPECT_EQ(PhaseOf(1), 0);
  EXPECT_EQ(PhaseOf(5), 0);
  EXPECT_EQ(PhaseOf(6), 1);
  EXPECT_EQ(PhaseOf(60), kPhases - 1);
  EXPECT_EQ(PhaseOf(0), 0);
}

}  // namespace
}  // namespace reversi
