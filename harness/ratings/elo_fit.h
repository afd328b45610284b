// Bradley-Terry ratings by maximum likelihood, on the Elo scale.
//
// P(i beats j) = 1 / (1 + 10^((R_j - R_i) / 400)); a draw counts as half a
// win for each side, and an N-player game enters as every pair of its
// seats. Ratings are centred on 0.
//
// Games are not independent samples: games sharing a seed replay the same
// dice, deal or opening (and the pairs of one N-player game share the
// game), so every game is filed under its unit of independence — the seed —
// and intervals and LOS come from the cluster-robust ("sandwich")
// covariance H^-1 B H^-1, with H the Fisher information of the fit and B
// the spread of the units' score vectors, G / (G - 1) * sum (g_u - mean
// g)(g_u - mean g)', over the G units. Copying every game of a unit k times
// leaves it unchanged. Intervals are Student t with G - 1 degrees of
// freedom; LOS(i, j) = P(R_i > R_j) from the same t law.
//
// The interval of a player rests mostly on its own units, so its t law
// has that player's units - 1 degrees of freedom (LOS(i, j): the units
// holding a game of i or j, less one): a Swiss entrant seen in five
// matches gets t with 4, not the tournament's hundreds. A player with
// games in a single unit gets no interval: one sample shows no spread.
//
// With fewer units than fitted players the sandwich is singular (a round
// robin whose pairings all share one seed has a single unit, however many
// games it played) and no interval or LOS is given: the data hold too few
// independent samples. Counting such games as independent (the
// model-based H^-1 of Ordo and BayesElo) prints confident intervals that
// do not cover when the games are copies of each other.
#ifndef HARNESS_RATINGS_ELO_FIT_H_
#define HARNESS_RATINGS_ELO_FIT_H_

#include <cstdint>
#include <utility>
#include <vector>

#include "absl/container/btree_map.h"

namespace harness {

class PairwiseResults {
 public:
  // A pair's tally within one unit: games, and the lower index's points.
  struct Tally {
    double games = 0;
    double points = 0;
  };
  // (i, j) with i < j -> tally.
  // B-trees: a seed's few pairs, and the seeds, packed into shared nodes
  // (memory grows with the seeds; see standings.h).
  using UnitResults = absl::btree_map<std::pair<int, int>, Tally>;

  explicit PairwiseResults(int players)
      : games_(players, std::vector<double>(players)), points_(games_) {}

  // One more player, with no games yet.
  void AddPlayer();
  // One game between i and j in independent unit `unit` (the seed);
  // `score_i` is 1, 0.5 or 0.
  void Add(int i, int j, double score_i, uint64_t unit);
  // Files unit `from`'s games under `into`: they turned out not to be
  // independent (a game of one is a copy of a game of the other).
  void MergeUnits(uint64_t from, uint64_t into);
  int players() const { return static_cast<int>(games_.size()); }
  double Games(int i, int j) const { return games_[i][j]; }
  double Points(int i, int j) const { return points_[i][j]; }  // i's points against j
  // Units in which i and j met.
  int SharedUnits(int i, int j) const;
  const absl::btree_map<uint64_t, UnitResults>& units() const { return units_; }

  // The same results without any game between i and j where `keep[i]` or
  // `keep[j]` is false.
  PairwiseResults Among(const std::vector<bool>& keep) const;

 private:
  std::vector<std::vector<double>> games_;
  std::vector<std::vector<double>> points_;
  absl::btree_map<uint64_t, UnitResults> units_;
};

// Which covariance the intervals and LOS come from.
enum class CovarianceKind {
  kNone,         // fewer than two fitted players: no interval, no LOS
  kClustered,    // H^-1 B H^-1 over the units, Student t (see above)
  kTooFewUnits,  // fewer units than fitted players: no interval, no LOS
};

struct EloFit {
  std::vector<double> elo;  // centred: the mean over fitted players is 0
  // Half-width of each 95% interval; NaN for a player outside the fit, with
  // games in fewer than two units, or when the units are too few; 0 when
  // the units show no spread (every unit's games came out as the fit
  // expects, e.g. every pair split): no interval can be drawn.
  std::vector<double> margin95;
  std::vector<std::vector<double>> los;  // los[i][j] = P(R_i > R_j); NaN if unknown or no spread
  // The degrees of freedom of los[i][j]'s t law (0 where it is NaN).
  std::vector<std::vector<int>> los_dof;
  // Units holding a game of each player in the fit (0 outside it).
  std::vector<int> player_units;
  // Units holding a game of the fit; the clustered covariance needs at
  // least as many units as fitted players.
  int units = 0;
  CovarianceKind covariance = CovarianceKind::kNone;
  // Virtual draws added per played pairing; 0 for a pure maximum likelihood
  // fit. A prior is used only when no finite maximum exists (an engine or
  // a group of engines that won or lost every game) and the caller asked
  // for one (a strength check's bound); the ratings the reports print set
  // such engines aside instead (engine_ratings.h).
  double prior_draws = 0;
};

// True when the likelihood has a finite maximum: within the graph of played
// pairings, every engine can be reached from every other by "scored at least
// half a point against" steps (strong connectivity).
bool HasFiniteMaximum(const PairwiseResults& results);

// The players' strongly connected groups in the graph of HasFiniteMaximum
// (players without games left out): group[i] is i's group, numbered from
// 0, -1 for a player without games.
std::vector<int> SweepGroups(const PairwiseResults& results);

// Fits the ratings; adds `prior_draws` virtual draws to each played pairing
// when HasFiniteMaximum() is false. Players with no games get rating 0 and
// no interval.
EloFit FitElo(const PairwiseResults& results, double prior_draws = 1.0);

// Player indices by rating, strongest first (ties keep index order).
std::vector<int> RatingOrder(const EloFit& fit);

}  // namespace harness

#endif  // HARNESS_RATINGS_ELO_FIT_H_
