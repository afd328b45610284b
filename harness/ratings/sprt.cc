#include "harness/ratings/sprt.h"

#include <algorithm>
#include <cmath>

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

double Sprt::Llr() const {
  if (pairs() == 0) return 0;
  return bounds_.model == EloModel::kLogistic
             ? LlrLogistic(bounds_.elo0, bounds_.elo1, pentanomial_)
             : LlrNormalized(bounds_.elo0, bounds_.elo1, pentanomial_);
}

SprtDecision Sprt::Decision() const {
  const double llr = Llr();
  if (llr >= bounds_.Upper()) return SprtDecision::kAcceptH1;
  if (llr <= bounds_.Lower()) return SprtDecision::kAcceptH0;
  return SprtDecision::kContinue;
}

double Sprt::EloEstimate() const {
  if (pairs() == 0) return 0;
  if (bounds_.model == EloModel::kNormalized) return NormalizedElo(pentanomial_);
  double points = 0;
  for (int k = 0; k < 5; ++k) points += pentanomial_[k] * k / 4.0;
  return ScoreToElo(points / pairs());
}

std::string Sprt::Summary() const {
  return absl::StrFormat(
      "LLR %+.2f [%+.2f, %+.2f] %s %+.1f pairs %d/%d/%d/%d/%d", Llr(), bounds_.Lower(),
      bounds_.Upper(), bounds_.model == EloModel::kLogistic ? "elo" : "nelo", EloEstimate(),
      pentanomial_[0], pentanomial_[1], pentanomial_[2], pentanomial_[3], pentanomial_[4]);
}

}  // namespace harness
