// The ratings the reports print, with perfect scores set aside.
//
// An engine that won (or lost) every game it played has no finite maximum
// likelihood rating, and a prior that pulls it back also compresses the
// gaps between everyone else. So, as Ordo does, such engines are left out
// and the others fitted from their games among themselves; this repeats
// while another engine becomes perfect among those left. A set-aside
// engine's rating is given as a one-sided 95% limit against the fitted
// engines it met: the lowest rating at which winning every one of its games
// has at least 5% probability (the highest, for losing every game). Seeds
// are the units: within a seed only the hardest game counts (its
// probability bounds the seed's, however its games depend on each other),
// so copies of a game do not tighten the limit. The limit treats the
// opponents' ratings as known.
#ifndef HARNESS_RATINGS_ENGINE_RATINGS_H_
#define HARNESS_RATINGS_ENGINE_RATINGS_H_

#include <vector>

#include "harness/ratings/elo_fit.h"

namespace harness {

enum class RatingKind {
  kRated,          // in the fit
  kWonEveryGame,   // set aside: `limit` is its lower 95% limit
  kLostEveryGame,  // set aside: `limit` is its upper 95% limit
  kUnrated,        // no games left once the perfect engines were set aside
};

struct EngineRating {
  RatingKind kind = RatingKind::kUnrated;
  double elo = 0;       // kRated: the fitted rating (mean 0 over the rated)
  double margin95 = 0;  // kRated: half-width of the 95% interval
  // The 95% limit of a set-aside engine; NaN when it met no rated engine.
  double limit = 0;
  int round = 0;  // set-aside engines: in which pass (1 = first)
};

// P(row stronger than column): an estimate, or a bound where one of the
// two was set aside: an engine that won every game against another in G
// seeds is the stronger with confidence at least 1 - 2^-G.
struct Superiority {
  enum class Kind { kUnknown, kEstimate, kAtLeast, kAtMost };
  Kind kind = Kind::kUnknown;
  double value = 0;
};

struct Ratings {
  std::vector<EngineRating> engines;
  std::vector<std::vector<Superiority>> los;
  int units = 0;           // seeds holding a game of the fit
  double prior_draws = 0;  // as EloFit: > 0 if the rest still had no finite maximum
  // As EloFit: clustered over the seeds, or model-based when they are too few.
  CovarianceKind covariance = CovarianceKind::kNone;
  // Engines strongest first: those that won every game (earliest set aside
  // first), the rated by rating, the unrated, those that lost every game.
  std::vector<int> Order() const;
};

Ratings RateEngines(const PairwiseResults& results);

}  // namespace harness

#endif  // HARNESS_RATINGS_ENGINE_RATINGS_H_
