// The matches of a format that pairs by results (Swiss, knockout, rank),
// gathered from the log's records alone: every record with a round (from
// 1) belongs to the match (round, match) it names. Memory grows with the
// matches, not with their games.
#ifndef HARNESS_REPORT_MATCH_RESULTS_H_
#define HARNESS_REPORT_MATCH_RESULTS_H_

#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "tourney/v1/tournament.pb.h"

namespace harness {

// A Swiss bye: a record of one player, termination "bye", no moves.
bool IsBye(const tourney::v1::GameRecord& record);

struct MatchResult {
  int round = 0;
  int match = 0;
  // In their seats of the match's first game (lowest game index): seat 0
  // first, the higher seed in a knockout. One engine for a bye.
  std::vector<std::string> engines;
  std::vector<double> points;  // per engine, summed over the match's games
  int games = 0;
  bool bye = false;
  int64_t first_game = std::numeric_limits<int64_t>::max();
};

class MatchResultsBuilder {
 public:
  // Records of round 0 (round robin, gauntlet) are not part of any match.
  void Add(const tourney::v1::GameRecord& record);
  // By round, then match.
  std::vector<MatchResult> Matches() const;

 private:
  std::map<std::pair<int, int>, MatchResult> matches_;
};

}  // namespace harness

#endif  // HARNESS_REPORT_MATCH_RESULTS_H_
