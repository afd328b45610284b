#include "games/davinci/davinci_state.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace davinci {
namespace {

std::string TileName(int tile) {
  return absl::StrCat(ColourOf(tile) == 0 ? "b" : "w",
                      IsJoker(tile) ? "-" : absl::StrCat(ValueOf(tile)));
}

}  // namespace

DavinciState::DavinciState(int players, bool jokers, uint64_t seed)
    : racks_(players), pending_jokers_(players), pool_(2), random_(seed) {
  std::vector<int> all;
  for (int tile = 0; tile < TileCount(jokers); ++tile) all.push_back(tile);
  for (size_t i = all.size() - 1; i > 0; --i) std::swap(all[i], all[random_.Below(i + 1)]);
  const int hand = players == 4 ? 3 : 4;
  size_t next = 0;
  for (int seat = 0; seat < players; ++seat) {
    for (int i = 0; i < hand; ++i) {
      const int tile = all[next++];
      if (IsJoker(tile)) {
        pending_jokers_[seat].push_back(tile);
      } else {
        InsertNumber(seat, tile);
      }
    }
  }
  for (; next < all.size(); ++next) pool_[ColourOf(all[next])].push_back(all[next]);
  record_ = "deal";
  for (int seat = 0; seat < players; ++seat) {
    absl::StrAppend(&record_, " ", seat, ":");
    for (const RackTile& t : racks_[seat]) absl::StrAppend(&record_, TileName(t.tile), ",");
    for (int tile : pending_jokers_[seat]) absl::StrAppend(&record_, TileName(tile), ",");
  }
  // Dealt jokers are placed first, seat by seat.
  for (to_move_ = 0; to_move_ < players; ++to_move_) {
    if (!pending_jokers_[to_move_].empty()) {
      phase_ = Phase::kPlaceJoker;
      return;
    }
  }
  to_move_ = 0;
  BeginTurn();
}

bool DavinciState::Out(int seat) const {
  return std::all_of(racks_[seat].begin(), racks_[seat].end(),
                     [](const RackTile& t) { return t.revealed; }) &&
         pending_jokers_[seat].empty();
}

int DavinciState::PoolCount(int colour) const { return static_cast<int>(pool_[colour].size()); }

int DavinciState::PlaceOf(int seat) const {
  for (size_t i = 0; i < eliminated_.size(); ++i) {
    if (eliminated_[i] == seat) return Players() - static_cast<int>(i);
  }
  return 1;
}

void DavinciState::Insert(int seat, int tile, int position) {
  racks_[seat].insert(racks_[seat].begin() + position, RackTile{tile, next_id_++, false});
}

int DavinciState::InsertNumber(int seat, int tile) {
  std::vector<int> numbered;
  for (const RackTile& held : racks_[seat]) numbered.push_back(held.tile);
  Insert(seat, tile, NumberPosition(numbered, tile));
  return next_id_ - 1;
}

absl::Status DavinciState::PlaceJoker(int position) {
  if (phase_ != Phase::kPlaceJoker) return absl::FailedPreconditionError("no joker to place now");
  if (position < 0 || position > static_cast<int>(racks_[to_move_].size())) {
    return absl::InvalidArgumentError(
        absl::StrCat("joker position ", position, " is outside 0..", racks_[to_move_].size()));
  }
  const int tile = pending_jokers_[to_move_].front();
  pending_jokers_[to_move_].erase(pending_jokers_[to_move_].begin());
  Insert(to_move_, tile, position);
  absl::StrAppend(&record_, " ", to_move_, ":joker@", position);
  ++actions_;
  if (!pending_jokers_[to_move_].empty()) return absl::OkStatus();
  if (drawn_id_ == -2) {  // a drawn joker: the turn goes on to the guess
    drawn_id_ = next_id_ - 1;
    phase_ = Phase::kGuess;
    return absl::OkStatus();
  }
  // Still dealing: the next seat with a dealt joker, else the first turn.
  for (int seat = to_move_ + 1; seat < Players(); ++seat) {
    if (!pending_jokers_[seat].empty()) {
      to_move_ = seat;
      return absl::OkStatus();
    }
  }
  to_move_ = 0;
  BeginTurn();
  return absl::OkStatus();
}

absl::Status DavinciState::Draw(int colour) {
  if (phase_ != Phase::kDraw) return absl::FailedPreconditionError("not the time to draw");
  if (colour < 0 || colour > 1 || pool_[colour].empty()) {
    return absl::InvalidArgumentError("no tile of that colour is left to draw");
  }
  const int tile = pool_[colour].back();
  pool_[colour].pop_back();
  drawn_.push_back(tile);
  ++actions_;
  absl::StrAppend(&record_, " ", to_move_, ":draw-", colour == 0 ? "b" : "w");
  if (IsJoker(tile)) {
    pending_jokers_[to_move_].push_back(tile);
    drawn_id_ = -2;  // set when placed
    phase_ = Phase::kPlaceJoker;
    return absl::OkStatus();
  }
  drawn_id_ = InsertNumber(to_move_, tile);
  phase_ = Phase::kGuess;
  return absl::OkStatus();
}

