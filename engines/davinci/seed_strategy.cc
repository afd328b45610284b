// The seed document's player: a guess board of candidates per tile, ruled
// out one rule at a time (own and revealed tiles, colour, rack order and
// the minimum values it forces, failed guesses), a joker weighted by the
// number of tiles it could be; the drawn tile's importance deciding whether
// to guess on; a drawn joker placed in the widest gap.
#include "engines/davinci/rack_view.h"
#include "engines/davinci/strategy.h"
#include "engines/davinci/what_if.h"

namespace davinci {
namespace {

constexpr int kJoker = 12;
constexpr uint16_t kNumbers = (1u << kJoker) - 1;
constexpr double kNormalThreshold = 0.5;  // our reading for tiles neither important nor unimportant

struct Candidates {
  int position = 0;
  int colour = 0;
  uint16_t values = 0;  // bit v: value v (12 = joker) not ruled out
};

// The guess board of `seat`'s hidden tiles for an observer who knows
// `knower`'s tiles (-1: only what is public).
std::vector<Candidates> BoardOf(const bot::v1::DavinciObservation& view, int seat, int knower) {
  std::vector<bool> known(26, false);
  for (int owner = 0; owner < view.racks_size(); ++owner) {
    for (const bot::v1::DavinciTile& tile : view.racks(owner).tiles()) {
      if (tile.value() >= 0 && (tile.revealed() || owner == knower)) known[TileIndex(tile)] = true;
    }
  }
  if (view.variant() == "no_jokers") known[24] = known[25] = true;
  const bot::v1::DavinciRack& rack = view.racks(seat);
  auto hidden = [&](int i) { return !rack.tiles(i).revealed() && seat != knower; };
  auto order = [&](int i) { return TileIndex(rack.tiles(i)); };
  auto number = [&](int i) { return !hidden(i) && rack.tiles(i).value() != kJoker; };

  std::vector<Candidates> board;
  for (int i = 0; i < rack.tiles_size(); ++i) {
    if (!hidden(i)) continue;
    // Bounds from the nearest revealed numbers, tightened by one per hidden
    // tile between (each needs a number of its own).
    int above = -1, below = 24;
    for (int left = i - 1; left >= 0; --left) {
      if (number(left)) {
        above = order(left);
        break;
      }
      if (hidden(left)) ++above;
    }
    for (int right = i + 1; right < rack.tiles_size(); ++right) {
      if (number(right)) {
        below = order(right);
        break;
      }
      if (hidden(right)) --below;
    }
    Candidates slot{i, TileColour(rack.tiles(i)), 0};
    for (int value = 0; value <= kJoker; ++value) {
      const int tile = value * 2 + slot.colour;
      const bool in_order = value == kJoker || (tile > above && tile < below);
      if (!known[tile] && in_order) slot.values |= static_cast<uint16_t>(1u << value);
    }
    for (const bot::v1::DavinciGuess& guess : view.guesses()) {
      if (!guess.correct() && guess.tile_id() == rack.tiles(i).id() && guess.value() >= 0 &&
          guess.value() <= kJoker) {
        slot.values &= static_cast<uint16_t>(~(1u << guess.value()));
      }
    }
    board.push_back(slot);
  }
  return board;
}

int CandidateCount(const Candidates& slot) { return __builtin_popcount(slot.values); }

class SeedStrategy : public Strategy {
 public:
  SeedStrategy(double risk, double threshold) : risk_(risk), threshold_(threshold) {}

  // The seed: "count every tile the joker could be; with 10, the joker is
  // 10% likely" -- the hidden tiles of its colour that may hold it and the
  // pool's tiles of that colour; the rest of a tile's weight is shared by
  // its numbers.
  absl::StatusOr<std::vector<HiddenSlot>> Beliefs(
      const bot::v1::DavinciObservation& view) const override {
    const int me = static_cast<int>(view.seat());
    std::vector<std::pair<int, Candidates>> slots;
    int joker_places[2] = {static_cast<int>(view.pool_black()),
                           static_cast<int>(view.pool_white())};
    for (int seat = 0; seat < view.racks_size(); ++seat) {
      if (seat == me) continue;
      for (const Candidates& slot : BoardOf(view, seat, me)) {
        slots.emplace_back(seat, slot);
        joker_places[slot.colour] += (slot.values >> kJoker) & 1;
      }
    }
    std::vector<HiddenSlot> beliefs;
    for (const auto& [seat, slot] : slots) {
      HiddenSlot belief{
          seat, slot.position, static_cast<int>(view.racks(seat).tiles(slot.position).id()), {}};
      const int numbers = __builtin_popcount(slot.values & kNumbers);
      double joker = 0;
      if (slot.values & (1u << kJoker))
        joker = numbers == 0 ? 1.0 : 1.0 / joker_places[slot.colour];
      belief.probability[kJoker] = joker;
      for (int value = 0; value < kJoker; ++value) {
        if (slot.values & (1u << value)) belief.probability[value] = (1 - joker) / numbers;
      }
      beliefs.push_back(belief);
    }
    return beliefs;
  }

