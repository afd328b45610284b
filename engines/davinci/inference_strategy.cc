// The inference engine: exact beliefs (posterior.h), and every choice that
// exposes its own rack weighed by what the public could then infer
// (what_if.h).
#include <algorithm>
#include <array>

#include "engines/davinci/rack_view.h"
#include "engines/davinci/strategy.h"
#include "engines/davinci/what_if.h"
#include "games/davinci/tiles.h"

namespace davinci {
namespace {

constexpr int kJoker = 12;
constexpr double kSurely = 1e-9;

class InferenceStrategy : public Strategy {
 public:
  explicit InferenceStrategy(double risk) : risk_(risk) {}

  // The exact posterior, reading every opponent's wrong guesses as naming
  // no tile it held; by the rules alone once an opponent is seen to break
  // that (a random player).
  absl::StatusOr<std::vector<HiddenSlot>> Beliefs(
      const bot::v1::DavinciObservation& view) const override {
    absl::StatusOr<std::vector<HiddenSlot>> read =
        Posterior(view, GuessReading::kGuessersNameNoOwnTile);
    return read.ok() ? read : Posterior(view);
  }

  // The colour whose tile, drawn, is expected to be the safest: each tile
  // the pool may hold weighed by the chance it is there. The public sees
  // only where a tile went, so one posterior per position serves every
  // value that would go there.
  absl::StatusOr<int> DrawColour(const bot::v1::DavinciObservation& view,
                                 games::SeededRandom&) const override {
    absl::StatusOr<std::array<double, 26>> in_pool = PoolChances(view, Beliefs(view));
    if (!in_pool.ok()) return in_pool.status();
    const int me = static_cast<int>(view.seat());
    const bot::v1::DavinciRack& rack = view.racks(me);
    const std::vector<int> numbered = TileNumbers(rack);
    int best_colour = view.pool_black() > 0 ? 0 : 1;
    double best_safety = -1;
    for (int colour = 0; colour < 2; ++colour) {
      if ((colour == 0 ? view.pool_black() : view.pool_white()) == 0) continue;
      std::vector<std::vector<HiddenSlot>> beliefs_at(rack.tiles_size() + 1);
      auto safety_at = [&](int position, int value) -> absl::StatusOr<double> {
        const bot::v1::DavinciObservation drawn = WithTileAt(view, me, position, value, colour);
        if (beliefs_at[position].empty()) {
          absl::StatusOr<std::vector<HiddenSlot>> beliefs = PublicPosterior(drawn, me);
          if (!beliefs.ok()) return beliefs.status();
          beliefs_at[position] = *std::move(beliefs);
        }
        return SafetyOf(drawn.racks(me), beliefs_at[position]);
      };
      double safety = 0, mass = 0;
      for (int value = 0; value <= kJoker; ++value) {
        const double chance = (*in_pool)[value * 2 + colour];
        if (chance < kSurely) continue;  // held by an opponent for sure, up to rounding
        double after = -1;
        for (int position = 0; position <= rack.tiles_size(); ++position) {
          if (value != kJoker && position != NumberPosition(numbered, value * 2 + colour)) continue;
          absl::StatusOr<double> here = safety_at(position, value);
          if (!here.ok()) return here.status();
          after = std::max(after, *here);
        }
        safety += chance * after;
        mass += chance;
      }
      if (mass > 0 && safety / mass > best_safety) {
        best_safety = safety / mass;
        best_colour = colour;
      }
    }
    return best_colour;
  }

  // Where the joker leaves the rack safest.
  absl::StatusOr<int> JokerPosition(const bot::v1::DavinciObservation& view) const override {
    const int me = static_cast<int>(view.seat());
    const int colour = view.joker_colour_pending() == 2 ? 1 : 0;
    int best_position = 0;
    double best = -1;
    for (int position = 0; position <= view.racks(me).tiles_size(); ++position) {
      absl::StatusOr<double> safety =
          PublicSafety(WithTileAt(view, me, position, kJoker, colour), me);
      if (!safety.ok()) return safety.status();
      if (*safety > best) {
        best = *safety;
        best_position = position;
      }
    }
    return best_position;
  }

  // Guess on when the expected gain beats the expected loss: a right guess
  // takes a tile from an opponent (two if it puts them out); a wrong one
  // reveals the drawn tile, which costs what the public could not yet have
  // guessed of the whole rack (a tile anyone can infer costs nothing; one
  // that gives its neighbours away costs more), and the game if it was the
  // last hidden tile.
  absl::StatusOr<bool> GuessAgain(const bot::v1::DavinciObservation& view,
                                  const GuessChoice& best) const override {
    const int me = static_cast<int>(view.seat());
    const double gain = HiddenIds(view.racks(best.target)).size() == 1 ? 2.0 : 1.0;
    absl::StatusOr<double> now = PublicSafety(view, me);
    if (!now.ok()) return now.status();
    absl::StatusOr<double> after_wrong =
        view.drawn_tile_id() >= 0 ? PublicSafety(WithRevealed(view, me, view.drawn_tile_id()), me)
                                  : SafetyAfterBestReveal(view, nullptr);
    if (!after_wrong.ok()) return after_wrong.status();
    const bool last_tile = HiddenIds(view.racks(me)).size() == 1;
    const double loss = *now - *after_wrong + (last_tile ? 1.0 : 0.0);
    return risk_ * best.probability * gain >= (1 - best.probability) * loss;
  }

  // The tile whose reveal leaves the rest of the rack safest.
  absl::StatusOr<uint32_t> TileToReveal(const bot::v1::DavinciObservation& view) const override {
    uint32_t tile = 0;
    absl::StatusOr<double> safety = SafetyAfterBestReveal(view, &tile);
    if (!safety.ok()) return safety.status();
    return tile;
  }

 private:
  // The chance that each tile is in the pool, from the seat's posterior.
  static absl::StatusOr<std::array<double, 26>> PoolChances(
      const bot::v1::DavinciObservation& view,
      const absl::StatusOr<std::vector<HiddenSlot>>& slots) {
    std::array<double, 26> chance{};
    const int tiles = view.variant() == "no_jokers" ? 24 : 26;
    for (int tile = 0; tile < tiles; ++tile) chance[tile] = 1;
    for (const bot::v1::DavinciRack& rack : view.racks()) {
      for (const bot::v1::DavinciTile& tile : rack.tiles()) {
        if (tile.value() >= 0) chance[TileIndex(tile)] = 0;
      }
    }
    if (!slots.ok()) return slots.status();
    for (const HiddenSlot& slot : *slots) {
      const int colour = TileColour(view.racks(slot.seat).tiles(slot.position));
      for (int value = 0; value <= kJoker; ++value)
        chance[value * 2 + colour] -= slot.probability[value];
    }
    return chance;
  }

  static absl::StatusOr<double> SafetyAfterBestReveal(const bot::v1::DavinciObservation& view,
                                                      uint32_t* tile) {
    const int me = static_cast<int>(view.seat());
    double best = -1;
    for (uint32_t id : HiddenIds(view.racks(me))) {
      absl::StatusOr<double> safety = PublicSafety(WithRevealed(view, me, id), me);
      if (!safety.ok()) return safety.status();
      if (*safety > best) {
        best = *safety;
        if (tile != nullptr) *tile = id;
      }
    }
    return best;
  }

  const double risk_;
};

}  // namespace

std::unique_ptr<Strategy> MakeInferenceStrategy(double risk) {
  return std::make_unique<InferenceStrategy>(risk);
}

}  // namespace davinci
