#include "harness/ratings/move_stats.h"

#include <cmath>
#include <limits>
#include <map>

namespace harness {
namespace {

// What one engine accumulates before it is summarised.
struct Tally {
  std::vector<double> move_ms;
  std::vector<double> clock_left_ms;
  int64_t depth_sum = 0;
};

// -1, 0, +1: the result a score predicts, or the result itself (1, 0.5, 0).
int Sign(double value) { return (value > 0) - (value < 0); }

}  // namespace

double EngineMoveStats::NodesPerSecond() const {
  return node_ms > 0 ? 1000.0 * static_cast<double>(nodes) / static_cast<double>(node_ms)
                     : std::numeric_limits<double>::quiet_NaN();
}

double EngineMoveStats::PredictedShare() const {
  return predictions > 0 ? static_cast<double>(predicted) / predictions
                         : std::numeric_limits<double>::quiet_NaN();
}

std::vector<EngineMoveStats> ComputeMoveStats(const std::vector<tourney::v1::GameRecord>& records) {
  std::vector<EngineMoveStats> stats;
  std::vector<Tally> tallies;
  std::map<std::string, int> index;
  bool any_decision = false;
  for (const tourney::v1::GameRecord& record : records) {
    std::vector<int> seat_engine;
    for (const tourney::v1::PlayerRecord& player : record.players()) {
      auto [it, added] = index.emplace(player.name(), static_cast<int>(stats.size()));
      if (added) {
        stats.push_back(EngineMoveStats{});
        stats.back().name = player.name();
        tallies.emplace_back();
      }
      seat_engine.push_back(it->second);
    }
    const int seats = static_cast<int>(seat_engine.size());
    std::vector<const tourney::v1::MoveRecord*> last_scored(seats, nullptr);
    for (const tourney::v1::MoveRecord& move : record.decisions()) {
      if (move.seat() < 0 || move.seat() >= seats) continue;
      any_decision = true;
      EngineMoveStats& s = stats[seat_engine[move.seat()]];
      Tally& t = tallies[seat_engine[move.seat()]];
      t.move_ms.push_back(move.ms());
      if (move.depth() > 0) {
        ++s.depth_moves;
        t.depth_sum += move.depth();
      }
      if (move.nodes() > 0) {
        s.nodes += move.nodes();
        s.node_ms += move.ms();
      }
      if (move.has_score()) last_scored[move.seat()] = &move;
    }
    for (int seat = 0; seat < record.clock_left_ms_size() && seat < seats; ++seat) {
      if (record.clock_left_ms(seat) >= 0) {
        tallies[seat_engine[seat]].clock_left_ms.push_back(record.clock_left_ms(seat));
      }
    }
    if (seats != 2 || record.scores_size() != 2 || record.fault_seat() >= 0) continue;
    for (int seat = 0; seat < 2; ++seat) {
      if (last_scored[seat] == nullptr) continue;
      EngineMoveStats& s = stats[seat_engine[seat]];
      ++s.predictions;
      if (Sign(last_scored[seat]->score()) == Sign(record.scores(seat) - 0.5)) ++s.predicted;
    }
  }
  if (!any_decision) return {};
  for (size_t i = 0; i < stats.size(); ++i) {
    stats[i].move_ms = Summarize(tallies[i].move_ms);
    stats[i].clock_left_ms = Summarize(tallies[i].clock_left_ms);
    if (stats[i].depth_moves > 0) {
      stats[i].mean_depth = static_cast<double>(tallies[i].depth_sum) / stats[i].depth_moves;
    }
  }
  return stats;
}

}  // namespace harness
