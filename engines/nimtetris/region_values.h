// The value (option set) of a board's empty cells, region by region, as in
// the seed: the empty cells split into 4-connected regions, a region of
// fewer than 4 cells is dead (value 0), and the board's value is the sum of
// its regions' values. A region is first put in a canonical form (moved to
// the corner, the least of its 8 symmetric images), so equal regions
// anywhere, in any orientation, share one memo entry; its value is the set
// of the values its placements leave.
#ifndef ENGINES_NIMTETRIS_REGION_VALUES_H_
#define ENGINES_NIMTETRIS_REGION_VALUES_H_

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "engines/nimtetris/option_sets.h"
#include "games/nimtetris/board.h"

namespace nimtetris {

// A region in its own frame: `cells` on a width x height board.
struct RegionKey {
  uint8_t width = 0;
  uint8_t height = 0;
  Bits cells = 0;
  bool operator==(const RegionKey& other) const {
    return width == other.width && height == other.height && cells == other.cells;
  }
  bool operator<(const RegionKey& other) const;
  size_t Hash() const;
};

RegionKey CanonicalRegion(const Geometry& geometry, Bits region);

// The live regions (4 cells or more) of `empty`.
std::vector<Bits> LiveRegions(const Geometry& geometry, Bits empty);

// What may end exact solving: a deadline, a number of positions expanded
// (memo hits are free), both, or neither (the default).
struct WorkBudget {
  using Deadline = std::chrono::steady_clock::time_point;
  // Implicit, so a bare deadline is a budget.
  WorkBudget(Deadline deadline = Deadline::max(), int64_t nodes = 0)  // NOLINT
      : deadline(deadline), nodes(nodes) {}
  Deadline deadline;
  int64_t nodes;  // 0 = no limit
};

class RegionValues {
 public:
  // Starts counting work afresh against `budget` (none by default).
  void SetBudget(const WorkBudget& budget) {
    budget_ = budget;
    spent_ = 0;
  }
  // Counts one position expanded (here or by a search built on these
  // values); false once the budget is spent. The clock is read only when
  // the budget has a deadline.
  bool Spend() {
    ++spent_;
    return !Spent();
  }
  bool Spent() const {
    return (budget_.nodes > 0 && spent_ > budget_.nodes) ||
           (budget_.deadline != WorkBudget::Deadline::max() &&
            std::chrono::steady_clock::now() > budget_.deadline);
  }
  // Positions expanded since SetBudget.
  int64_t spent() const { return spent_; }
  // The value of the empty cells `empty` of a board; false if the budget
  // ran out first (what was finished stays memoised, so a later call goes
  // further).
  bool Value(const Geometry& geometry, Bits empty, GameId* value);

  OptionSets& sets() { return sets_; }
  const OptionSets& sets() const { return sets_; }
  size_t regions() const { return memo_.size(); }

 private:
  struct KeyHash {
    size_t operator()(const RegionKey& key) const { return key.Hash(); }
  };
  GameId EmptyValue(const Geometry& geometry, Bits empty);
  GameId RegionValue(const Geometry& geometry, Bits region);

  OptionSets sets_;
  std::unordered_map<RegionKey, GameId, KeyHash> memo_;
  WorkBudget budget_;
  int64_t spent_ = 0;
  bool exhausted_ = false;
};

}  // namespace nimtetris

#endif  // ENGINES_NIMTETRIS_REGION_VALUES_H_
