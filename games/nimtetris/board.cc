#include "games/nimtetris/board.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

#include "absl/strings/str_cat.h"

namespace nimtetris {
namespace {

using Cells = std::vector<std::pair<int, int>>;

Cells Normalised(Cells cells) {
  int min_row = cells[0].first, min_column = cells[0].second;
  for (const auto& [r, c] : cells)
    min_row = std::min(min_row, r), min_column = std::min(min_column, c);
  for (auto& [r, c] : cells) r -= min_row, c -= min_column;
  std::sort(cells.begin(), cells.end());
  return cells;
}

std::vector<Shape> MakeShapes() {
  const std::vector<std::pair<std::string, Cells>> pieces = {
      {"I", {{0, 0}, {0, 1}, {0, 2}, {0, 3}}}, {"O", {{0, 0}, {0, 1}, {1, 0}, {1, 1}}},
      {"T", {{0, 0}, {0, 1}, {0, 2}, {1, 1}}}, {"S", {{0, 1}, {0, 2}, {1, 0}, {1, 1}}},
      {"Z", {{0, 0}, {0, 1}, {1, 1}, {1, 2}}}, {"J", {{0, 0}, {1, 0}, {1, 1}, {1, 2}}},
      {"L", {{0, 2}, {1, 0}, {1, 1}, {1, 2}}}};
  std::vector<Shape> shapes;
  for (const auto& [name, base] : pieces) {
    std::vector<Cells> seen;
    Cells cells = base;
    for (int turn = 0; turn < 4; ++turn) {
      cells = Normalised(cells);
      if (std::find(seen.begin(), seen.end(), cells) == seen.end()) {
        seen.push_back(cells);
        Shape shape;
        shape.name = absl::StrCat(name, seen.size() - 1);
        shape.cells = cells;
        for (const auto& [r, c] : cells) {
          shape.rows = std::max(shape.rows, r + 1);
          shape.columns = std::max(shape.columns, c + 1);
        }
        shapes.push_back(shape);
      }
      for (auto& [r, c] : cells) std::tie(r, c) = std::make_pair(c, -r);  // quarter turn
    }
  }
  return shapes;
}

}  // namespace

const std::vector<Shape>& Shapes() {
  static const std::vector<Shape>* shapes = new std::vector<Shape>(MakeShapes());
  return *shapes;
}

absl::StatusOr<const Geometry*> Geometry::Of(int width, int height) {
  // Each side alone first: a huge product would overflow.
  if (width < 1 || height < 1 || width > kMaxCells || height > kMaxCells ||
      width * height > kMaxCells) {
    return absl::InvalidArgumentError(
        absl::StrCat("a ", width, "x", height, " board does not fit in ", kMaxCells, " cells"));
  }
  static std::mutex mutex;
  static auto* geometries = new std::map<std::pair<int, int>, std::unique_ptr<Geometry>>();
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<Geometry>& geometry = (*geometries)[{width, height}];
  if (geometry == nullptr) geometry.reset(new Geometry(width, height));
  return geometry.get();
}

Geometry::Geometry(int width, int height)
    : width_(width), height_(height), by_lowest_cell_(width * height) {
  for (int cell = 0; cell < width * height; ++cell) {
    all_ |= Bit(cell);
    if (cell % width != 0) not_first_column_ |= Bit(cell);
    if (cell % width != width - 1) not_last_column_ |= Bit(cell);
  }
  const std::vector<Shape>& shapes = Shapes();
  for (size_t s = 0; s < shapes.size(); ++s) {
    for (int row = 0; row + shapes[s].rows <= height; ++row) {
      for (int column = 0; column + shapes[s].columns <= width; ++column) {
        Placement placement{static_cast<int>(s), row, column, 0};
        for (const auto& [r, c] : shapes[s].cells)
          placement.cells |= Bit((row + r) * width + column + c);
        by_lowest_cell_[LowestCell(placement.cells)].push_back(
            static_cast<int>(placements_.size()));
        placements_.push_back(placement);
      }
    }
  }
}

int Geometry::Find(int shape, int row, int column) const {
  for (size_t i = 0; i < placements_.size(); ++i) {
    const Placement& p = placements_[i];
    if (p.shape == shape && p.row == row && p.column == column) return static_cast<int>(i);
  }
  return -1;
}

Bits Geometry::Neighbours(Bits cells) const {
  return (((cells & not_last_column_) << 1) | ((cells & not_first_column_) >> 1) |
          (cells << width_) | (cells >> width_)) &
         all_;
}

Bits Geometry::Component(Bits seed, Bits within) const {
  Bits component = seed & within;
  while (true) {
    const Bits grown = (component | Neighbours(component)) & within;
    if (grown == component) return component;
    component = grown;
  }
}

std::vector<int> LegalPlacements(const Geometry& geometry, Bits filled) {
  std::vector<int> legal;
  for (size_t i = 0; i < geometry.placements().size(); ++i) {
    if ((geometry.placements()[i].cells & filled) == 0) legal.push_back(static_cast<int>(i));
  }
  return legal;
}

}  // namespace nimtetris
