// The probability-density shooter: shoot the unshot cell most likely to hold
// a ship under the posterior over layouts (layout_posterior.h), counted
// exactly when the consistent layouts are few, sampled otherwise.
#ifndef ENGINES_BATTLESHIP_DENSITY_SHOOTER_H_
#define ENGINES_BATTLESHIP_DENSITY_SHOOTER_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "engines/battleship/layout_posterior.h"

namespace battleship {

struct DensitySettings {
  // Search nodes allowed for an exact count before sampling instead.
  int64_t exact_nodes = 20'000;
  int samples = 2000;  // layouts drawn when sampling
};

// The heat map the shooter acts on.
absl::StatusOr<CellHeat> DensityHeat(const Rules& rules, const std::vector<Shot>& history,
                                     const DensitySettings& settings, games::SeededRandom& random);

// The next cell to shoot after `history` (own shots, in order). Fails only
// if the answers are inconsistent with every layout.
absl::StatusOr<int> DensityShot(const Rules& rules, const std::vector<Shot>& history,
                                const DensitySettings& settings, games::SeededRandom& random);

}  // namespace battleship

#endif  // ENGINES_BATTLESHIP_DENSITY_SHOOTER_H_
