// The temperature throttle engines share: pick among scored actions with
// probability proportional to exp((score - best) / temperature).
#ifndef ENGINES_COMMON_SOFTMAX_PICK_H_
#define ENGINES_COMMON_SOFTMAX_PICK_H_

#include <algorithm>
#include <cmath>
#include <vector>

#include "games/common/seeded_random.h"

namespace engines {

// The index of the chosen score (non-empty `scores`); temperature <= 0
// means the first best, without drawing.
inline size_t SoftmaxPick(const std::vector<double>& scores, double temperature,
                          games::SeededRandom& random) {
  const size_t best = std::max_element(scores.begin(), scores.end()) - scores.begin();
  if (temperature <= 0) return best;
  std::vector<double> weights;
  double total = 0;
  for (double score : scores) {
    weights.push_back(std::exp((score - scores[best]) / temperature));
    total += weights.back();
  }
  double pick = random.Unit() * total;
  size_t chosen = 0;
  for (; chosen + 1 < weights.size() && pick >= weights[chosen]; ++chosen) pick -= weights[chosen];
  return chosen;
}

}  // namespace engines

#endif  // ENGINES_COMMON_SOFTMAX_PICK_H_
