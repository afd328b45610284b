// The posterior over the enemy's layout given a shooter's answered shots.
// With a uniform prior over legal layouts and answers that are a
// deterministic function of the layout, every layout consistent with the
// answers is equally likely; so the chance that a cell holds a ship is the
// share of consistent layouts that cover it.
//
// Consistent means: no ship on a miss; every hit covered by some ship; a
// ship answered "sunk" at shot t lies on that shot's cell and otherwise only
// on cells answered "hit" before t; a ship not yet sunk is not fully hit and
// avoids the cells answered "sunk" (those belong to the sunk ships).
//
// Counted exactly by enumeration when the consistent layouts are few enough,
// otherwise estimated from independent uniform samples of consistent
// layouts: list every way the hits can be held (which ship on which
// placement covers each hit), weight each by the number of independent draws
// of the remaining ships, draw one by weight, draw the remaining ships
// uniformly onto the cells it leaves, and reject draws where they overlap.
#ifndef ENGINES_BATTLESHIP_LAYOUT_POSTERIOR_H_
#define ENGINES_BATTLESHIP_LAYOUT_POSTERIOR_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "games/battleship/battleship_state.h"
#include "games/common/seeded_random.h"

namespace battleship {

struct CellHeat {
  std::vector<double> probability;  // by cell: the chance a ship covers it
  bool exact = false;               // counted over every consistent layout
  int64_t layouts = 0;              // layouts counted, or samples drawn
};

class LayoutPosterior {
 public:
  // Fails if no layout is consistent with `history` (a lying referee or a
  // corrupt observation).
  static absl::StatusOr<LayoutPosterior> Build(const Rules& rules,
                                               const std::vector<Shot>& history);

  // Counts every consistent layout if that takes at most `node_budget`
  // search nodes; otherwise returns nothing.
  absl::StatusOr<CellHeat> Exact(int64_t node_budget) const;
  // Estimates from `samples` independent uniform draws of consistent layouts
  // (fewer if the board is so crowded that draws keep overlapping; then the
  // exact count is cheap anyway).
  CellHeat Sample(int samples, games::SeededRandom& random) const;

  // The placements still possible for each ship, as cell sets.
  const std::vector<std::vector<CellSet>>& candidates() const { return candidates_; }

 private:
  LayoutPosterior(const Rules& rules, std::vector<std::vector<CellSet>> candidates, CellSet hits)
      : rules_(rules), candidates_(std::move(candidates)), hits_(hits) {}

  CellHeat HeatFrom(const std::vector<std::vector<int64_t>>& counts, int64_t total) const;

  Rules rules_;
  std::vector<std::vector<CellSet>> candidates_;  // by ship
  CellSet hits_;
};

}  // namespace battleship

#endif  // ENGINES_BATTLESHIP_LAYOUT_POSTERIOR_H_
