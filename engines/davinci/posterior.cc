#include "engines/davinci/posterior.h"

#include <map>

#include "engines/davinci/rack_view.h"

namespace davinci {
namespace {

constexpr int kJoker = 12;
constexpr int kNumberTiles = 24;  // tiles value * 2 + colour; jokers 24 (black), 25 (white)

int TileOf(int value, int colour) { return value * 2 + colour; }
int DealtTiles(int players) { return players * (players == 4 ? 3 : 4); }

// A rack slot as the counting sees it.
struct Slot {
  int colour = 0;
  int tile = -1;        // -1 while hidden
  int older_left = -1;  // a drawn slot: position of the nearest older tile to its left
  uint16_t wrong = 0;   // values guessed wrong at it
  uint32_t barred = 0;  // tiles it cannot hold (its owner named them in a guess)
};

// What is known, as racks of slots (only racks with a hidden slot).
struct Model {
  std::vector<int> seats;
  std::vector<std::vector<Slot>> racks;
  uint32_t unseen = 0;        // tiles whose place is unknown
  bool contradicted = false;  // a known tile is one its owner named
};

// Bars the tiles each wrong guess named from its guesser's tiles of the time
// (knower's own excepted: it knows them).
void BarNamedTiles(const bot::v1::DavinciObservation& view, int knower, Model* model) {
  std::map<uint32_t, int> colour_of;  // by tile id
  for (const bot::v1::DavinciRack& rack : view.racks()) {
    for (const bot::v1::DavinciTile& tile : rack.tiles()) colour_of[tile.id()] = TileColour(tile);
  }
  for (const bot::v1::DavinciGuess& guess : view.guesses()) {
    const int guesser = static_cast<int>(guess.guesser());
    const auto target_colour = colour_of.find(guess.tile_id());
    if (guess.correct() || guesser == knower || guess.value() < 0 || guess.value() >= kValues ||
        target_colour == colour_of.end()) {
      continue;
    }
    const int named = TileOf(guess.value(), target_colour->second);
    for (size_t r = 0; r < model->racks.size(); ++r) {
      if (model->seats[r] != guesser) continue;
      const bot::v1::DavinciRack& rack = view.racks(guesser);
      for (int i = 0; i < rack.tiles_size(); ++i) {
        if (rack.tiles(i).id() >= guess.tiles_entered()) continue;
        Slot& slot = model->racks[r][i];
        slot.barred |= 1u << named;
        if (slot.tile == named) model->contradicted = true;
      }
    }
  }
}

// The model of `view` for an observer who knows the values of `knower`'s
// tiles (-1: only what is public).
Model ModelOf(const bot::v1::DavinciObservation& view, int knower, GuessReading reading) {
  const int players = view.racks_size();
  const int dealt = DealtTiles(players);
  std::map<uint32_t, uint16_t> wrong;  // by tile id
  for (const bot::v1::DavinciGuess& guess : view.guesses()) {
    if (!guess.correct() && guess.value() >= 0 && guess.value() < kValues) {
      wrong[guess.tile_id()] |= static_cast<uint16_t>(1u << guess.value());
    }
  }
  Model model;
  model.unseen = (1u << (view.variant() == "no_jokers" ? kNumberTiles : kNumberTiles + 2)) - 1;
  for (int seat = 0; seat < players; ++seat) {
    const bot::v1::DavinciRack& rack = view.racks(seat);
    std::vector<Slot> slots(rack.tiles_size());
    bool hidden = false;
    for (int i = 0; i < rack.tiles_size(); ++i) {
      const bot::v1::DavinciTile& tile = rack.tiles(i);
      Slot& slot = slots[i];
      slot.colour = TileColour(tile);
      if (tile.value() >= 0 && (tile.revealed() || seat == knower)) {
        slot.tile = TileIndex(tile);
        model.unseen &= ~(1u << slot.tile);
      } else {
        hidden = true;
        if (auto it = wrong.find(tile.id()); it != wrong.end()) slot.wrong = it->second;
      }
      if (static_cast<int>(tile.id()) >= dealt) {
        for (int left = i - 1; left >= 0 && slot.older_left < 0; --left) {
          if (rack.tiles(left).id() < tile.id()) slot.older_left = left;
        }
      }
    }
    if (hidden) {
      model.seats.push_back(seat);
      model.racks.push_back(std::move(slots));
    }
  }
  if (reading == GuessReading::kGuessersNameNoOwnTile) BarNamedTiles(view, knower, &model);
  return model;
}

using Marginals = std::vector<std::vector<std::array<double, kValues>>>;  // [rack][position]

// Counts the fitting assignments of a model, with every slot's marginals.
class AssignmentCounter {
 public:
  // Marginals are kept for the racks marked in `wanted`.
  AssignmentCounter(const Model& model, std::vector<bool> wanted)
      : model_(model), wanted_(std::move(wanted)), marginals_(model.racks.size()) {
    for (size_t r = 0; r < model.racks.size(); ++r) marginals_[r].resize(model.racks[r].size());
  }

