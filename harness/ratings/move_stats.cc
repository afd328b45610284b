#include "harness/ratings/move_stats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace harness {
namespace {

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

void MoveStatsBuilder::Add(const tourney::v1::GameRecord& record) {
  std::vector<int> seat_engine;
  for (const tourney::v1::PlayerRecord& player : record.players()) {
    auto [it, added] = index_.emplace(player.name(), static_cast<int>(tallies_.size()));
    if (added) {
      tallies_.emplace_back();
      tallies_.back().stats.name = player.name();
    }
    seat_engine.push_back(it->second);
  }
  const int seats = static_cast<int>(seat_engine.size());
  for (int seat = 0; seat < seats; ++seat) {
    const tourney::v1::PlayerRecord& player = record.players(seat);
    if (!player.has_cpu_ms()) continue;
    EngineMoveStats& s = tallies_[seat_engine[seat]].stats;
    ++s.cpu_games;
    s.cpu_game_ms += record.duration_ms();
    s.cpu_ms += player.cpu_ms();
    s.cpu_ms_own_moves += player.cpu_ms_own_moves();
  }
  std::vector<const tourney::v1::MoveRecord*> last_scored(seats, nullptr);
  for (const tourney::v1::MoveRecord& move : record.decisions()) {
    if (move.seat() < 0 || move.seat() >= seats) continue;
    any_decision_ = true;
    Tally& t = tallies_[seat_engine[move.seat()]];
    t.move_ms.Add(move.ms());
    if (move.depth() > 0) {
      ++t.stats.depth_moves;
      t.depth_sum += move.depth();
    }
    if (move.nodes() > 0) {
      t.stats.nodes += move.nodes();
      t.stats.node_ms += move.ms();
    }
    if (move.has_score()) last_scored[move.seat()] = &move;
  }
  for (int seat = 0; seat < record.clock_left_ms_size() && seat < seats; ++seat) {
    if (record.clock_left_ms(seat) >= 0) {
      tallies_[seat_engine[seat]].clock_left_ms.Add(
          static_cast<double>(record.clock_left_ms(seat)));
    }
  }
  if (seats != 2 || record.scores_size() != 2 || record.fault_seat() >= 0) return;
  for (int seat = 0; seat < 2; ++seat) {
    if (last_scored[seat] == nullptr) continue;
    EngineMoveStats& s = tallies_[seat_engine[seat]].stats;
    ++s.predictions;
    if (Sign(last_scored[seat]->score()) == Sign(record.scores(seat) - 0.5)) ++s.predicted;
  }
}

std::vector<EngineMoveStats> MoveStatsBuilder::Stats() const {
  if (!any_decision_) return {};
  std::vector<EngineMoveStats> stats;
  for (const Tally& tally : tallies_) {
    stats.push_back(tally.stats);
    stats.back().move_ms = Summarize(tally.move_ms);
    stats.back().clock_left_ms = Summarize(tally.clock_left_ms);
    if (tally.stats.depth_moves > 0) {
      stats.back().mean_depth = static_cast<double>(tally.depth_sum) / tally.stats.depth_moves;
    }
  }
  // By name: games finish (and reach a live summary) in another order than
  // the log holds them, and both reports must list the same table.
  std::sort(stats.begin(), stats.end(),
            [](const EngineMoveStats& a, const EngineMoveStats& b) { return a.name < b.name; });
  return stats;
}

std::vector<EngineMoveStats> ComputeMoveStats(const std::vector<tourney::v1::GameRecord>& records) {
  MoveStatsBuilder builder;
  for (const tourney::v1::GameRecord& record : records) builder.Add(record);
  return builder.Stats();
}

}  // namespace harness
