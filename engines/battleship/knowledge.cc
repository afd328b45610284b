#include "engines/battleship/knowledge.h"

#include <algorithm>

namespace battleship {

Knowledge::Knowledge(const Rules& rules)
    : rules_(rules), cells_(rules.Cells(), CellState::kUnknown), sunk_(rules.fleet.size(), false) {}

CellState Knowledge::At(int row, int column) const { return cells_[row * rules_.width + column]; }

void Knowledge::Record(const Shot& shot) {
  if (shot.result == ShotResult::kMiss) {
    cells_[shot.cell] = CellState::kMiss;
    return;
  }
  cells_[shot.cell] = CellState::kHit;
  if (shot.result != ShotResult::kSunk) return;
  sunk_[shot.sunk_ship] = true;
  const int length = rules_.fleet[shot.sunk_ship].length;
  const int row = shot.cell / rules_.width, column = shot.cell % rules_.width;
  // The ship lies along the axis where enough open hits line up with the
  // sinking shot; take the `length` cells nearest to it.
  for (int vertical = 0; vertical < 2; ++vertical) {
    const int dr = vertical, dc = 1 - vertical;
    std::vector<int> run = {shot.cell};
    for (int sign : {-1, 1}) {
      for (int step = 1;; ++step) {
        const int r = row + sign * dr * step, c = column + sign * dc * step;
        if (!Inside(r, c) || At(r, c) != CellState::kHit) break;
        run.push_back(r * rules_.width + c);
      }
    }
    if (static_cast<int>(run.size()) < length) continue;
    std::sort(run.begin(), run.end(),
              [&](int a, int b) { return std::abs(a - shot.cell) < std::abs(b - shot.cell); });
    for (int i = 0; i < length; ++i) cells_[run[i]] = CellState::kSunk;
    return;
  }
}

std::vector<int> Knowledge::OpenHits() const {
  std::vector<int> hits;
  for (int cell = 0; cell < rules_.Cells(); ++cell) {
    if (cells_[cell] == CellState::kHit) hits.push_back(cell);
  }
  return hits;
}

int Knowledge::SmallestRemainingShip() const {
  int smallest = rules_.width + rules_.height;
  for (size_t i = 0; i < rules_.fleet.size(); ++i) {
    if (!sunk_[i]) smallest = std::min(smallest, rules_.fleet[i].length);
  }
  return smallest;
}

int Knowledge::LongestFreeRun(int cell, bool vertical) const {
  const int row = cell / rules_.width, column = cell % rules_.width;
  const int dr = vertical ? 1 : 0, dc = vertical ? 0 : 1;
  int run = 1;
  for (int sign : {-1, 1}) {
    for (int step = 1;; ++step) {
      const int r = row + sign * dr * step, c = column + sign * dc * step;
      if (!Inside(r, c)) break;
      const CellState state = At(r, c);
      if (state == CellState::kMiss || state == CellState::kSunk) break;
      ++run;
    }
  }
  return run;
}

}  // namespace battleship
