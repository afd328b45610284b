// What a serving league shows, kept current from its store: the versions,
// the ratings refit as games are committed (on the refit thread, never
// holding up a game), the recent games, each version's rating over time,
// and a change counter the live pages wait on (server-sent events).
// Readers take an immutable snapshot: a page never sees half a refit.
#ifndef HARNESS_LEAGUE_LEAGUE_LIVE_H_
#define HARNESS_LEAGUE_LEAGUE_LIVE_H_

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <vector>

#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "harness/league/league_ratings.h"
#include "harness/league/league_store.h"

namespace harness {

// A committed game as the pages list it (its record is read on demand).
struct GameLine {
  int64_t id = 0;  // its lease: the record's game_index, the number serve prints
  int64_t first = 0;
  int64_t second = 0;
  double first_score = 0;
  int64_t fault = 0;
  int64_t finished_ms = 0;
};

// A version's rating after `games` games of the league.
struct RatingPoint {
  int64_t games = 0;
  double elo = 0;
};

struct LiveSnapshot {
  int64_t sequence = 0;                                 // grows with every change the pages show
  LeagueBoard board;                                    // bots by rating
  std::deque<GameLine> recent;                          // newest first
  std::map<int64_t, std::vector<HeadToHead>> results;   // per version
  std::map<int64_t, std::vector<RatingPoint>> history;  // per version, thinned
  int64_t refit_ms = 0;                                 // how long the last fit took
  // Games per unordered pair (lower id first) among the window's last games.
  std::map<std::pair<int64_t, int64_t>, int> window;
};

class LeagueLive {
 public:
  // `window_games`: how many of the last games the window counts. With
  // `keep_history` (serve's), the rating-over-time points are read from
  // the store on the first Refresh and each new one is added to it;
  // without (a read-only look, `status`), there is no history.
  LeagueLive(int window_games, bool keep_history)
      : window_games_(window_games), keep_history_(keep_history) {}

  // Reads the games committed since the last call and the versions, refits
  // when anything changed, and publishes a new snapshot. Called by one
  // thread (the refit loop); readers never wait for the fit.
  absl::Status Refresh(LeagueStore& store);

  std::shared_ptr<const LiveSnapshot> Snapshot() const;
  // Waits until the snapshot's sequence passes `seen` or `timeout` ends;
  // the snapshot then.
  std::shared_ptr<const LiveSnapshot> AwaitChange(int64_t seen, absl::Duration timeout) const;

 private:
  LeagueRatings ratings_;  // the refit thread's own
  std::deque<GameLine> recent_;
  const size_t window_games_;
  const bool keep_history_;
  bool history_read_ = false;
  std::deque<std::pair<int64_t, int64_t>> window_pairs_;
  std::map<std::pair<int64_t, int64_t>, int> window_;
  std::map<int64_t, std::vector<RatingPoint>> history_;
  std::vector<LeagueVersion> versions_;
  int64_t sequence_ = 0;

  mutable absl::Mutex mutex_;
  std::shared_ptr<const LiveSnapshot> snapshot_ ABSL_GUARDED_BY(mutex_) =
      std::make_shared<LiveSnapshot>();
};

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_LIVE_H_
