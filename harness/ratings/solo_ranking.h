// Ranking of engines that play alone (one-seat games such as solo Yacht or
// Battleship): by mean game points, each with a 95% interval over seeds
// (clustered_means.h), and the likelihood that one engine's true mean beats
// another's. Engines usually play the same seeds, so a difference is judged
// with its covariance: shared dice or fleets cancel out of it.
#ifndef HARNESS_RATINGS_SOLO_RANKING_H_
#define HARNESS_RATINGS_SOLO_RANKING_H_

#include <vector>

#include "harness/ratings/clustered_means.h"

namespace harness {

struct SoloRanking {
  std::vector<int> order;  // best first
  // P(row's mean is the better), from Student t with (seeds holding either
  // engine's games - 1) degrees of freedom; NaN if unknown.
  std::vector<std::vector<double>> los;
};

// `higher_is_better`: the game's points direction (a Yacht score, not
// Battleship shots).
SoloRanking RankByPoints(const ClusteredMeans& points, bool higher_is_better);

}  // namespace harness

#endif  // HARNESS_RATINGS_SOLO_RANKING_H_
