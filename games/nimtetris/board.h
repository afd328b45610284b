// The Nim Tetris board as a 128-bit set of cells (row * width + column) and
// the 19 fixed tetrominoes placed on it by shifting precomputed masks.
#ifndef GAMES_NIMTETRIS_BOARD_H_
#define GAMES_NIMTETRIS_BOARD_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace nimtetris {

using Bits = unsigned __int128;
inline constexpr int kMaxCells = 128;

inline Bits Bit(int cell) { return static_cast<Bits>(1) << cell; }
inline int PopCount(Bits bits) {
  return __builtin_popcountll(static_cast<uint64_t>(bits)) +
         __builtin_popcountll(static_cast<uint64_t>(bits >> 64));
}
inline int LowestCell(Bits bits) {  // bits != 0
  const uint64_t low = static_cast<uint64_t>(bits);
  return low != 0 ? __builtin_ctzll(low) : 64 + __builtin_ctzll(static_cast<uint64_t>(bits >> 64));
}

// A fixed tetromino: its cells (row, column) inside its bounding box.
struct Shape {
  std::string name;  // e.g. "T0": the piece and its rotation
  int rows = 0;
  int columns = 0;
  std::vector<std::pair<int, int>> cells;
};

// The 19 fixed shapes of I, O, T, S, Z, J and L, in a fixed order.
const std::vector<Shape>& Shapes();

struct Placement {
  int shape = 0;
  int row = 0;  // top-left of the bounding box
  int column = 0;
  Bits cells = 0;
};

// A board's size and every placement on it; shared by all boards of a size.
class Geometry {
 public:
  static absl::StatusOr<const Geometry*> Of(int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  Bits all() const { return all_; }
  const std::vector<Placement>& placements() const { return placements_; }
  // Placements by the lowest cell they cover: a region's moves are found
  // without scanning the whole list.
  const std::vector<int>& PlacementsFrom(int cell) const { return by_lowest_cell_[cell]; }
  // The index of shape at (row, column), or -1 if it leaves the board.
  int Find(int shape, int row, int column) const;
  // The cells 4-adjacent to `cells`, inside the board.
  Bits Neighbours(Bits cells) const;
  // The 4-connected part of `within` containing `seed`.
  Bits Component(Bits seed, Bits within) const;

 private:
  Geometry(int width, int height);

  int width_, height_;
  Bits all_ = 0, not_first_column_ = 0, not_last_column_ = 0;
  std::vector<Placement> placements_;
  std::vector<std::vector<int>> by_lowest_cell_;
};

// Placements that fit on the empty cells of `filled`.
std::vector<int> LegalPlacements(const Geometry& geometry, Bits filled);

}  // namespace nimtetris

#endif  // GAMES_NIMTETRIS_BOARD_H_
