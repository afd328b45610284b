#include "harness/league/league_ratings.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "absl/strings/str_format.h"

namespace harness {

double VersionStanding::Lower() const {
  if (kind != RatingKind::kRated || !std::isfinite(margin95)) {
    return -std::numeric_limits<double>::infinity();
  }
  return elo - margin95;
}

std::string RatingText(const VersionStanding& s) {
  if (!std::isfinite(s.elo)) return "-";
  const std::string elo = absl::StrFormat("%.0f", s.elo);
  switch (s.kind) {
    case RatingKind::kRated:
      return elo;
    case RatingKind::kWonEveryGame:
      return ">" + elo;
    case RatingKind::kLostEveryGame:
      return "<" + elo;
    default:
      return "-";
  }
}

std::string StateText(const LeagueVersion& version) {
  if (version.retired) return "retired";
  if (version.suspended_because == kPausedByOrganiser) return "paused";
  if (!version.suspended_because.empty()) return "suspended";
  return version.active ? "active" : "replaced";
}

int LeagueRatings::Player(int64_t version) {
  const auto [at, added] = players_.emplace(version, results_.players());
  if (added) {
    results_.AddPlayer();
    versions_.push_back(version);
    games_of_.push_back(0);
    points_of_.push_back(0);
    last_game_ms_.push_back(0);
  }
  return at->second;
}

void LeagueRatings::Add(const LeagueGame& game) {
  const int first = Player(game.first), second = Player(game.second);
  // The two games of a seat-swapped pair share their seed: one unit.
  results_.Add(first, second, game.first_score, game.seed);
  for (const auto& [player, points] :
       {std::pair{first, game.first_score}, std::pair{second, 1 - game.first_score}}) {
    ++games_of_[player];
    points_of_[player] += points;
    last_game_ms_[player] = std::max(last_game_ms_[player], game.finished_ms);
  }
  ++games_;
  last_game_id_ = std::max(last_game_id_, game.id);
}

LeagueBoard LeagueRatings::Board(const std::vector<LeagueVersion>& versions) const {
  const Ratings ratings = RateEngines(results_);
  LeagueBoard board;
  board.games = games_;
  std::map<std::string, VersionStanding> newest;  // per bot
  for (const LeagueVersion& version : versions) {
    VersionStanding standing;
    standing.version = version;
    if (const auto at = players_.find(version.id); at != players_.end()) {
      const EngineRating& rating = ratings.engines[at->second];
      standing.kind = rating.kind;
      // A set-aside version shows its one-sided limit; an unrated one none.
      standing.elo = rating.kind == RatingKind::kRated     ? rating.elo
                     : rating.kind == RatingKind::kUnrated ? NAN
                                                           : rating.limit;
      standing.margin95 = rating.kind == RatingKind::kRated ? rating.margin95 : NAN;
      standing.games = games_of_[at->second];
      standing.points = points_of_[at->second];
      standing.last_game_ms = last_game_ms_[at->second];
    }
    board.versions.push_back(standing);
    newest[version.bot] = standing;  // versions come oldest first
  }
  for (auto& [bot, standing] : newest) board.bots.push_back(std::move(standing));
  board.bots = BotsBy(board, BoardOrder::kRating);
  return board;
}

std::vector<HeadToHead> LeagueRatings::Results(int64_t version) const {
  std::vector<HeadToHead> results;
  const auto at = players_.find(version);
  if (at == players_.end()) return results;
  for (int other = 0; other < results_.players(); ++other) {
    if (other == at->second || results_.Games(at->second, other) == 0) continue;
    results.push_back({versions_[other], static_cast<int64_t>(results_.Games(at->second, other)),
                       results_.Points(at->second, other)});
  }
  return results;
}

std::vector<VersionStanding> BotsBy(const LeagueBoard& board, BoardOrder order) {
  const auto tier = [](const VersionStanding& s) {
    switch (s.kind) {
      case RatingKind::kWonEveryGame:
        return 0;
      case RatingKind::kRated:
        return 1;
      case RatingKind::kUnrated:
        return 2;
      case RatingKind::kLostEveryGame:
        return 3;
      case RatingKind::kNoGames:
        return 4;
    }
    return 4;
  };
  std::vector<VersionStanding> bots = board.bots;
  std::stable_sort(
      bots.begin(), bots.end(), [&](const VersionStanding& a, const VersionStanding& b) {
        // A bot not matched (paused, suspended, retired) never heads the board.
        if (a.version.active != b.version.active) return a.version.active;
        if (tier(a) != tier(b)) return tier(a) < tier(b);
        if (tier(a) != 4) {
          const double ka = order == BoardOrder::kLowerBound && tier(a) == 1 ? a.Lower() : a.elo;
          const double kb = order == BoardOrder::kLowerBound && tier(b) == 1 ? b.Lower() : b.elo;
          if (ka != kb) return ka > kb;
        }
        return a.version.bot < b.version.bot;
      });
  return bots;
}

}  // namespace harness
