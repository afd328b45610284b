// What a shooter knows about the enemy board from its own shots and their
// answers: misses, hits not yet explained by a sunk ship, sunk cells, and
// which ships remain.
#ifndef ENGINES_BATTLESHIP_KNOWLEDGE_H_
#define ENGINES_BATTLESHIP_KNOWLEDGE_H_

#include <vector>

#include "games/battleship/battleship_state.h"

namespace battleship {

enum class CellState { kUnknown, kMiss, kHit, kSunk };

class Knowledge {
 public:
  explicit Knowledge(const Rules& rules);

  // Records one answered shot. A sunk answer marks the ship's cells: the run
  // of hit cells through `shot.cell` along the axis with enough of them
  // (the shooter cannot see the ship, so this is an inference).
  void Record(const Shot& shot);

  const Rules& rules() const { return rules_; }
  CellState At(int cell) const { return cells_[cell]; }
  CellState At(int row, int column) const;
  bool Inside(int row, int column) const {
    return row >= 0 && column >= 0 && row < rules_.height && column < rules_.width;
  }
  bool ShipRemains(int ship) const { return !sunk_[ship]; }
  // Hits not yet part of a sunk ship.
  std::vector<int> OpenHits() const;
  int SmallestRemainingShip() const;
  // Longest run of not-missed, not-sunk cells through `cell` along a row or
  // column (the cell included).
  int LongestFreeRun(int cell, bool vertical) const;

 private:
  const Rules& rules_;
  std::vector<CellState> cells_;
  std::vector<bool> sunk_;
};

}  // namespace battleship

#endif  // ENGINES_BATTLESHIP_KNOWLEDGE_H_
