// How long an engine took to answer, collected per decision: the spread
// (nearest-rank percentiles) and where the slowest answer was.
#ifndef HARNESS_PLAY_ANSWER_TIMES_H_
#define HARNESS_PLAY_ANSWER_TIMES_H_

#include <vector>

namespace harness {

class AnswerTimes {
 public:
  struct Summary {
    int count = 0;
    double p50 = 0, p90 = 0, p99 = 0, max = 0;  // milliseconds
    int slowest_game = -1;
    int slowest_ply = -1;
  };

  void Add(double ms, int game, int ply);
  Summary Summarize() const;
  // Answers that took longer than `ms`.
  int CountOver(double ms) const;

 private:
  struct Answer {
    double ms;
    int game;
    int ply;
  };
  std::vector<Answer> answers_;
};

}  // namespace harness

#endif  // HARNESS_PLAY_ANSWER_TIMES_H_
