#include "harness/formats/adaptive_rank_doubt.h"

#include <algorithm>
#include <cmath>

namespace harness {

namespace {

// log M (adaptive_rank_doubt.h) for z > 0, information > 0.
double LogMixture(double z, double information, double prior_information) {
  const double total = information + prior_information;
  const double u = z * std::sqrt(information / total);
  // log Phi(u) by erfc, accurate for large u too.
  const double log_phi = std::log(0.5 * std::erfc(-u / std::sqrt(2.0)));
  return std::log(2.0) + 0.5 * std::log(prior_information / total) + u * u / 2 + log_phi;
}

}  // namespace

double MixtureDoubt(double z, double information, double prior_information) {
  if (!(z > 0) || !(information > 0)) return 1;
  return std::min(1.0, std::exp(-LogMixture(z, information, prior_information)));
}

double ScaleMixtureDoubt(double z, double information, double tuned_gap) {
  if (!(z > 0) || !(information > 0)) return 1;
  constexpr int kScales = 6;
  // log sum_k w_k M_k, summed relative to the largest term (M can overflow).
  double logs[kScales];
  for (int k = 0; k < kScales; ++k) {
    const double gap = tuned_gap * std::ldexp(1.0, k);
    const double weight = k == 0 ? 0.5 : 0.1;
    logs[k] = std::log(weight) + LogMixture(z, information, 1 / (gap * gap));
  }
  const double largest = *std::max_element(logs, logs + kScales);
  double sum = 0;
  for (double value : logs) sum += std::exp(value - largest);
  return std::min(1.0, std::exp(-largest - std::log(sum)));
}

double IndifferenceDoubt(double z, double information, double resolution) {
  if (!(z > 0) || !(information > 0)) return 1;
  return std::min(1.0, std::exp(-2 * resolution * z * std::sqrt(information)));
}

}  // namespace harness
