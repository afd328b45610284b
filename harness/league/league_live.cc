#include "harness/league/league_live.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

namespace harness {
namespace {

constexpr size_t kRecentGames = 50;
// Points kept per version's history: past it, every other one is dropped,
// so the chart spans the version's whole life at a bounded cost.
constexpr size_t kHistoryPoints = 200;

bool SameVersions(const std::vector<LeagueVersion>& a, const std::vector<LeagueVersion>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].id != b[i].id || a[i].active != b[i].active || a[i].retired != b[i].retired ||
        a[i].suspended_because != b[i].suspended_because) {
      return false;
    }
  }
  return true;
}

// The next point a version's chart takes after one at `games` games: a
// point per refit at first, then ever sparser (1/kHistoryPoints of the
// league's games apart), so a long league keeps O(kHistoryPoints log games)
// points a version.
int64_t NextPointAt(int64_t games) {
  return games + std::max<int64_t>(1, games / static_cast<int64_t>(kHistoryPoints));
}

void Thin(std::vector<RatingPoint>& points) {
  if (points.size() <= kHistoryPoints) return;
  std::vector<RatingPoint> kept;
  for (size_t i = 0; i < points.size(); i += 2) kept.push_back(points[i]);
  if (kept.back().games != points.back().games) kept.push_back(points.back());
  points = std::move(kept);
}

}  // namespace

absl::Status LeagueLive::Refresh(LeagueStore& store) {
  if (keep_history_ && !history_read_) {
    absl::StatusOr<std::vector<LeagueRatingPoint>> stored = store.RatingPoints();
    if (!stored.ok()) return stored.status();
    for (const LeagueRatingPoint& point : *stored) {
      std::vector<RatingPoint>& points = history_[point.version];
      points.push_back({point.games, point.elo});
      Thin(points);
    }
    history_read_ = true;
  }
  const int64_t games_before = ratings_.games();
  absl::Status read = store.VisitGames(ratings_.last_game_id(), [&](const LeagueGame& game) {
    ratings_.Add(game);
    recent_.push_front(
        {game.lease, game.first, game.second, game.first_score, game.fault, game.finished_ms});
    if (recent_.size() > kRecentGames) recent_.pop_back();
    const std::pair<int64_t, int64_t> pair = std::minmax(game.first, game.second);
    window_pairs_.push_back(pair);
    ++window_[pair];
    if (window_pairs_.size() > window_games_) {
      if (--window_[window_pairs_.front()] == 0) window_.erase(window_pairs_.front());
      window_pairs_.pop_front();
    }
    return absl::OkStatus();
  });
  if (!read.ok()) return read;
  absl::StatusOr<std::vector<LeagueVersion>> versions = store.Versions();
  if (!versions.ok()) return versions.status();
  const bool changed = ratings_.games() != games_before || !SameVersions(*versions, versions_);
  if (!changed && sequence_ > 0) return absl::OkStatus();
  versions_ = *std::move(versions);

  auto snapshot = std::make_shared<LiveSnapshot>();
  const auto started = std::chrono::steady_clock::now();
  snapshot->board = ratings_.Board(versions_);
  snapshot->refit_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                           std::chrono::steady_clock::now() - started)
                           .count();
  std::vector<LeagueRatingPoint> new_points;
  for (const VersionStanding& standing : snapshot->board.versions) {
    const int64_t id = standing.version.id;
    snapshot->results[id] = ratings_.Results(id);
    if (!keep_history_ || standing.kind != RatingKind::kRated) continue;
    std::vector<RatingPoint>& points = history_[id];
    if (!points.empty() && ratings_.games() < NextPointAt(points.back().games)) continue;
    points.push_back({ratings_.games(), standing.elo});
    Thin(points);
    new_points.push_back({id, ratings_.games(), standing.elo});
  }
  if (!new_points.empty()) {
    if (absl::Status kept = store.AddRatingPoints(new_points); !kept.ok()) return kept;
  }
  snapshot->history = history_;
  snapshot->recent = recent_;
  snapshot->window = window_;
  snapshot->sequence = ++sequence_;
  absl::MutexLock lock(&mutex_);
  snapshot_ = std::move(snapshot);
  return absl::OkStatus();
}

std::shared_ptr<const LiveSnapshot> LeagueLive::Snapshot() const {
  absl::MutexLock lock(&mutex_);
  return snapshot_;
}

std::shared_ptr<const LiveSnapshot> LeagueLive::AwaitChange(int64_t seen,
                                                            absl::Duration timeout) const {
  absl::MutexLock lock(&mutex_);
  const auto passed = [this, seen]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mutex_) {
    return snapshot_->sequence > seen;
  };
  mutex_.AwaitWithTimeout(absl::Condition(&passed), timeout);
  return snapshot_;
}

}  // namespace harness
