// The league's ratings: one Bradley-Terry fit (ratings/engine_ratings.h,
// intervals clustered over the pairs' seeds) over every version's games,
// kept up to date as games are committed, and the leaderboard made from it:
// a row per bot, its current version's rating, ordered by the rating or by
// the interval's lower end.
#ifndef HARNESS_LEAGUE_LEAGUE_RATINGS_H_
#define HARNESS_LEAGUE_LEAGUE_RATINGS_H_

#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "harness/league/league_store.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/engine_ratings.h"

namespace harness {

// One version as the board shows it.
struct VersionStanding {
  LeagueVersion version;
  RatingKind kind = RatingKind::kNoGames;
  double elo = 0;
  double margin95 = NAN;  // NaN: no interval yet
  int64_t games = 0;
  double points = 0;
  int64_t last_game_ms = 0;
  // The conservative rating: elo - margin95; -infinity without an interval.
  double Lower() const;
};

// The rating as the board shows it: "1523", a set-aside version's
// one-sided limit ">1480" or "<-900", "-" for none.
std::string RatingText(const VersionStanding& standing);

// A row per bot: its current version (the newest), strongest first.
struct LeagueBoard {
  std::vector<VersionStanding> bots;
  std::vector<VersionStanding> versions;  // every version, by id
  int64_t games = 0;
};

enum class BoardOrder { kRating, kLowerBound };

// A version's state as the pages say it: active, replaced (by a newer
// version), paused, suspended, retired.
std::string StateText(const LeagueVersion& version);

// The board's bots in `order`: the matched (active) ones ranked first, then
// those paused, suspended or retired; within each, rated first, by the rating or the lower end
// of its interval (set-aside ones by their limits: those that won every
// game above, those that lost every game below), then those without games.
std::vector<VersionStanding> BotsBy(const LeagueBoard& board, BoardOrder order);

// A version's results against one opponent version.
struct HeadToHead {
  int64_t opponent = 0;
  int64_t games = 0;
  double points = 0;
};

class LeagueRatings {
 public:
  // Counts a committed game.
  void Add(const LeagueGame& game);
  int64_t games() const { return games_; }
  int64_t last_game_id() const { return last_game_id_; }

  // Fits the ratings of the games so far and lays out the board for
  // `versions` (LeagueStore::Versions), bots by rating.
  LeagueBoard Board(const std::vector<LeagueVersion>& versions) const;
  // `version`'s results against every opponent it met.
  std::vector<HeadToHead> Results(int64_t version) const;

 private:
  int Player(int64_t version);

  std::map<int64_t, int> players_;  // version id -> index in results_
  std::vector<int64_t> versions_;   // index in results_ -> version id
  PairwiseResults results_{0};
  std::vector<int64_t> games_of_;
  std::vector<double> points_of_;
  std::vector<int64_t> last_game_ms_;
  int64_t games_ = 0;
  int64_t last_game_id_ = 0;
};

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_RATINGS_H_
