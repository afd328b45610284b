#include "engines/nimtetris/region_values.h"

#include <algorithm>
#include <utility>

#include "games/common/seeded_random.h"

namespace nimtetris {

namespace {

auto Rank(const RegionKey& key) {
  return std::make_tuple(key.width, key.height, static_cast<uint64_t>(key.cells >> 64),
                         static_cast<uint64_t>(key.cells));
}

}  // namespace

bool RegionKey::operator<(const RegionKey& other) const { return Rank(*this) < Rank(other); }

size_t RegionKey::Hash() const {
  return static_cast<size_t>(games::MixSeeds(
      games::MixSeeds(static_cast<uint64_t>(cells), static_cast<uint64_t>(cells >> 64)),
      width * 256 + height));
}

RegionKey CanonicalRegion(const Geometry& geometry, Bits region) {
  std::vector<std::pair<int, int>> cells;
  for (Bits rest = region; rest != 0; rest &= rest - 1) {
    const int cell = LowestCell(rest);
    cells.emplace_back(cell / geometry.width(), cell % geometry.width());
  }
  RegionKey best;
  bool first = true;
  for (int symmetry = 0; symmetry < 8; ++symmetry) {
    std::vector<std::pair<int, int>> image;
    int min_row = 1 << 20, min_column = 1 << 20;
    for (auto [r, c] : cells) {
      if (symmetry & 4) std::swap(r, c);
      if (symmetry & 1) r = -r;
      if (symmetry & 2) c = -c;
      image.emplace_back(r, c);
      min_row = std::min(min_row, r);
      min_column = std::min(min_column, c);
    }
    RegionKey key;
    for (auto& [r, c] : image) {
      r -= min_row;
      c -= min_column;
      key.height = static_cast<uint8_t>(std::max<int>(key.height, r + 1));
      key.width = static_cast<uint8_t>(std::max<int>(key.width, c + 1));
    }
    for (const auto& [r, c] : image) key.cells |= Bit(r * key.width + c);
    if (first || key < best) best = key;
    first = false;
  }
  return best;
}

std::vector<Bits> LiveRegions(const Geometry& geometry, Bits empty) {
  std::vector<Bits> regions;
  for (Bits rest = empty; rest != 0;) {
    const Bits region = geometry.Component(Bit(LowestCell(rest)), rest);
    rest &= ~region;
    if (PopCount(region) >= 4) regions.push_back(region);
  }
  return regions;
}

bool RegionValues::Value(const Geometry& geometry, Bits empty, GameId* value) {
  exhausted_ = Spent();
  if (exhausted_) return false;
  const GameId result = EmptyValue(geometry, empty);
  if (exhausted_) return false;
  *value = result;
  return true;
}

GameId RegionValues::EmptyValue(const Geometry& geometry, Bits empty) {
  GameId total = kZero;
  for (Bits region : LiveRegions(geometry, empty)) {
    total = sets_.Sum(total, RegionValue(geometry, region));
    if (exhausted_) return kZero;
  }
  return total;
}

GameId RegionValues::RegionValue(const Geometry& geometry, Bits region) {
  const RegionKey key = CanonicalRegion(geometry, region);
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  if (!Spend()) {
    exhausted_ = true;
    return kZero;
  }
  // Expand in the region's own frame.
  const Geometry& frame = **Geometry::Of(key.width, key.height);
  std::vector<GameId> options;
  for (Bits rest = key.cells; rest != 0; rest &= rest - 1) {
    for (int index : frame.PlacementsFrom(LowestCell(rest))) {
      const Bits piece = frame.placements()[index].cells;
      if ((piece & ~key.cells) != 0) continue;
      options.push_back(EmptyValue(frame, key.cells & ~piece));
      if (exhausted_) return kZero;
    }
  }
  const GameId value = sets_.Make(std::move(options));
  memo_.emplace(key, value);
  return value;
}

}  // namespace nimtetris
