#include "harness/ratings/sprt.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/strings/str_format.h"

namespace harness {

double SprtBounds::Lower() const { return std::log(beta / (1 - alpha)); }
double SprtBounds::Upper() const { return std::log((1 - beta) / alpha); }

double EloToScore(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

double ScoreToElo(double score) {
  score = std::clamp(score, 1e-6, 1 - 1e-6);
  return -400 * std::log10(1 / score - 1);
}

void Sprt::AddPair(double candidate_points) {
  const int bucket = static_cast<int>(std::lround(candidate_points * 2));
  ++pentanomial_[std::clamp(bucket, 0, 4)];
}

int Sprt::pairs() const {
  int total = 0;
  for (int count : pentanomial_) total += count;
  return total;
}

namespace {

// Half a virtual pair each at pair scores 1/4 and 3/4: the mean stays put
// on average, and a run of identical pairs (zero variance) still moves the
// test without deciding it from two or three pairs.
std::pair<double, double> PairScoreMoments(const std::array<int, 5>& counts) {
  std::array<double, 5> weights;
  double total = 0;
  for (int k = 0; k < 5; ++k) weights[k] = counts[k] + (k == 1 || k == 3 ? 0.5 : 0.0);
  for (double w : weights) total += w;
  double mean = 0, squares = 0;
  for (int k = 0; k < 5; ++k) {
    mean += weights[k] / total * k / 4.0;
    squares += weights[k] / total * (k / 4.0) * (k / 4.0);
  }
  return {mean, squares - mean * mean};
}

}  // namespace

double Sprt::Llr() const {
  const int n = pairs();
  if (n == 0) return 0;
  const auto [mean, variance] = PairScoreMoments(pentanomial_);
  const double s0 = EloToScore(bounds_.elo0);
  const double s1 = EloToScore(bounds_.elo1);
  return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
}

SprtDecision Sprt::Decision() const {
  const double llr = Llr();
  if (llr >= bounds_.Upper()) return SprtDecision::kAcceptH1;
  if (llr <= bounds_.Lower()) return SprtDecision::kAcceptH0;
  return SprtDecision::kContinue;
}

double Sprt::EloEstimate() const {
  if (pairs() == 0) return 0;
  return ScoreToElo(PairScoreMoments(pentanomial_).first);
}

std::string Sprt::Summary() const {
  return absl::StrFormat("LLR %+.2f [%+.2f, %+.2f] elo %+.1f pairs %d/%d/%d/%d/%d", Llr(),
                         bounds_.Lower(), bounds_.Upper(), EloEstimate(), pentanomial_[0],
                         pentanomial_[1], pentanomial_[2], pentanomial_[3], pentanomial_[4]);
}

}  // namespace harness
