#include "harness/ratings/standings.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace harness {
namespace {

// The value at fractional rank `position` (0 .. count - 1), interpolated.
double Quantile(const ValueCounts& values, double q) {
  const double position = q * static_cast<double>(values.count() - 1);
  const int64_t below = static_cast<int64_t>(std::floor(position));
  const int64_t above = std::min(below + 1, values.count() - 1);
  const double low = values.AtRank(below);
  return low + (position - static_cast<double>(below)) * (values.AtRank(above) - low);
}

}  // namespace

Distribution Summarize(const ValueCounts& values) {
  Distribution d;
  d.count = static_cast<int>(values.count());
  if (values.empty()) return d;
  double sum = 0;
  for (const auto& [value, times] : values.counts()) sum += value * static_cast<double>(times);
  d.mean = sum / static_cast<double>(d.count);
  double squares = 0;
  for (const auto& [value, times] : values.counts()) {
    squares += (value - d.mean) * (value - d.mean) * static_cast<double>(times);
  }
  d.standard_deviation = d.count > 1 ? std::sqrt(squares / (d.count - 1)) : 0;
  d.min = values.min();
  d.max = values.max();
  d.q05 = Quantile(values, 0.05);
  d.q25 = Quantile(values, 0.25);
  d.median = Quantile(values, 0.5);
  d.q75 = Quantile(values, 0.75);
  d.q95 = Quantile(values, 0.95);
  d.q99 = Quantile(values, 0.99);
  return d;
}

Distribution Summarize(const std::vector<double>& values) {
  ValueCounts counts;
  for (double value : values) counts.Add(value);
  return Summarize(counts);
}

int StandingsBuilder::EngineIndex(const std::string& name) {
  auto [it, added] = index_.emplace(name, static_cast<int>(standings_.engines.size()));
  if (added) {
    standings_.engines.emplace_back();
    standings_.engines.back().name = name;
    standings_.pairwise.AddPlayer();
    standings_.points.AddSeries();
  }
  return it->second;
}

void StandingsBuilder::Add(const tourney::v1::GameRecord& record) {
  Standings& standings = standings_;
  ++standings.games;
  ++standings.terminations[record.termination()];
  if (seeds_.insert(record.seed()).second) ++standings.units;
  const int seats = std::min(record.players_size(), record.scores_size());
  if (seats == 2 && standings.seats == SeatKind::kSolo) standings.seats = SeatKind::kTwoSeats;
  if (seats > 2) standings.seats = SeatKind::kMoreSeats;
  std::vector<int> engines;
  for (const tourney::v1::PlayerRecord& player : record.players()) {
    engines.push_back(EngineIndex(player.name()));
  }
  double first_seat_score = 0;
  for (int seat = 0; seat < seats; ++seat) {
    const int engine_index = engines[seat];
    EngineStanding& engine = standings.engines[engine_index];
    ++engine.games;
    if (record.fault_seat() == seat) ++engine.faults;
    if (seat < record.points_size()) {
      engine.points.Add(record.points(seat));
      standings.points.Add(engine_index, record.seed(), record.points(seat));
    }
    // Every pair of seats is one result (N-player games count each pair).
    for (int other = 0; other < seats; ++other) {
      if (other == seat) continue;
      const double mine = record.scores(seat);
      const double theirs = record.scores(other);
      const double result = mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
      engine.score += result;
      if (seat == 0) first_seat_score += result / (seats - 1);
      if (result == 1)
        ++engine.wins;
      else if (result == 0)
        ++engine.losses;
      else
        ++engine.draws;
      if (other > seat) standings.pairwise.Add(engine_index, engines[other], result, record.seed());
    }
  }
  if (seats >= 2) standings.first_seat.Add(0, record.seed(), first_seat_score);
  if (seats != 2) return;
  // A seat-swapped pair scores 0, 1/2, ... 2 for each engine that played
  // both its games.
  const auto [open, first] = open_pairs_.try_emplace(
      record.pair_index(),
      HalfPair{{engines[0], engines[1]}, {record.scores(0), record.scores(1)}});
  if (first) return;
  for (int seat = 0; seat < 2; ++seat) {
    for (int held = 0; held < 2; ++held) {
      if (open->second.engines[held] != engines[seat]) continue;
      const double pair_score = open->second.scores[held] + record.scores(seat);
      ++standings.engines[engines[seat]].pentanomial[static_cast<int>(std::lround(pair_score * 2))];
    }
  }
  open_pairs_.erase(open);
}

Standings ComputeStandings(const std::vector<tourney::v1::GameRecord>& records) {
  StandingsBuilder builder;
  for (const tourney::v1::GameRecord& record : records) builder.Add(record);
  return builder.standings();
}

}  // namespace harness
