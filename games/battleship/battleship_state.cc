#include "games/battleship/battleship_state.h"

#include "absl/strings/str_cat.h"

namespace battleship {
namespace {

const Layout kNoLayout;
const std::vector<Shot> kNoShots;

std::string ResultName(const Rules& rules, const Shot& shot) {
  switch (shot.result) {
    case ShotResult::kMiss:
      return "miss";
    case ShotResult::kHit:
      return "hit";
    default:
      return absl::StrCat("sunk(", rules.fleet[shot.sunk_ship].name, ")");
  }
}

// "a1h,c3v,...": each ship's top-left cell and direction, in fleet order.
std::string LayoutName(const Rules& rules, const Layout& layout) {
  std::string name;
  for (const Placement& ship : layout) {
    absl::StrAppend(&name, name.empty() ? "" : ",",
                    CellName(rules, ship.row * rules.width + ship.column),
                    ship.vertical ? "v" : "h");
  }
  return name;
}

}  // namespace

bool Fleet::IsSunk(int cell) const {
  for (size_t i = 0; i < ship_cells_.size(); ++i) {
    if (ship_cells_[i][cell]) return hits_[i] == static_cast<int>(ship_cells_[i].count());
  }
  return false;
}

bool Fleet::HasShip(int cell) const {
  for (const CellSet& cells : ship_cells_) {
    if (cells[cell]) return true;
  }
  return false;
}

Fleet::Fleet(const Rules& rules, Layout layout) : layout_(std::move(layout)) {
  for (size_t i = 0; i < layout_.size(); ++i) {
    ship_cells_.push_back(ShipCells(rules, rules.fleet[i].length, layout_[i]));
  }
  hits_.assign(layout_.size(), 0);
}

Shot Fleet::Receive(int cell) {
  shot_.set(cell);
  Shot shot;
  shot.cell = cell;
  for (size_t i = 0; i < ship_cells_.size(); ++i) {
    if (!ship_cells_[i][cell]) continue;
    ++hits_[i];
    if (hits_[i] == static_cast<int>(ship_cells_[i].count())) {
      shot.result = ShotResult::kSunk;
      shot.sunk_ship = static_cast<int>(i);
      ++sunk_count_;
    } else {
      shot.result = ShotResult::kHit;
    }
  }
  return shot;
}

BattleshipState::BattleshipState(Rules rules, int players, uint64_t seed)
    : rules_(std::move(rules)), players_(players), shots_(players) {
  if (players_ == 1) {
    games::SeededRandom random(games::MixSeeds(seed, 0xf1ee7));
    fleets_.emplace_back(rules_, UniformLayout(rules_, random));
  }
}

absl::Status BattleshipState::Place(const Layout& layout) {
  if (!InPlacement()) return absl::FailedPreconditionError("not the placement phase");
  absl::Status valid = ValidateLayout(rules_, layout);
  if (!valid.ok()) return valid;
  fleets_.emplace_back(rules_, layout);
  absl::StrAppend(&record_, record_.empty() ? "" : " ", "P", to_move_, ":",
                  LayoutName(rules_, layout));
  ++placed_;
  ++actions_;
  to_move_ = placed_ % 2;  // seat 1 places next, then seat 0 shoots first
  return absl::OkStatus();
}

Fleet& BattleshipState::TargetOf(int seat) { return fleets_[players_ == 1 ? 0 : 1 - seat]; }
const Fleet& BattleshipState::TargetOf(int seat) const {
  return fleets_[players_ == 1 ? 0 : 1 - seat];
}

absl::StatusOr<Shot> BattleshipState::Fire(int cell) {
  if (IsOver()) return absl::FailedPreconditionError("the game is over");
  if (InPlacement()) return absl::FailedPreconditionError("fleets are still being placed");
  if (cell < 0 || cell >= rules_.Cells()) {
    return absl::InvalidArgumentError(absl::StrCat("cell ", cell, " is off the board"));
  }
  Fleet& target = TargetOf(to_move_);
  if (target.WasShot(cell)) {
    return absl::InvalidArgumentError(absl::StrCat(CellName(rules_, cell), " was shot already"));
  }
  const Shot shot = target.Receive(cell);
  shots_[to_move_].push_back(shot);
  absl::StrAppend(&record_, record_.empty() ? "" : " ", to_move_, ":", CellName(rules_, cell), "=",
                  ResultName(rules_, shot));
  ++actions_;
  if (target.AllSunk()) {
    winner_ = to_move_;
  } else if (players_ == 2) {
    to_move_ = 1 - to_move_;
  }
  return shot;
}

const Layout& BattleshipState::LayoutOf(int seat) const {
  if (players_ == 1 || seat >= static_cast<int>(fleets_.size())) return kNoLayout;
  return fleets_[seat].layout();
}

const std::vector<Shot>& BattleshipState::ShotsAt(int seat) const {
  return players_ == 1 ? kNoShots : shots_[1 - seat];
}

bool BattleshipState::HasFiredAt(int seat, int cell) const { return TargetOf(seat).WasShot(cell); }

void BattleshipState::RedrawFleetsHiddenFrom(int seat, uint64_t seed) {
  games::SeededRandom random(seed);
  for (size_t owner = 0; owner < fleets_.size(); ++owner) {
    if (players_ == 2 && static_cast<int>(owner) == seat) continue;
    Fleet redrawn(rules_, UniformLayout(rules_, random));
    for (int cell = 0; cell < rules_.Cells(); ++cell) {
      if (fleets_[owner].WasShot(cell)) redrawn.Receive(cell);
    }
    fleets_[owner] = std::move(redrawn);
  }
}

std::string BattleshipState::HiddenRecord() const {
  std::string text = absl::StrCat(rules_.width, "x", rules_.height, " ");
  for (size_t i = 0; i < rules_.fleet.size(); ++i) {
    absl::StrAppend(&text, i == 0 ? "" : ",", rules_.fleet[i].name, ":", rules_.fleet[i].length);
  }
  if (players_ == 1) absl::StrAppend(&text, " target:", LayoutName(rules_, fleets_[0].layout()));
  return text;
}

std::string BattleshipState::PositionText() const {
  std::string text;
  for (int owner = 0; owner < players_; ++owner) {
    if (owner > 0) text += ' ';
    if (owner >= static_cast<int>(fleets_.size())) {
      text += '-';
      continue;
    }
    const Fleet& fleet = fleets_[owner];
    for (int cell = 0; cell < rules_.Cells(); ++cell) {
      if (cell > 0 && cell % rules_.width == 0) text += '/';
      text += !fleet.HasShip(cell)  ? (fleet.WasShot(cell) ? 'o' : '.')
              : fleet.IsSunk(cell)  ? '#'
              : fleet.WasShot(cell) ? 'X'
                                    : 'S';
    }
  }
  return text;
}

}  // namespace battleship
