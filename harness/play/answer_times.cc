#include "harness/play/answer_times.h"

#include <algorithm>
#include <cmath>

namespace harness {

void AnswerTimes::Add(double ms, int game, int ply) { answers_.push_back({ms, game, ply}); }

AnswerTimes::Summary AnswerTimes::Summarize() const {
  Summary summary;
  summary.count = static_cast<int>(answers_.size());
  if (answers_.empty()) return summary;
  std::vector<double> sorted;
  for (const Answer& answer : answers_) sorted.push_back(answer.ms);
  std::sort(sorted.begin(), sorted.end());
  // Nearest rank: the smallest time at or above a share p of the answers.
  auto percentile = [&](double p) {
    const size_t rank = static_cast<size_t>(std::ceil(p * static_cast<double>(sorted.size())));
    return sorted[std::max<size_t>(rank, 1) - 1];
  };
  summary.p50 = percentile(0.50);
  summary.p90 = percentile(0.90);
  summary.p99 = percentile(0.99);
  const Answer& slowest =
      *std::max_element(answers_.begin(), answers_.end(),
                        [](const Answer& a, const Answer& b) { return a.ms < b.ms; });
  summary.max = slowest.ms;
  summary.slowest_game = slowest.game;
  summary.slowest_ply = slowest.ply;
  return summary;
}

int AnswerTimes::CountOver(double ms) const {
  return static_cast<int>(std::count_if(answers_.begin(), answers_.end(),
                                        [ms](const Answer& answer) { return answer.ms > ms; }));
}

}  // namespace harness
