#include "harness/ratings/standings.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

namespace harness {
namespace {

double Quantile(const std::vector<double>& sorted, double q) {
  const double position = q * (sorted.size() - 1);
  const size_t below = static_cast<size_t>(std::floor(position));
  const size_t above = std::min(below + 1, sorted.size() - 1);
  return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
}

}  // namespace

Distribution Summarize(std::vector<double> values) {
  Distribution d;
  d.count = static_cast<int>(values.size());
  if (values.empty()) return d;
  std::sort(values.begin(), values.end());
  double sum = 0;
  for (double v : values) sum += v;
  d.mean = sum / d.count;
  double squares = 0;
  for (double v : values) squares += (v - d.mean) * (v - d.mean);
  d.standard_deviation = d.count > 1 ? std::sqrt(squares / (d.count - 1)) : 0;
  d.min = values.front();
  d.max = values.back();
  d.q05 = Quantile(values, 0.05);
  d.q25 = Quantile(values, 0.25);
  d.median = Quantile(values, 0.5);
  d.q75 = Quantile(values, 0.75);
  d.q95 = Quantile(values, 0.95);
  d.q99 = Quantile(values, 0.99);
  return d;
}

Standings ComputeStandings(const std::vector<tourney::v1::GameRecord>& records) {
  Standings standings;
  std::map<std::string, int> index;
  auto engine_index = [&](const std::string& name) {
    auto [it, added] = index.emplace(name, static_cast<int>(standings.engines.size()));
    if (added) {
      standings.engines.emplace_back();
      standings.engines.back().name = name;
    }
    return it->second;
  };
  for (const tourney::v1::GameRecord& record : records) {
    for (const tourney::v1::PlayerRecord& player : record.players()) engine_index(player.name());
  }
  standings.pairwise = PairwiseResults(static_cast<int>(standings.engines.size()));
  standings.points = ClusteredMeans(static_cast<int>(standings.engines.size()));
  std::set<uint64_t> seeds;

  // Pair scores: (pair index, engine) -> points over the pair's games.
  std::map<std::pair<int64_t, int>, std::pair<int, double>> pair_points;
  for (const tourney::v1::GameRecord& record : records) {
    ++standings.games;
    ++standings.terminations[record.termination()];
    seeds.insert(record.seed());
    const int seats = std::min(record.players_size(), record.scores_size());
    if (seats == 2 && standings.seats == SeatKind::kSolo) standings.seats = SeatKind::kTwoSeats;
    if (seats > 2) standings.seats = SeatKind::kMoreSeats;
    double first_seat_score = 0;
    for (int seat = 0; seat < seats; ++seat) {
      const int engine_index = index[record.players(seat).name()];
      EngineStanding& engine = standings.engines[engine_index];
      ++engine.games;
      if (record.fault_seat() == seat) ++engine.faults;
      if (seat < record.points_size()) {
        engine.points.push_back(record.points(seat));
        standings.points.Add(engine_index, record.seed(), record.points(seat));
      }
      auto& [games, points] = pair_points[{record.pair_index(), engine_index}];
      ++games;
      points += record.scores(seat);
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
        if (other > seat) {
          standings.pairwise.Add(engine_index, index[record.players(other).name()], result,
                                 record.seed());
        }
      }
    }
    if (seats >= 2) standings.first_seat.Add(0, record.seed(), first_seat_score);
  }
  standings.units = static_cast<int>(seeds.size());
  for (const auto& [key, tally] : pair_points) {
    if (tally.first != 2) continue;  // the pair is incomplete
    ++standings.engines[key.second].pentanomial[static_cast<int>(std::lround(tally.second * 2))];
  }
  return standings;
}

}  // namespace harness
