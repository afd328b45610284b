#include "engines/davinci/posterior.h"

#include <functional>
#include <map>
#include <unordered_map>

namespace davinci {
namespace {

constexpr int kJoker = 12;

// Tiles are numbered value * 2 + colour (0 black, 1 white); jokers 24, 25.
int TileOf(int value, int colour) { return value * 2 + colour; }
int ColourIndex(bot::v1::DavinciColour colour) { return colour == bot::v1::WHITE ? 1 : 0; }

// One fitting assignment of a rack's hidden slots.
struct RackAssignment {
  uint32_t tiles = 0;       // mask of the tiles it uses
  std::vector<int> values;  // by hidden slot of the rack
};

// Lists the assignments of one rack's hidden slots that fit on their own.
class RackEnumerator {
 public:
  RackEnumerator(const bot::v1::DavinciRack& rack, uint32_t unseen, int dealt,
                 const std::map<int, uint16_t>& wrong_values)
      : rack_(rack), unseen_(unseen), dealt_(dealt), wrong_values_(wrong_values),
        tile_at_(rack.tiles_size(), -1) {}

  std::vector<RackAssignment> Run() {
    Descend(0, -1, 0);
    return assignments_;
  }

 private:
  void Descend(int position, int last_number, uint32_t used) {
    if (position == rack_.tiles_size()) {
      RackAssignment assignment{used, {}};
      for (int i = 0; i < rack_.tiles_size(); ++i) {
        if (!Known(i)) assignment.values.push_back(tile_at_[i] / 2);
      }
      assignments_.push_back(std::move(assignment));
      return;
    }
    const bot::v1::DavinciTile& tile = rack_.tiles(position);
    const int colour = ColourIndex(tile.colour());
    if (Known(position)) {
      Place(position, TileOf(tile.value(), colour), last_number, used);
      return;
    }
    const auto wrong = wrong_values_.find(static_cast<int>(tile.id()));
    for (int value = 0; value < kValues; ++value) {
      const int candidate = TileOf(value, colour);
      if (!(unseen_ & (1u << candidate)) || (used & (1u << candidate))) continue;
      if (wrong != wrong_values_.end() && (wrong->second & (1u << value))) continue;
      Place(position, candidate, last_number, used | (1u << candidate));
    }
  }

  void Place(int position, int tile, int last_number, uint32_t used) {
    const bool joker = tile >= 2 * kJoker;
    if (!joker && tile < last_number) return;
    tile_at_[position] = tile;
    if (!joker && !LeftNeighbourFits(position)) return;
    Descend(position + 1, joker ? last_number : tile, used);
  }

  // A drawn number entered just right of the last smaller number, so its
  // left neighbour at that moment (the nearest older tile to its left) is
  // not a joker.
  bool LeftNeighbourFits(int position) const {
    const int id = static_cast<int>(rack_.tiles(position).id());
    if (id < dealt_) return true;
    for (int left = position - 1; left >= 0; --left) {
      if (static_cast<int>(rack_.tiles(left).id()) < id) return tile_at_[left] < 2 * kJoker;
    }
    return true;
  }

  bool Known(int position) const { return rack_.tiles(position).value() >= 0; }

  const bot::v1::DavinciRack& rack_;
  const uint32_t unseen_;
  const int dealt_;
  const std::map<int, uint16_t>& wrong_values_;
  std::vector<int> tile_at_;
  std::vector<RackAssignment> assignments_;
};

}  // namespace

absl::StatusOr<std::vector<HiddenSlot>> Posterior(const bot::v1::DavinciObservation& view) {
  const int players = view.racks_size();
  const bool jokers = view.variant() != "no_jokers";
  const int dealt = players * (players == 4 ? 3 : 4);
  uint32_t unseen = (1u << (jokers ? 26 : 24)) - 1;
  for (const bot::v1::DavinciRack& rack : view.racks()) {
    for (const bot::v1::DavinciTile& tile : rack.tiles()) {
      if (tile.value() >= 0) unseen &= ~(1u << TileOf(tile.value(), ColourIndex(tile.colour())));
    }
  }
  std::map<int, uint16_t> wrong_values;  // by tile id
  for (const bot::v1::DavinciGuess& guess : view.guesses()) {
    if (!guess.correct() && guess.value() >= 0 && guess.value() < kValues) {
      wrong_values[static_cast<int>(guess.tile_id())] |= static_cast<uint16_t>(1u << guess.value());
    }
  }

  // The opponents' racks with hidden tiles, and their assignments.
  std::vector<int> seats;
  std::vector<std::vector<RackAssignment>> options;
  std::vector<HiddenSlot> slots;
  std::vector<int> first_slot;
  for (int seat = 0; seat < players; ++seat) {
    if (seat == static_cast<int>(view.seat())) continue;
    const bot::v1::DavinciRack& rack = view.racks(seat);
    const int before = static_cast<int>(slots.size());
    for (int i = 0; i < rack.tiles_size(); ++i) {
      if (rack.tiles(i).value() < 0) slots.push_back({seat, i, static_cast<int>(rack.tiles(i).id()), {}});
    }
    if (static_cast<int>(slots.size()) == before) continue;
    seats.push_back(seat);
    first_slot.push_back(before);
    options.push_back(RackEnumerator(rack, unseen, dealt, wrong_values).Run());
  }
  const int racks = static_cast<int>(options.size());

  // Ways to complete racks r.. given the tiles used before them.
  std::vector<std::unordered_map<uint32_t, double>> completions(racks + 1);
  std::function<double(int, uint32_t)> complete = [&](int r, uint32_t used) -> double {
    if (r == racks) return 1.0;
    if (auto it = completions[r].find(used); it != completions[r].end()) return it->second;
    double ways = 0;
    for (const RackAssignment& a : options[r]) {
      if ((a.tiles & used) == 0) ways += complete(r + 1, used | a.tiles);
    }
    completions[r].emplace(used, ways);
    return ways;
  };
  const double total = complete(0, 0);
  if (total == 0) return absl::InvalidArgumentError("no assignment of the unseen tiles fits the view");

  // Forward: ways to fill racks before r, by the tiles they used.
  std::unordered_map<uint32_t, double> before = {{0, 1.0}};
  for (int r = 0; r < racks; ++r) {
    std::unordered_map<uint32_t, double> after;
    for (const auto& [used, ways] : before) {
      for (const RackAssignment& a : options[r]) {
        if (a.tiles & used) continue;
        const double weight = ways * complete(r + 1, used | a.tiles);
        if (weight == 0) continue;
        for (size_t k = 0; k < a.values.size(); ++k) {
          slots[first_slot[r] + k].probability[a.values[k]] += weight;
        }
        after[used | a.tiles] += ways;
      }
    }
    before = std::move(after);
  }
  for (HiddenSlot& slot : slots) {
    for (double& p : slot.probability) p /= total;
  }
  return slots;
}

}  // namespace davinci
