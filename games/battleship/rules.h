// Battleship rules: the board, the fleet, legal layouts (sampled uniformly
// over all legal layouts) and the answer to a shot.
#ifndef GAMES_BATTLESHIP_RULES_H_
#define GAMES_BATTLESHIP_RULES_H_

#include <bitset>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "games/common/seeded_random.h"

namespace battleship {

// Two machine words: boards up to 128 cells (the shot-by-shot posterior
// tests millions of placements for overlap, so the width matters).
inline constexpr int kMaxCells = 128;
using CellSet = std::bitset<kMaxCells>;

struct Ship {
  std::string name;
  int length = 0;
};

struct Rules {
  std::string name;  // variant name
  int width = 0;
  int height = 0;
  std::vector<Ship> fleet;

  int Cells() const { return width * height; }
  int FleetCells() const;
};

// "seed8" (8x8: 5, 4, 3, 2, 2) or "classic" (10x10: 5, 4, 3, 3, 2).
absl::StatusOr<Rules> MakeRules(const std::string& variant);

// One ship on the board: its top-left cell and direction.
struct Placement {
  int row = 0;
  int column = 0;
  bool vertical = false;
};

// The cells a ship of `length` covers at `placement` (empty if any falls
// off the board).
CellSet ShipCells(const Rules& rules, int length, const Placement& placement);

// Every placement of a ship of `length` inside the board.
std::vector<Placement> AllPlacements(const Rules& rules, int length);

// A layout places every ship of the fleet, in fleet order.
using Layout = std::vector<Placement>;

// Inside the board, one placement per ship, no overlaps (touching is fine).
absl::Status ValidateLayout(const Rules& rules, const Layout& layout);

// A layout drawn uniformly from all legal layouts: each ship takes a
// uniformly random placement and the whole draw is repeated until no two
// overlap. (Every combination is equally likely before the rejection, so
// every legal layout is equally likely after it; placing ships one by one
// and retrying only the clashing ship would not be uniform.)
Layout UniformLayout(const Rules& rules, games::SeededRandom& random);

enum class ShotResult { kMiss, kHit, kSunk };

std::string CellName(const Rules& rules, int cell);  // "a1" .. column letter, row number

}  // namespace battleship

#endif  // GAMES_BATTLESHIP_RULES_H_
