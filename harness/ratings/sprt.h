// Sequential probability ratio test between a candidate and a baseline,
// on seat-swapped game pairs (the pentanomial model), with the logistic-Elo
// GSPRT approximation used by chess engine testing frameworks:
//
//   LLR = N * (s1 - s0) * (2 * m - s0 - s1) / (2 * v)
//
// where N is the number of pairs, m and v the mean and variance of the
// candidate's pair score (0, 1/4, 1/2, 3/4, 1 per pair), and s0, s1 the
// expected scores of elo0 and elo1 (half a virtual pair at each of 1/4 and
// 3/4 keeps the variance positive, so all-identical pairs still decide). H0 (elo <= elo0) is accepted when the
// LLR falls below log(beta / (1 - alpha)), H1 (elo >= elo1) above
// log((1 - beta) / alpha).
#ifndef HARNESS_RATINGS_SPRT_H_
#define HARNESS_RATINGS_SPRT_H_

#include <array>
#include <string>

namespace harness {

struct SprtBounds {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;

  double Lower() const;  // accept H0 at or below
  double Upper() const;  // accept H1 at or above
};

enum class SprtDecision { kContinue, kAcceptH0, kAcceptH1 };

// Expected score of a player `elo` points stronger.
double EloToScore(double elo);
// Inverse of EloToScore (score in (0, 1)).
double ScoreToElo(double score);

class Sprt {
 public:
  explicit Sprt(SprtBounds bounds) : bounds_(bounds) {}

  // One more finished pair; `candidate_points` is 0, 0.5, 1, 1.5 or 2.
  void AddPair(double candidate_points);

  const std::array<int, 5>& pentanomial() const { return pentanomial_; }
  int pairs() const;
  // The log-likelihood ratio (0 before any pair).
  double Llr() const;
  SprtDecision Decision() const;
  // The candidate's Elo estimate from the mean pair score.
  double EloEstimate() const;
  // "LLR +1.23 [-2.94, +2.94] elo +12.3 pairs 0/3/10/5/2"
  std::string Summary() const;

  const SprtBounds& bounds() const { return bounds_; }

 private:
  SprtBounds bounds_;
  std::array<int, 5> pentanomial_ = {0, 0, 0, 0, 0};
};

}  // namespace harness

#endif  // HARNESS_RATINGS_SPRT_H_