absl::Status DavinciState::MakeGuess(int target, int position, int value) {
  if (phase_ != Phase::kGuess && phase_ != Phase::kGuessOrStop) {
    return absl::FailedPreconditionError("not the time to guess");
  }
  if (target < 0 || target >= Players() || target == to_move_) {
    return absl::InvalidArgumentError(absl::StrCat("seat ", target, " is not an opponent"));
  }
  if (Out(target)) return absl::InvalidArgumentError(absl::StrCat("seat ", target, " is out"));
  if (position < 0 || position >= static_cast<int>(racks_[target].size())) {
    return absl::InvalidArgumentError(
        absl::StrCat("seat ", target, " has no tile at position ", position));
  }
  RackTile& tile = racks_[target][position];
  if (tile.revealed) return absl::InvalidArgumentError("that tile is already revealed");
  if (value < 0 || value > kJokerValue) {
    return absl::InvalidArgumentError(absl::StrCat("value ", value, " is not 0-11 or 12 (joker)"));
  }
  const bool correct = ValueOf(tile.tile) == value;
  guesses_.push_back({to_move_, target, tile.id, value, correct, next_id_});
  absl::StrAppend(&record_, " ", to_move_, ":", target, "@", position, "=",
                  value == kJokerValue ? "-" : absl::StrCat(value), correct ? "+" : "x");
  ++actions_;
  if (correct) {
    tile.revealed = true;
    AfterReveal(target);
    if (phase_ != Phase::kOver) phase_ = Phase::kGuessOrStop;
    return absl::OkStatus();
  }
  if (drawn_id_ < 0) {
    phase_ = Phase::kReveal;
    return absl::OkStatus();
  }
  for (RackTile& own : racks_[to_move_]) {
    if (own.id == drawn_id_) own.revealed = true;
  }
  AfterReveal(to_move_);
  if (phase_ != Phase::kOver) EndTurn();
  return absl::OkStatus();
}

absl::Status DavinciState::Stop() {
  if (phase_ != Phase::kGuessOrStop) return absl::FailedPreconditionError("not the time to stop");
  absl::StrAppend(&record_, " ", to_move_, ":stop");
  ++actions_;
  EndTurn();
  return absl::OkStatus();
}

absl::Status DavinciState::Reveal(int tile_id) {
  if (phase_ != Phase::kReveal) return absl::FailedPreconditionError("not the time to reveal");
  for (RackTile& own : racks_[to_move_]) {
    if (own.id != tile_id) continue;
    if (own.revealed) return absl::InvalidArgumentError("that tile is already revealed");
    own.revealed = true;
    absl::StrAppend(&record_, " ", to_move_, ":reveal-", TileName(own.tile));
    ++actions_;
    AfterReveal(to_move_);
    if (phase_ != Phase::kOver) EndTurn();
    return absl::OkStatus();
  }
  return absl::InvalidArgumentError(absl::StrCat("tile ", tile_id, " is not in your rack"));
}

void DavinciState::AfterReveal(int seat) {
  if (!Out(seat) || std::find(eliminated_.begin(), eliminated_.end(), seat) != eliminated_.end())
    return;
  eliminated_.push_back(seat);
  if (static_cast<int>(eliminated_.size()) == Players() - 1) phase_ = Phase::kOver;
}

void DavinciState::EndTurn() {
  do {
    to_move_ = (to_move_ + 1) % Players();
  } while (Out(to_move_));
  BeginTurn();
}

void DavinciState::BeginTurn() {
  drawn_id_ = -1;
  phase_ = PoolCount(0) + PoolCount(1) > 0 ? Phase::kDraw : Phase::kGuess;
}

void DavinciState::RedrawHiddenFrom(int seat, uint64_t seed) {
  games::SeededRandom random(seed);
  for (int colour = 0; colour < 2; ++colour) {
    std::vector<int*> places;
    for (int owner = 0; owner < Players(); ++owner) {
      if (owner == seat) continue;
      for (RackTile& held : racks_[owner]) {
        if (!held.revealed && ColourOf(held.tile) == colour) places.push_back(&held.tile);
      }
    }
    for (int& pooled : pool_[colour]) places.push_back(&pooled);
    for (size_t i = places.size(); i > 1; --i) std::swap(*places[i - 1], *places[random.Below(i)]);
  }
}

std::string DavinciState::HiddenRecord() const {
  std::string text = "draws ";
  for (size_t i = 0; i < drawn_.size(); ++i) {
    absl::StrAppend(&text, i == 0 ? "" : ",", TileName(drawn_[i]));
  }
  return text;
}

std::string DavinciState::PositionText() const {
  std::string text;
  for (int seat = 0; seat < Players(); ++seat) {
    absl::StrAppend(&text, seat == 0 ? "" : " ", "P", seat, ":");
    for (size_t i = 0; i < racks_[seat].size(); ++i) {
      absl::StrAppend(&text, i == 0 ? "" : ",", TileName(racks_[seat][i].tile),
                      racks_[seat][i].revealed ? "*" : "");
    }
  }
  return text;
}

}  // namespace davinci
