// Small readings of a Da Vinci Code observation the strategies share.
#ifndef ENGINES_DAVINCI_RACK_VIEW_H_
#define ENGINES_DAVINCI_RACK_VIEW_H_

#include <cstdint>
#include <vector>

#include "bot/v1/davinci.pb.h"

namespace davinci {

// 0 black, 1 white.
inline int TileColour(const bot::v1::DavinciTile& tile) {
  return tile.colour() == bot::v1::WHITE ? 1 : 0;
}

// The tile a visible value names: value * 2 + colour (jokers 24 and 25), the
// numbering that orders a rack.
inline int TileIndex(const bot::v1::DavinciTile& tile) {
  return tile.value() * 2 + TileColour(tile);
}

// The rack's tiles numbered as the referee numbers them (games/davinci/
// tiles.h), left to right; every value must be visible (an own rack).
inline std::vector<int> TileNumbers(const bot::v1::DavinciRack& rack) {
  std::vector<int> numbered;
  for (const bot::v1::DavinciTile& tile : rack.tiles()) numbered.push_back(TileIndex(tile));
  return numbered;
}

// Ids of the rack's tiles not yet revealed, left to right.
inline std::vector<uint32_t> HiddenIds(const bot::v1::DavinciRack& rack) {
  std::vector<uint32_t> ids;
  for (const bot::v1::DavinciTile& tile : rack.tiles()) {
    if (!tile.revealed()) ids.push_back(tile.id());
  }
  return ids;
}

}  // namespace davinci

#endif  // ENGINES_DAVINCI_RACK_VIEW_H_
