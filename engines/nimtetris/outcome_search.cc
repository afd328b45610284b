#include "engines/nimtetris/outcome_search.h"

#include <algorithm>

#include "games/common/seeded_random.h"

namespace nimtetris {

size_t OutcomeSearch::PositionHash::operator()(const Position& position) const {
  uint64_t hash = position.small;
  for (const RegionKey& key : position.large) hash = games::MixSeeds(hash, key.Hash());
  return static_cast<size_t>(hash);
}

void OutcomeSearch::Add(const Geometry& geometry, Bits empty, Position* position) {
  for (Bits region : LiveRegions(geometry, empty)) {
    if (PopCount(region) > kValuedRegionCells) {
      position->large.push_back(CanonicalRegion(geometry, region));
      continue;
    }
    GameId value;
    if (!values_.Value(geometry, region, &value)) {
      exhausted_ = true;
      return;
    }
    position->small = values_.sets().Sum(position->small, value);
  }
}

bool OutcomeSearch::MoverWins(const Geometry& geometry, Bits empty, bool* wins) {
  if (memo_.size() > kMaxMemoPositions) memo_.clear();
  exhausted_ = values_.Spent();
  Position position;
  if (!exhausted_) Add(geometry, empty, &position);
  std::sort(position.large.begin(), position.large.end());
  const bool result = exhausted_ ? false : Wins(position);
  if (exhausted_) return false;
  *wins = result;
  return true;
}

bool OutcomeSearch::Wins(const Position& position) {
  if (position.large.empty()) return values_.sets().MoverWins(position.small);
  if (auto it = memo_.find(position); it != memo_.end()) return it->second;
  if (!values_.Spend()) {
    exhausted_ = true;
    return false;
  }
  bool wins = false;
  // Moves in the small part: to any option of its value.
  for (GameId option : std::vector<GameId>(values_.sets().Options(position.small))) {
    if (!Wins(Position{position.large, option})) {
      wins = true;
      break;
    }
    if (exhausted_) return false;
  }
  // Moves in each large region, in its own frame.
  for (size_t i = 0; i < position.large.size() && !wins; ++i) {
    if (i > 0 && position.large[i] == position.large[i - 1]) continue;  // same moves
    const RegionKey& key = position.large[i];
    const Geometry& frame = **Geometry::Of(key.width, key.height);
    for (Bits rest = key.cells; rest != 0 && !wins; rest &= rest - 1) {
      for (int index : frame.PlacementsFrom(LowestCell(rest))) {
        const Bits piece = frame.placements()[index].cells;
        if ((piece & ~key.cells) != 0) continue;
        Position next{{}, position.small};
        for (size_t j = 0; j < position.large.size(); ++j) {
          if (j != i) next.large.push_back(position.large[j]);
        }
        Add(frame, key.cells & ~piece, &next);
        if (exhausted_) return false;
        std::sort(next.large.begin(), next.large.end());
        if (!Wins(next)) {
          wins = true;
          break;
        }
        if (exhausted_) return false;
      }
    }
  }
  memo_.emplace(position, wins);
  return wins;
}

}  // namespace nimtetris
