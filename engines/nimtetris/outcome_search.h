// The misère outcome of a board by search with cut-offs, on top of the
// region values. Full option sets (region_values.h) pay off for small
// regions, which recur and combine; for a large region most of the option
// set is never needed, since one winning move settles a position. So a
// position is kept as its large regions (canonical keys, sorted) plus the
// value of all its small regions together, memoised as such; the search
// tries moves in the large regions and in the small part, and stops at the
// first move that leaves the opponent lost. With no large region left the
// outcome is read off the value.
#ifndef ENGINES_NIMTETRIS_OUTCOME_SEARCH_H_
#define ENGINES_NIMTETRIS_OUTCOME_SEARCH_H_

#include <unordered_map>
#include <vector>

#include "engines/nimtetris/region_values.h"

namespace nimtetris {

// Regions of at most this many cells are valued as option sets.
inline constexpr int kValuedRegionCells = 16;
// The memo is emptied when it grows past this many positions (1-2 GB), so
// an engine process playing game after game stays bounded.
inline constexpr size_t kMaxMemoPositions = 8'000'000;

class OutcomeSearch {
 public:
  explicit OutcomeSearch(RegionValues& values) : values_(values) {}

  // Starts counting work (here and in the region values) against `budget`.
  void SetBudget(const WorkBudget& budget) { values_.SetBudget(budget); }
  // Whether the player to move on `empty` wins; false if the budget ran out
  // first (finished positions stay memoised).
  bool MoverWins(const Geometry& geometry, Bits empty, bool* wins);
  size_t positions() const { return memo_.size(); }

 private:
  struct Position {
    std::vector<RegionKey> large;  // sorted
    GameId small = kZero;
    bool operator==(const Position& other) const {
      return small == other.small && large == other.large;
    }
  };
  struct PositionHash {
    size_t operator()(const Position& position) const;
  };

  // Adds the live regions of `empty` (cells of `geometry`) to `position`.
  void Add(const Geometry& geometry, Bits empty, Position* position);
  bool Wins(const Position& position);

  RegionValues& values_;
  std::unordered_map<Position, bool, PositionHash> memo_;
  bool exhausted_ = false;
};

}  // namespace nimtetris

#endif  // ENGINES_NIMTETRIS_OUTCOME_SEARCH_H_
