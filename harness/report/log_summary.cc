#include "harness/report/log_summary.h"

#include <algorithm>

#include "harness/ratings/engine_ratings.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

constexpr int kSamples = 20;

}  // namespace

LogSummary::LogSummary(int64_t expected_games) {
  const int64_t steps = std::min<int64_t>(kSamples, expected_games);
  for (int64_t step = 1; step <= steps; ++step) sample_at_.push_back(expected_games * step / steps);
}

void LogSummary::Add(const tourney::v1::GameRecord& record) {
  if (records_++ == 0) {
    game_ = record.game();
    variant_ = record.variant();
    tournament_id_ = record.tournament_id();
  }
  if (record.round() > 0) KeepFormatRecord(record);
  if (IsBye(record)) {
    ++byes_;
    return;
  }
  standings_.Add(record);
  move_stats_.Add(record);
  win_draw_loss_.Add(record);
  if (samples_.size() < sample_at_.size() && games() >= sample_at_[samples_.size()]) {
    samples_.push_back(Sample());
  }
}

void LogSummary::KeepFormatRecord(const tourney::v1::GameRecord& record) {
  tourney::v1::GameRecord& kept = format_records_.emplace_back();
  for (const tourney::v1::PlayerRecord& player : record.players()) {
    kept.add_players()->set_name(player.name());
  }
  *kept.mutable_scores() = record.scores();
  kept.set_round(record.round());
  kept.set_match(record.match());
  kept.set_game_index(record.game_index());
  kept.set_seed(record.seed());
  kept.set_termination(record.termination());
}

RatingSample LogSummary::Sample() const {
  const Standings& standings = this->standings();
  RatingSample sample;
  sample.games = standings.games;
  if (standings.seats == SeatKind::kSolo) {
    for (int e = 0; e < static_cast<int>(standings.engines.size()); ++e) {
      if (standings.points.Count(e) > 0) {
        sample.values[standings.engines[e].name] = standings.points.Mean(e);
      }
    }
    return sample;
  }
  const Ratings ratings = RateEngines(standings.pairwise);
  for (int e = 0; e < static_cast<int>(standings.engines.size()); ++e) {
    if (ratings.engines[e].kind == RatingKind::kRated) {
      sample.values[standings.engines[e].name] = ratings.engines[e].elo;
    }
  }
  return sample;
}

std::vector<RatingSample> LogSummary::RatingSamples() const {
  std::vector<RatingSample> samples = samples_;
  if (standings().games > 0 && (samples.empty() || samples.back().games != standings().games)) {
    samples.push_back(Sample());
  }
  // More games than expected: keep the last kSamples.
  if (samples.size() > static_cast<size_t>(kSamples)) {
    samples.erase(samples.begin(), samples.end() - kSamples);
  }
  return samples;
}

absl::StatusOr<LogSummary> ReadLogSummary(const std::vector<std::string>& paths, GameScan* scan) {
  int64_t lines = 0;
  for (const std::string& path : paths) lines += CountLogLines(path);
  LogSummary summary(lines);
  absl::StatusOr<GameScan> scanned = ScanGames(paths, [&summary](const tourney::v1::GameRecord& r) {
    summary.Add(r);
    return absl::OkStatus();
  });
  if (!scanned.ok()) return scanned.status();
  *scan = *std::move(scanned);
  return summary;
}

absl::Status VisitFirstGames(const std::string& path, int64_t count, const GameVisitor& visit) {
  if (count <= 0) return absl::OkStatus();
  int64_t visited = 0;
  // ScanGames stops at its callback's first error: this one means "enough".
  const absl::Status enough = absl::CancelledError("enough games");
  absl::StatusOr<GameScan> scanned = ScanGames({path}, [&](const tourney::v1::GameRecord& record) {
    visit(record);
    return ++visited < count ? absl::OkStatus() : enough;
  });
  if (!scanned.ok() && scanned.status() != enough) return scanned.status();
  return absl::OkStatus();
}

LogSummary SummaryOf(const std::vector<tourney::v1::GameRecord>& records) {
  LogSummary summary(static_cast<int64_t>(records.size()));
  for (const tourney::v1::GameRecord& record : records) summary.Add(record);
  return summary;
}

}  // namespace harness