  // Sums over the placements of the unseen jokers (nowhere, or a hidden
  // slot of their colour not guessed wrong as a joker).
  double Run() {
    std::array<std::vector<Place>, 2> joker_places;
    for (int colour = 0; colour < 2; ++colour) {
      if (!(model_.unseen & (1u << (kNumberTiles + colour)))) {
        joker_places[colour] = {{-1, -1}};
        continue;
      }
      joker_places[colour] = {{-1, -1}};
      for (size_t r = 0; r < model_.racks.size(); ++r) {
        for (size_t p = 0; p < model_.racks[r].size(); ++p) {
          const Slot& slot = model_.racks[r][p];
          if (slot.tile < 0 && slot.colour == colour && !(slot.wrong & (1u << kJoker)) &&
              !(slot.barred & (1u << (kNumberTiles + colour)))) {
            joker_places[colour].push_back({static_cast<int>(r), static_cast<int>(p)});
          }
        }
      }
    }
    for (const Place& black : joker_places[0]) {
      for (const Place& white : joker_places[1]) CountWithJokersAt({black, white});
    }
    return total_;
  }

  const Marginals& marginals() const { return marginals_; }

 private:
  struct Place {
    int rack = -1;
    int position = -1;
    bool operator==(const Place& other) const {
      return rack == other.rack && position == other.position;
    }
  };
  // A hidden number slot and the number tiles it may hold: its colour, not
  // guessed wrong, between its known neighbours.
  struct NumberSlot {
    int position = 0;
    uint32_t accepts = 0;  // bit t: tile t
  };

  bool IsJoker(int rack, int position, const std::array<Place, 2>& jokers) const {
    const Place here{rack, position};
    return model_.racks[rack][position].tile >= kNumberTiles || jokers[0] == here ||
           jokers[1] == here;
  }

  // The hidden number slots of every rack, or false if the joker placement
  // breaks the rack order or the insertion rule.
  bool NumberSlots(const std::array<Place, 2>& jokers,
                   std::vector<std::vector<NumberSlot>>* numbers) const {
    numbers->assign(model_.racks.size(), {});
    for (size_t r = 0; r < model_.racks.size(); ++r) {
      const std::vector<Slot>& rack = model_.racks[r];
      int last = -1;
      for (size_t p = 0; p < rack.size(); ++p) {
        if (IsJoker(r, p, jokers)) continue;
        if (rack[p].older_left >= 0 && IsJoker(r, rack[p].older_left, jokers)) return false;
        if (rack[p].tile >= 0) {
          if (rack[p].tile < last) return false;
          last = rack[p].tile;
          for (NumberSlot& open : (*numbers)[r])
            open.accepts &= (1u << rack[p].tile) - 1;  // below it
        } else {
          uint32_t accepts = 0;
          for (int tile = last + 1; tile < kNumberTiles; ++tile) {
            if (tile % 2 == rack[p].colour && !(rack[p].wrong & (1u << (tile / 2))))
              accepts |= 1u << tile;
          }
          (*numbers)[r].push_back({static_cast<int>(p), accepts & ~rack[p].barred});
        }
      }
    }
    return true;
  }

