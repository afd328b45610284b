#include "harness/report/win_draw_loss.h"

#include <algorithm>

namespace harness {

void WinDrawLossTally::Add(const tourney::v1::GameRecord& record) {
  const int seats = std::min(record.players_size(), record.scores_size());
  for (int i = 0; i < seats; ++i) {
    for (int j = i + 1; j < seats; ++j) {
      std::string a = record.players(i).name(), b = record.players(j).name();
      double score_a = record.scores(i), score_b = record.scores(j);
      if (b < a) {
        std::swap(a, b);
        std::swap(score_a, score_b);
      }
      WinDrawLoss& tally = pairs_[{a, b}];
      if (score_a > score_b) {
        ++tally.wins;
      } else if (score_a < score_b) {
        ++tally.losses;
      } else {
        ++tally.draws;
      }
    }
  }
}

WinDrawLoss WinDrawLossTally::Between(const std::string& a, const std::string& b) const {
  const bool flipped = b < a;
  const auto found = pairs_.find(flipped ? std::make_pair(b, a) : std::make_pair(a, b));
  if (found == pairs_.end()) return {};
  const WinDrawLoss& tally = found->second;
  return flipped ? WinDrawLoss{tally.losses, tally.draws, tally.wins} : tally;
}

}  // namespace harness
