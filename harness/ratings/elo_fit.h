// Bradley-Terry ratings by maximum likelihood, on the Elo scale.
//
// P(i beats j) = 1 / (1 + 10^((R_j - R_i) / 400)); a draw counts as half a
// win for each side (an N-player game enters as every pair's result).
// Ratings are centred on 0. Intervals come from the observed Fisher
// information; the likelihood of superiority LOS(i, j) = P(R_i > R_j) from
// the same normal approximation.
#ifndef HARNESS_RATINGS_ELO_FIT_H_
#define HARNESS_RATINGS_ELO_FIT_H_

#include <vector>

namespace harness {

class PairwiseResults {
 public:
  explicit PairwiseResults(int players)
      : games_(players, std::vector<double>(players)), points_(games_) {}

  // One game between i and j; `score_i` is 1, 0.5 or 0.
  void Add(int i, int j, double score_i);
  int players() const { return static_cast<int>(games_.size()); }
  double Games(int i, int j) const { return games_[i][j]; }
  double Points(int i, int j) const { return points_[i][j]; }  // i's points against j

 private:
  std::vector<std::vector<double>> games_;
  std::vector<std::vector<double>> points_;
};

struct EloFit {
  std::vector<double> elo;          // centred: the mean is 0
  std::vector<double> margin95;     // half-width of each 95% interval
  std::vector<std::vector<double>> los;  // los[i][j] = P(R_i > R_j)
  // Virtual draws added per played pairing; 0 for a pure maximum likelihood
  // fit. A prior is used only when no finite maximum exists (an engine
  // that won or lost every game).
  double prior_draws = 0;
};

// True when the likelihood has a finite maximum: within the graph of played
// pairings, every engine can be reached from every other by "scored at least
// half a point against" steps (strong connectivity).
bool HasFiniteMaximum(const PairwiseResults& results);

// Fits the ratings; adds `prior_draws` virtual draws to each played pairing
// when HasFiniteMaximum() is false. Players with no games get rating 0.
EloFit FitElo(const PairwiseResults& results, double prior_draws = 1.0);

// Player indices by rating, strongest first (ties keep index order).
std::vector<int> RatingOrder(const EloFit& fit);

}  // namespace harness

#endif  // HARNESS_RATINGS_ELO_FIT_H_
