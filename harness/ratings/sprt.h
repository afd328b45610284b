// Sequential probability ratio test between a candidate and a baseline, on
// seat-swapped game pairs (the pentanomial model), with fishtest's
// generalized log-likelihood ratio (see sprt_llr.h): H0 says the candidate
// is elo0 stronger, H1 elo1, in logistic Elo or in normalized Elo. H0 is
// accepted when the LLR falls to log(beta / (1 - alpha)), H1 when it
// reaches log((1 - beta) / alpha).
#ifndef HARNESS_RATINGS_SPRT_H_
#define HARNESS_RATINGS_SPRT_H_

#include <array>
#include <cstdint>
#include <string>

#include "harness/ratings/sprt_llr.h"

namespace harness {

enum class EloModel { kLogistic, kNormalized };

// `tourney sprt`'s cap on games when --max-games is not given.
inline constexpr int64_t kDefaultSprtMaxGames = 2000;

struct SprtBounds {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;
  EloModel model = EloModel::kLogistic;  // the unit of elo0 and elo1

  double Lower() const;  // accept H0 at or below
  double Upper() const;  // accept H1 at or above
};

enum class SprtDecision { kContinue, kAcceptH0, kAcceptH1 };

// Expected score of a player `elo` (logistic) points stronger.
double EloToScore(double elo);
// Inverse of EloToScore (score clamped to [1e-6, 1 - 1e-6]).
double ScoreToElo(double score);

class Sprt {
 public:
  explicit Sprt(SprtBounds bounds) : bounds_(bounds) {}

  // One more finished pair; `candidate_points` is 0, 0.5, 1, 1.5 or 2.
  void AddPair(double candidate_points);

  const Pentanomial& pentanomial() const { return pentanomial_; }
  int pairs() const;
  // The log-likelihood ratio (0 before any pair).
  double Llr() const;
  SprtDecision Decision() const;
  // The candidate's strength from its mean pair score, in the bounds'
  // unit: logistic Elo, or normalized Elo (of the regularized counts).
  double EloEstimate() const;
  // "LLR +1.23 [-2.94, +2.94] elo +12.3 pairs 0/3/10/5/2" ("nelo" for the
  // normalized model).
  std::string Summary() const;

  const SprtBounds& bounds() const { return bounds_; }

 private:
  SprtBounds bounds_;
  Pentanomial pentanomial_ = {0, 0, 0, 0, 0};
};

}  // namespace harness

#endif  // HARNESS_RATINGS_SPRT_H_
