#include "harness/ratings/sprt_llr.h"

#include <algorithm>
#include <cmath>

namespace harness {
namespace {

// Normalized Elo per unit of "normalized t-value" (fishtest's
// nelo_divided_by_nt).
const double kNeloPerNt = 800 / std::log(10.0);

using Cells = std::array<double, 5>;

// The pair scores of the five cells, as fractions of a pair.
constexpr Cells kPairScores = {0, 0.25, 0.5, 0.75, 1};

// Empirical distribution of the regularized counts; returns their total.
double EmpiricalDistribution(const Pentanomial& counts, Cells* probabilities) {
  double total = 0;
  for (int k = 0; k < 5; ++k) {
    (*probabilities)[k] = counts[k] > 0 ? counts[k] : kEmptyCellCount;
    total += (*probabilities)[k];
  }
  for (double& p : *probabilities) p /= total;
  return total;
}

void MeanAndVariance(const Cells& probabilities, double* mean, double* variance) {
  *mean = 0;
  for (int k = 0; k < 5; ++k) *mean += probabilities[k] * kPairScores[k];
  *variance = 0;
  for (int k = 0; k < 5; ++k) *variance += probabilities[k] * std::pow(kPairScores[k] - *mean, 2);
}

// The root x of the secular equation sum_k p_k a_k / (1 + x a_k) = 0, for
// min a < 0 < max a. On (-1/max a, -1/min a) every 1 + x a_k is positive
// and the sum falls strictly from +inf to -inf, so bisection finds the one
// root (to 1e-14, finer than fishtest's Brent tolerance of 2e-12).
double SolveSecular(const Cells& a, const Cells& p) {
  double low = -1 / *std::max_element(a.begin(), a.end());
  double high = -1 / *std::min_element(a.begin(), a.end());
  while (high - low > 1e-14) {
    const double x = (low + high) / 2;
    if (x == low || x == high) break;
    double sum = 0;
    for (int k = 0; k < 5; ++k) sum += p[k] * a[k] / (1 + x * a[k]);
    (sum > 0 ? low : high) = x;
  }
  return (low + high) / 2;
}

// The distribution nearest the observed one (maximum likelihood) among
// those with q_k = p_k / (1 + x a_k), where `a` encodes the constraint
// sum_k q_k a_k = 0 (Lagrange multipliers; fishtest's MLE_expected).
Cells ConstrainedMaximum(const Cells& observed, const Cells& a) {
  const double x = SolveSecular(a, observed);
  Cells q;
  for (int k = 0; k < 5; ++k) q[k] = observed[k] / (1 + x * a[k]);
  return q;
}

// Maximum-likelihood distribution with expected pair score `score`.
Cells MaximumWithExpectation(const Cells& observed, double score) {
  Cells a;
  for (int k = 0; k < 5; ++k) a[k] = kPairScores[k] - score;
  return ConstrainedMaximum(observed, a);
}

// Maximum-likelihood distribution with t-value (mean - 1/2) / sd = t: the
// constraint depends on the distribution's own mean and sd, so it is
// linearised at the current estimate and solved again, from the uniform
// distribution, at most ten times or until no cell moves by 1e-9
// (fishtest's MLE_t_value).
Cells MaximumWithTValue(const Cells& observed, double t) {
  Cells q;
  q.fill(0.2);
  for (int iteration = 0; iteration < 10; ++iteration) {
    double mean, variance;
    MeanAndVariance(q, &mean, &variance);
    const double sd = std::sqrt(variance);
    Cells a;
    for (int k = 0; k < 5; ++k) {
      const double z = (mean - kPairScores[k]) / sd;
      a[k] = kPairScores[k] - 0.5 - t * sd * (1 + z * z) / 2;
    }
    const Cells next = ConstrainedMaximum(observed, a);
    double change = 0;
    for (int k = 0; k < 5; ++k) change = std::max(change, std::fabs(next[k] - q[k]));
    q = next;
    if (change < 1e-9) break;
  }
  return q;
}

// N * sum_k p_k log(q1_k / q0_k): the log-likelihood ratio of the counts.
double Llr(double total, const Cells& observed, const Cells& q0, const Cells& q1) {
  double sum = 0;
  for (int k = 0; k < 5; ++k) sum += observed[k] * (std::log(q1[k]) - std::log(q0[k]));
  return total * sum;
}

double LogisticScore(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

}  // namespace

double LlrLogistic(double elo0, double elo1, const Pentanomial& counts) {
  Cells observed;
  const double total = EmpiricalDistribution(counts, &observed);
  return Llr(total, observed, MaximumWithExpectation(observed, LogisticScore(elo0)),
             MaximumWithExpectation(observed, LogisticScore(elo1)));
}

double LlrNormalized(double nelo0, double nelo1, const Pentanomial& counts) {
  Cells observed;
  const double total = EmpiricalDistribution(counts, &observed);
  // A pair is two games: its t-value is sqrt(2) times the per-game one.
  const double t0 = std::sqrt(2.0) * nelo0 / kNeloPerNt;
  const double t1 = std::sqrt(2.0) * nelo1 / kNeloPerNt;
  return Llr(total, observed, MaximumWithTValue(observed, t0), MaximumWithTValue(observed, t1));
}

double NormalizedElo(const Pentanomial& counts) {
  Cells observed;
  EmpiricalDistribution(counts, &observed);
  double mean, variance;
  MeanAndVariance(observed, &mean, &variance);
  return (mean - 0.5) / std::sqrt(2 * variance) * kNeloPerNt;
}

}  // namespace harness
