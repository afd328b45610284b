#include "engines/davinci/what_if.h"

#include <algorithm>

namespace davinci {
namespace {

bot::v1::DavinciColour ColourMessage(int colour) {
  return colour == 0 ? bot::v1::BLACK : bot::v1::WHITE;
}

// Ids are handed out in order to every tile entering a rack.
uint32_t NextId(const bot::v1::DavinciObservation& view) {
  uint32_t next = 0;
  for (const bot::v1::DavinciRack& rack : view.racks()) {
    for (const bot::v1::DavinciTile& tile : rack.tiles()) next = std::max(next, tile.id() + 1);
  }
  return next;
}

}  // namespace

bot::v1::DavinciObservation WithRevealed(const bot::v1::DavinciObservation& view, int seat,
                                         uint32_t tile_id) {
  bot::v1::DavinciObservation edited = view;
  for (bot::v1::DavinciTile& tile : *edited.mutable_racks(seat)->mutable_tiles()) {
    if (tile.id() == tile_id) tile.set_revealed(true);
  }
  return edited;
}

bot::v1::DavinciObservation WithTileAt(const bot::v1::DavinciObservation& view, int seat,
                                       int position, int value, int colour) {
  bot::v1::DavinciObservation edited = view;
  bot::v1::DavinciTile tile;
  tile.set_id(NextId(view));
  tile.set_colour(ColourMessage(colour));
  tile.set_value(value);
  auto* tiles = edited.mutable_racks(seat)->mutable_tiles();
  tiles->Add(std::move(tile));
  for (int i = tiles->size() - 1; i > position; --i) tiles->SwapElements(i, i - 1);
  return edited;
}

double SafetyOf(const bot::v1::DavinciRack& rack, const std::vector<HiddenSlot>& public_beliefs) {
  double safety = 0;
  for (const HiddenSlot& slot : public_beliefs)
    safety += 1 - slot.probability[rack.tiles(slot.position).value()];
  return safety;
}

absl::StatusOr<double> PublicSafety(const bot::v1::DavinciObservation& view, int seat) {
  absl::StatusOr<std::vector<HiddenSlot>> beliefs = PublicPosterior(view, seat);
  if (!beliefs.ok()) return beliefs.status();
  return SafetyOf(view.racks(seat), *beliefs);
}

}  // namespace davinci
