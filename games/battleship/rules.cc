#include "games/battleship/rules.h"

#include "absl/strings/str_cat.h"

namespace battleship {

int Rules::FleetCells() const {
  int cells = 0;
  for (const Ship& ship : fleet) cells += ship.length;
  return cells;
}

absl::StatusOr<Rules> MakeRules(const std::string& variant) {
  Rules rules;
  rules.name = variant.empty() ? "classic" : variant;
  if (rules.name == "seed8") {
    rules.width = rules.height = 8;
    rules.fleet = {{"Aircraft carrier", 5},
                   {"Battleship", 4},
                   {"Cruiser", 3},
                   {"Destroyer", 2},
                   {"Destroyer", 2}};
  } else if (rules.name == "classic") {
    rules.width = rules.height = 10;
    rules.fleet = {
        {"Carrier", 5}, {"Battleship", 4}, {"Cruiser", 3}, {"Submarine", 3}, {"Destroyer", 2}};
  } else {
    return absl::InvalidArgumentError(
        absl::StrCat("unknown battleship variant '", variant, "' (known: seed8, classic)"));
  }
  return rules;
}

CellSet ShipCells(const Rules& rules, int length, const Placement& placement) {
  CellSet cells;
  const int end_row = placement.row + (placement.vertical ? length - 1 : 0);
  const int end_column = placement.column + (placement.vertical ? 0 : length - 1);
  if (placement.row < 0 || placement.column < 0 || end_row >= rules.height ||
      end_column >= rules.width || length <= 0) {
    return cells;
  }
  for (int i = 0; i < length; ++i) {
    const int row = placement.row + (placement.vertical ? i : 0);
    const int column = placement.column + (placement.vertical ? 0 : i);
    cells.set(row * rules.width + column);
  }
  return cells;
}

std::vector<Placement> AllPlacements(const Rules& rules, int length) {
  std::vector<Placement> placements;
  for (int vertical = 0; vertical < 2; ++vertical) {
    // A length-1 ship has one placement per cell, not two.
    if (vertical && length == 1) break;
    for (int row = 0; row < rules.height; ++row) {
      for (int column = 0; column < rules.width; ++column) {
        const Placement placement{row, column, vertical == 1};
        if (ShipCells(rules, length, placement).any()) placements.push_back(placement);
      }
    }
  }
  return placements;
}

absl::Status ValidateLayout(const Rules& rules, const Layout& layout) {
  if (layout.size() != rules.fleet.size()) {
    return absl::InvalidArgumentError(absl::StrCat("the layout places ", layout.size(),
                                                   " ships; the fleet has ", rules.fleet.size()));
  }
  CellSet taken;
  for (size_t i = 0; i < layout.size(); ++i) {
    const CellSet cells = ShipCells(rules, rules.fleet[i].length, layout[i]);
    if (cells.none()) {
      return absl::InvalidArgumentError(
          absl::StrCat(rules.fleet[i].name, " (ship ", i, ") leaves the board"));
    }
    if ((cells & taken).any()) {
      return absl::InvalidArgumentError(
          absl::StrCat(rules.fleet[i].name, " (ship ", i, ") overlaps another ship"));
    }
    taken |= cells;
  }
  return absl::OkStatus();
}

Layout UniformLayout(const Rules& rules, games::SeededRandom& random) {
  std::vector<std::vector<Placement>> options;
  for (const Ship& ship : rules.fleet) options.push_back(AllPlacements(rules, ship.length));
  while (true) {
    Layout layout;
    CellSet taken;
    bool clash = false;
    for (size_t i = 0; i < rules.fleet.size() && !clash; ++i) {
      const Placement& placement = options[i][random.Below(options[i].size())];
      const CellSet cells = ShipCells(rules, rules.fleet[i].length, placement);
      clash = (cells & taken).any();
      taken |= cells;
      layout.push_back(placement);
    }
    if (!clash) return layout;
  }
}

std::string CellName(const Rules& rules, int cell) {
  return absl::StrCat(std::string(1, static_cast<char>('a' + cell % rules.width)),
                      cell / rules.width + 1);
}

}  // namespace battleship
