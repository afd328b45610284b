// Wins, draws and losses between every two engines that met, for the
// head-to-head heatmap (the standings keep a pair's games and points only).
// An N-seat game counts each pair of its seats, as the standings do.
#ifndef HARNESS_REPORT_WIN_DRAW_LOSS_H_
#define HARNESS_REPORT_WIN_DRAW_LOSS_H_

#include <map>
#include <string>
#include <utility>

#include "tourney/v1/tournament.pb.h"

namespace harness {

struct WinDrawLoss {
  int wins = 0, draws = 0, losses = 0;
};

class WinDrawLossTally {
 public:
  // Records without a score per seat (a bye) count nothing.
  void Add(const tourney::v1::GameRecord& record);
  // From `a`'s side; all 0 if they never met.
  WinDrawLoss Between(const std::string& a, const std::string& b) const;

 private:
  // (lesser name, greater name) -> from the lesser's side.
  std::map<std::pair<std::string, std::string>, WinDrawLoss> pairs_;
};

}  // namespace harness

#endif  // HARNESS_REPORT_WIN_DRAW_LOSS_H_
