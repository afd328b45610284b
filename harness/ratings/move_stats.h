// Per engine, from the decisions a results log keeps (GameRecord.decisions):
// time used per move as the harness measured it, the clock left at the end
// of games played on a clock, mean reported search depth, nodes per second,
// in two-seat games how often the sign of the last score the engine
// reported predicted its result, and the CPU time a sandboxed engine used.
#ifndef HARNESS_RATINGS_MOVE_STATS_H_
#define HARNESS_RATINGS_MOVE_STATS_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "harness/ratings/standings.h"
#include "harness/ratings/value_counts.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct EngineMoveStats {
  std::string name;
  Distribution move_ms;        // per decision
  Distribution clock_left_ms;  // per game on a clock, at its end
  // Over the decisions that reported a depth.
  int depth_moves = 0;
  double mean_depth = 0;
  // Over the decisions that reported nodes: their nodes and measured time.
  int64_t nodes = 0;
  int64_t node_ms = 0;
  // Two-seat games not lost by a fault in which the engine reported a score:
  // how many, and in how many the sign of its last score (> 0 win, < 0 loss,
  // 0 draw) was its result.
  int predictions = 0;
  int predicted = 0;
  // Games whose record measured its CPU time (a sandboxed engine's
  // PlayerRecord.cpu_ms): their length, its CPU time in all and during its
  // own decisions.
  int cpu_games = 0;
  int64_t cpu_game_ms = 0;
  int64_t cpu_ms = 0;
  int64_t cpu_ms_own_moves = 0;

  // NaN when no decision reported nodes or they took no measurable time.
  double NodesPerSecond() const;
  // Share of predictions that held; NaN without any.
  double PredictedShare() const;
};

// The statistics built a game at a time; times are whole milliseconds, so
// memory grows with the distinct times (value_counts.h), not the decisions.
class MoveStatsBuilder {
 public:
  void Add(const tourney::v1::GameRecord& record);
  // In order of first appearance, as Standings; empty when the games hold
  // no decisions (logs written before they were kept).
  std::vector<EngineMoveStats> Stats() const;

 private:
  // What one engine accumulates before it is summarised.
  struct Tally {
    EngineMoveStats stats;  // all but the distributions and mean depth
    ValueCounts move_ms;
    ValueCounts clock_left_ms;
    int64_t depth_sum = 0;
  };
  std::vector<Tally> tallies_;
  std::map<std::string, int> index_;
  bool any_decision_ = false;
};

std::vector<EngineMoveStats> ComputeMoveStats(const std::vector<tourney::v1::GameRecord>& records);

}  // namespace harness

#endif  // HARNESS_RATINGS_MOVE_STATS_H_
