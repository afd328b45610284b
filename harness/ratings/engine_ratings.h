// The ratings the reports print, with perfect scores set aside.
//
// An engine that won (or lost) every game it played has no finite maximum
// likelihood rating, and a prior that pulls it back also compresses the
// gaps between everyone else. So, as Ordo does, such engines are left out
// and the others fitted from their games among themselves; this repeats
// while another engine becomes perfect among those left. The same holds
// for a group of engines that won (lost) every game against everyone
// else: all but the largest such group are set aside, a group at a time
// (elo_fit.h's SweepGroups), so no rating or interval ever rests on
// virtual draws. A set-aside
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
  kWonEveryGame,   // set aside (it or its group): `limit` is its lower 95% limit
  kLostEveryGame,  // set aside (it or its group): `limit` is its upper 95% limit
  kUnrated,        // no games with the rated engines
  kNoGames,        // no games at all
};

struct EngineRating {
  RatingKind kind = RatingKind::kUnrated;
  double elo = 0;  // kRated: the fitted rating (mean 0 over the rated)
  // kRated: half-width of the 95% interval; NaN without one (too few
  // independent units: see `units` and Ratings::covariance).
  double margin95 = 0;
  int units = 0;  // kRated: independent units holding its rated games
  // The 95% limit of a set-aside engine; NaN when it met no rated engine.
  double limit = 0;
  int round = 0;       // set-aside engines: in which pass (1 = first)
  int group_size = 1;  // set-aside engines: how many were set aside with it, itself included
};

// P(row stronger than column): an estimate, or a bound where one of the
// two was set aside: an engine that won every game against another in G
// >= 2 seeds is the stronger with confidence at least 1 - 2^-G.
struct Superiority {
  enum class Kind { kUnknown, kEstimate, kAtLeast, kAtMost };
  Kind kind = Kind::kUnknown;
  double value = 0;
  int dof = 0;  // kEstimate: degrees of freedom of its t law (elo_fit.h)
};

struct Ratings {
  std::vector<EngineRating> engines;
  std::vector<std::vector<Superiority>> los;
  int units = 0;  // independent units holding a game of the fit
  // As EloFit: clustered over the units, or none when they are too few.
  CovarianceKind covariance = CovarianceKind::kNone;
  // Engines strongest first: those that won every game (earliest set aside
  // first), the rated by rating, the unrated, those that lost every game,
  // those without games.
  std::vector<int> Order() const;
};

Ratings RateEngines(const PairwiseResults& results);

}  // namespace harness

#endif  // HARNESS_RATINGS_ENGINE_RATINGS_H_
