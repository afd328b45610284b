// Choosing a placement at a strength level. Level L solves a position
// exactly (outcome_search.h) when its live cells (cells in regions of 4 or
// more) number at most Cap(L) and the time allows; then it plays a
// move that leaves the opponent lost, if there is one. Above the cap it
// plays any move whose result it can solve as lost for the opponent, and
// otherwise a fast guess: avoid moves known to lose, and prefer leaving an
// odd number of pieces that still fit (counted region by region as
// cells / 4), since under the misère rule the one who places the last piece
// loses. Level 0 is that guess alone; level 10 has no cap.
#ifndef ENGINES_NIMTETRIS_SOLVER_H_
#define ENGINES_NIMTETRIS_SOLVER_H_

#include <chrono>
#include <cstdint>

#include "engines/nimtetris/outcome_search.h"
#include "engines/nimtetris/region_values.h"
#include "games/common/seeded_random.h"

namespace nimtetris {

inline constexpr int kMaxLevel = 10;
using Deadline = WorkBudget::Deadline;
inline constexpr Deadline kNoDeadline = Deadline::max();
int Cap(int level);

struct Choice {
  int placement = -1;    // index into the geometry's placements
  bool solved = false;   // the position was solved exactly
  bool winning = false;  // (if solved) the mover wins
};

class Solver {
 public:
  // `filled` must leave at least one legal placement.
  // Exact solving stops when `budget` is spent; the fallback guess is
  // instant.
  Choice Choose(const Geometry& geometry, Bits filled, int level, const WorkBudget& budget,
                games::SeededRandom& random);
  // Exact outcome for the player to move; false if the budget ran out first.
  bool MoverWins(const Geometry& geometry, Bits filled, const WorkBudget& budget, bool* wins);
  // Positions expanded by the last Choose or MoverWins.
  int64_t nodes() const { return values_.spent(); }

  const RegionValues& values() const { return values_; }
  const OutcomeSearch& search() const { return search_; }

 private:
  RegionValues values_;
  OutcomeSearch search_{values_};
};

}  // namespace nimtetris

#endif  // ENGINES_NIMTETRIS_SOLVER_H_
