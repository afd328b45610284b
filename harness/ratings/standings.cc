#include "harness/ratings/standings.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/hash/hash.h"
#include "absl/strings/str_cat.h"

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

// A hash of what makes two games one sample (standings.h): everything of
// the record that the game's play decided, the seats' names apart.
uint64_t ContentHash(const tourney::v1::GameRecord& record) {
  std::string key = absl::StrCat(record.game(), "\n", record.variant(), "\n", record.moves(), "\n",
                                 record.hidden_record(), "\n", record.termination(), "\n");
  for (double score : record.scores()) absl::StrAppend(&key, score, ",");
  for (const tourney::v1::PlayerRecord& player : record.players()) {
    absl::StrAppend(&key, "\n");
    // Sorted: a proto map's order is not its content.
    const std::map<std::string, std::string> options(player.options().begin(),
                                                     player.options().end());
    for (const auto& [name, value] : options) absl::StrAppend(&key, name, "=", value, ";");
    absl::StrAppend(&key, player.time_control().SerializeAsString(), "|",
                    player.limits().SerializeAsString());
  }
  return absl::Hash<std::string>{}(key);
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

uint64_t StandingsBuilder::UnitOf(uint64_t seed) {
  auto [it, added] = merged_into_.try_emplace(seed, seed);
  if (added) {
    ++standings_.units;
    return seed;
  }
  uint64_t root = it->second;
  while (merged_into_[root] != root) root = merged_into_[root];
  // Path compression: every seed on the way now points at the root.
  for (uint64_t at = seed; at != root;) at = std::exchange(merged_into_[at], root);
  return root;
}

void StandingsBuilder::MergeUnits(uint64_t seed, uint64_t other) {
  const uint64_t from = UnitOf(seed), into = UnitOf(other);
  if (from == into) return;
  merged_into_[from] = into;
  standings_.pairwise.MergeUnits(from, into);
  standings_.points.MergeUnits(from, into);
  standings_.first_seat.MergeUnits(from, into);
  --standings_.units;
}

void StandingsBuilder::Add(const tourney::v1::GameRecord& record) {
  Standings& standings = standings_;
  ++standings.games;
  ++standings.terminations[record.termination()];
  if (record.round() > 0) standings.paired_by_results = true;
  // A copy of an earlier game is the same sample: one unit with it.
  const auto [copied, distinct] = seed_of_game_.try_emplace(ContentHash(record), record.seed());
  if (distinct) {
    ++standings.distinct_games;
  } else {
    MergeUnits(record.seed(), copied->second);
  }
  const uint64_t unit = UnitOf(record.seed());
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
      standings.points.Add(engine_index, unit, record.points(seat));
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
      if (other > seat) standings.pairwise.Add(engine_index, engines[other], result, unit);
    }
  }
  if (seats >= 2) standings.first_seat.Add(0, unit, first_seat_score);
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
