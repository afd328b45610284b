// A Battleship game as the referee keeps it. Two players: each places its
// fleet secretly (seat 0, then seat 1), then they alternate single shots,
// seat 0 first; whoever sinks the whole enemy fleet first wins. Solo (one
// player): the referee places a uniformly random enemy fleet from the seed
// and the player shoots until it is sunk; fewer shots is better.
#ifndef GAMES_BATTLESHIP_BATTLESHIP_STATE_H_
#define GAMES_BATTLESHIP_BATTLESHIP_STATE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "games/battleship/rules.h"

namespace battleship {

struct Shot {
  int cell = 0;
  ShotResult result = ShotResult::kMiss;
  int sunk_ship = -1;  // fleet index, for kSunk
};

// One side's ships and the shots taken at them.
class Fleet {
 public:
  Fleet(const Rules& rules, Layout layout);

  // The answer to a shot at `cell` (not shot before).
  Shot Receive(int cell);
  bool AllSunk() const { return sunk_count_ == static_cast<int>(ship_cells_.size()); }
  const Layout& layout() const { return layout_; }
  bool WasShot(int cell) const { return shot_[cell]; }
  bool HasShip(int cell) const;
  // True if a ship covers `cell` and every one of its cells was hit.
  bool IsSunk(int cell) const;

 private:
  Layout layout_;
  std::vector<CellSet> ship_cells_;
  std::vector<int> hits_;
  CellSet shot_;
  int sunk_count_ = 0;
};

class BattleshipState {
 public:
  BattleshipState(Rules rules, int players, uint64_t seed);

  const Rules& rules() const { return rules_; }
  int Players() const { return players_; }
  int ToMove() const { return to_move_; }
  bool InPlacement() const { return placed_ < players_ && players_ == 2; }
  bool IsOver() const { return winner_ >= 0; }
  int Winner() const { return winner_; }
  int Actions() const { return actions_; }

  // The seat to move places its fleet (two-player games).
  absl::Status Place(const Layout& layout);
  // The seat to move shoots at the enemy fleet.
  absl::StatusOr<Shot> Fire(int cell);

  // Seat's own layout (empty before it placed), its shots with answers, and
  // the shots taken at it.
  const Layout& LayoutOf(int seat) const;
  const std::vector<Shot>& ShotsBy(int seat) const { return shots_[seat]; }
  const std::vector<Shot>& ShotsAt(int seat) const;
  // True if `seat` has fired at `cell` already.
  bool HasFiredAt(int seat, int cell) const;

  // Replaces every fleet hidden from `seat` (the opponent's once placed, or
  // the referee's in solo) with a uniformly random layout from `seed`, shot
  // where the old one was; the answers already given stay as they were.
  void RedrawFleetsHiddenFrom(int seat, uint64_t seed);

  // Each layout as the top-left cell and h|v of every ship in fleet order,
  // then the shots: "P0:a1h,c3v,e5h,b8v,h2h P1:... 0:e5=miss 1:c3=hit
  // 0:d7=sunk(Cruiser) ...".
  const std::string& Record() const { return record_; }
  // The board and fleet, and the fleet no seat placed (solo): "10x10
  // Carrier:5,Battleship:4,... target:a1h,c3v,...".
  std::string HiddenRecord() const;
  // Every fleet (by owner; solo: the target), rows top first joined by '/':
  // '.' water, 'o' water shot, 'S' ship, 'X' ship hit, '#' ship sunk;
  // fleets separated by a space, "-" for one not placed yet.
  std::string PositionText() const;

 private:
  // The fleet `seat` shoots at.
  Fleet& TargetOf(int seat);
  const Fleet& TargetOf(int seat) const;

  Rules rules_;
  int players_;
  std::vector<Fleet> fleets_;             // by the seat that owns them; solo: the referee's
  std::vector<std::vector<Shot>> shots_;  // by shooter
  int placed_ = 0;
  int to_move_ = 0;
  int winner_ = -1;
  int actions_ = 0;
  std::string record_;
};

}  // namespace battleship

#endif  // GAMES_BATTLESHIP_BATTLESHIP_STATE_H_