  // The seed leaves the colour open: either, at random.
  absl::StatusOr<int> DrawColour(const bot::v1::DavinciObservation& view,
                                 games::SeededRandom& random) const override {
    if (view.pool_black() == 0) return 1;
    if (view.pool_white() == 0) return 0;
    return static_cast<int>(random.Below(2));
  }

  // Where the neighbouring numbers differ most (the ends count as -1 and 12).
  absl::StatusOr<int> JokerPosition(const bot::v1::DavinciObservation& view) const override {
    const bot::v1::DavinciRack& rack = view.racks(view.seat());
    int best_position = 0, best_gap = -1;
    for (int position = 0; position <= rack.tiles_size(); ++position) {
      int left = -1, right = kJoker;
      for (int i = position - 1; i >= 0 && left < 0; --i) {
        if (rack.tiles(i).value() != kJoker) left = rack.tiles(i).value();
      }
      for (int i = position; i < rack.tiles_size() && right == kJoker; ++i) {
        if (rack.tiles(i).value() != kJoker) right = rack.tiles(i).value();
      }
      if (right - left > best_gap) {
        best_gap = right - left;
        best_position = position;
      }
    }
    return best_position;
  }

  // Unimportant drawn tile (anyone can infer it): guess on at any odds.
  // Important (a joker, or one whose reveal pins down another own tile):
  // only above the threshold. Otherwise: when a hit is likelier than a miss.
  absl::StatusOr<bool> GuessAgain(const bot::v1::DavinciObservation& view,
                                  const GuessChoice& best) const override {
    double bar = kNormalThreshold;
    if (view.drawn_tile_id() >= 0) {
      switch (DrawnTileImportance(view)) {
        case kUnimportant:
          bar = 0;
          break;
        case kImportant:
          bar = threshold_;
          break;
        case kOrdinary:
          break;
      }
    }
    return best.probability * risk_ >= bar;
  }

  // The own tile the public finds easiest anyway.
  absl::StatusOr<uint32_t> TileToReveal(const bot::v1::DavinciObservation& view) const override {
    const int me = static_cast<int>(view.seat());
    const std::vector<Candidates> board = BoardOf(view, me, -1);
    if (board.empty()) return absl::InvalidArgumentError("no hidden tile of your own to reveal");
    const Candidates* easiest = &board.front();
    for (const Candidates& slot : board) {
      if (CandidateCount(slot) < CandidateCount(*easiest)) easiest = &slot;
    }
    return view.racks(me).tiles(easiest->position).id();
  }

 private:
  enum Importance { kUnimportant, kOrdinary, kImportant };

  Importance DrawnTileImportance(const bot::v1::DavinciObservation& view) const {
    const int me = static_cast<int>(view.seat());
    const bot::v1::DavinciRack& rack = view.racks(me);
    const std::vector<Candidates> before = BoardOf(view, me, -1);
    for (const Candidates& slot : before) {
      if (rack.tiles(slot.position).id() != static_cast<uint32_t>(view.drawn_tile_id())) continue;
      if (rack.tiles(slot.position).value() == kJoker) return kImportant;
      if (CandidateCount(slot) <= 1) return kUnimportant;
    }
    const std::vector<Candidates> after =
        BoardOf(WithRevealed(view, me, view.drawn_tile_id()), me, -1);
    for (const Candidates& slot : after) {
      for (const Candidates& was : before) {
        if (was.position == slot.position && CandidateCount(was) > 1 && CandidateCount(slot) <= 1)
          return kImportant;
      }
    }
    return kOrdinary;
  }

  const double risk_;
  const double threshold_;
};

}  // namespace

std::unique_ptr<Strategy> MakeSeedStrategy(double risk, double threshold) {
  return std::make_unique<SeedStrategy>(risk, threshold);
}

}  // namespace davinci
