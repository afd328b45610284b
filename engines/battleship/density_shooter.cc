#include "engines/battleship/density_shooter.h"

namespace battleship {

absl::StatusOr<CellHeat> DensityHeat(const Rules& rules, const std::vector<Shot>& history,
                                     const DensitySettings& settings, games::SeededRandom& random) {
  absl::StatusOr<LayoutPosterior> posterior = LayoutPosterior::Build(rules, history);
  if (!posterior.ok()) return posterior.status();
  absl::StatusOr<CellHeat> exact = posterior->Exact(settings.exact_nodes);
  if (exact.ok()) return exact;
  return posterior->Sample(settings.samples, random);
}

absl::StatusOr<int> DensityShot(const Rules& rules, const std::vector<Shot>& history,
                                const DensitySettings& settings, games::SeededRandom& random) {
  absl::StatusOr<CellHeat> heat = DensityHeat(rules, history, settings, random);
  if (!heat.ok()) return heat.status();
  std::vector<bool> shot(rules.Cells(), false);
  for (const Shot& s : history) shot[s.cell] = true;
  // The most likely unshot cell; ties broken uniformly.
  int best = -1;
  uint64_t ties = 0;
  for (int cell = 0; cell < rules.Cells(); ++cell) {
    if (shot[cell]) continue;
    const double p = heat->probability[cell];
    if (best < 0 || p > heat->probability[best]) {
      best = cell;
      ties = 1;
    } else if (p == heat->probability[best] && random.Below(++ties) == 0) {
      best = cell;
    }
  }
  return best;
}

}  // namespace battleship