  // The programme over number tiles in ascending order; its state is how
  // many hidden number slots of each rack are filled (mixed radix).
  void CountWithJokersAt(const std::array<Place, 2>& jokers) {
    std::vector<std::vector<NumberSlot>> numbers;
    if (!NumberSlots(jokers, &numbers)) return;
    const size_t racks = numbers.size();
    size_t states = 1;
    for (const std::vector<NumberSlot>& rack : numbers) states *= rack.size() + 1;
    // For every state and rack: the slot filled next (-1 if the rack is
    // full), the tiles it accepts, and the state after filling it.
    std::vector<uint32_t> accepts(states * racks, 0);
    std::vector<uint32_t> successor(states * racks, 0);
    std::vector<int> next_slot(states * racks, -1);
    std::vector<size_t> filled(racks, 0);
    for (size_t state = 0; state < states; ++state) {
      size_t stride = 1;
      for (size_t r = 0; r < racks; ++r) {
        const size_t k = filled[r];
        if (k < numbers[r].size()) {
          accepts[state * racks + r] = numbers[r][k].accepts & model_.unseen;
          successor[state * racks + r] = static_cast<uint32_t>(state + stride);
          next_slot[state * racks + r] = static_cast<int>(k);
        }
        stride *= numbers[r].size() + 1;
      }
      for (size_t r = 0; r < racks && ++filled[r] > numbers[r].size(); ++r)
        filled[r] = 0;  // count up
    }

    // forward[t][s]: ways tiles below t reach s; backward[t][s]: ways tiles
    // from t on complete s (flat, row t at t * states).
    std::vector<double> forward((kNumberTiles + 1) * states, 0.0);
    std::vector<double> backward((kNumberTiles + 1) * states, 0.0);
    forward[0] = 1;
    for (int tile = 0; tile < kNumberTiles; ++tile) {
      const double* now = &forward[tile * states];
      double* next = &forward[(tile + 1) * states];
      for (size_t s = 0; s < states; ++s) {
        if (now[s] == 0) continue;
        next[s] += now[s];
        for (size_t r = 0; r < racks; ++r) {
          if ((accepts[s * racks + r] >> tile) & 1u) next[successor[s * racks + r]] += now[s];
        }
      }
    }
    backward[kNumberTiles * states + states - 1] = 1;
    for (int tile = kNumberTiles - 1; tile >= 0; --tile) {
      const double* later = &backward[(tile + 1) * states];
      double* now = &backward[tile * states];
      for (size_t s = 0; s < states; ++s) {
        double ways = later[s];
        for (size_t r = 0; r < racks; ++r) {
          if ((accepts[s * racks + r] >> tile) & 1u) ways += later[successor[s * racks + r]];
        }
        now[s] = ways;
      }
    }
    const double ways = forward[kNumberTiles * states + states - 1];
    if (ways == 0) return;
    total_ += ways;
    for (int tile = 0; tile < kNumberTiles; ++tile) {
      const double* now = &forward[tile * states];
      const double* later = &backward[(tile + 1) * states];
      for (size_t s = 0; s < states; ++s) {
        if (now[s] == 0) continue;
        for (size_t r = 0; r < racks; ++r) {
          if (!wanted_[r] || !((accepts[s * racks + r] >> tile) & 1u)) continue;
          const NumberSlot& slot = numbers[r][next_slot[s * racks + r]];
          marginals_[r][slot.position][tile / 2] += now[s] * later[successor[s * racks + r]];
        }
      }
    }
    for (const Place& joker : jokers) {
      if (joker.rack >= 0) marginals_[joker.rack][joker.position][kJoker] += ways;
    }
  }

  const Model& model_;
  const std::vector<bool> wanted_;
  Marginals marginals_;
  double total_ = 0;
};

// The hidden slots of the model's racks in `wanted` seats, normalised.
absl::StatusOr<std::vector<HiddenSlot>> SlotsOf(const bot::v1::DavinciObservation& view,
                                                const Model& model,
                                                const std::vector<bool>& wanted) {
  std::vector<bool> wanted_racks;
  for (int seat : model.seats) wanted_racks.push_back(wanted[seat]);
  AssignmentCounter counter(model, wanted_racks);
  const double total = model.contradicted ? 0 : counter.Run();
  if (total == 0)
    return absl::InvalidArgumentError("no assignment of the unseen tiles fits the view");
  std::vector<HiddenSlot> slots;
  for (size_t r = 0; r < model.racks.size(); ++r) {
    const int seat = model.seats[r];
    if (!wanted[seat]) continue;
    for (size_t p = 0; p < model.racks[r].size(); ++p) {
      if (model.racks[r][p].tile >= 0) continue;
      HiddenSlot slot{
          seat, static_cast<int>(p), static_cast<int>(view.racks(seat).tiles(p).id()), {}};
      for (int value = 0; value < kValues; ++value)
        slot.probability[value] = counter.marginals()[r][p][value] / total;
      slots.push_back(slot);
    }
  }
  return slots;
}

}  // namespace

absl::StatusOr<std::vector<HiddenSlot>> Posterior(const bot::v1::DavinciObservation& view,
                                                  GuessReading reading) {
  const int me = static_cast<int>(view.seat());
  std::vector<bool> wanted(view.racks_size(), true);
  if (me < static_cast<int>(wanted.size())) wanted[me] = false;
  return SlotsOf(view, ModelOf(view, me, reading), wanted);
}

absl::StatusOr<std::vector<HiddenSlot>> PublicPosterior(const bot::v1::DavinciObservation& view,
                                                        int seat, GuessReading reading) {
  std::vector<bool> wanted(view.racks_size(), false);
  if (seat < 0 || seat >= view.racks_size()) return absl::InvalidArgumentError("no such seat");
  wanted[seat] = true;
  return SlotsOf(view, ModelOf(view, -1, reading), wanted);
}

}  // namespace davinci
