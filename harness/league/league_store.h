// A league's persistent state behind one interface: its settings, its bots
// and their versions, the games in flight (leases) and the games played.
// SQLite implements it (sqlite_league_store.h); a PostgreSQL backend for
// workers on many machines is to implement the same.
//
// The promises every implementation keeps:
//  - a finished game is committed in one transaction with its full record,
//    and its lease removed in the same one: a game is never recorded twice
//    (a lease that expired and was dropped cannot be committed);
//  - a committed game survives the process being killed;
//  - a write that cannot be made (a full or read-only disk) fails with one
//    line and leaves everything committed before it as it was.
#ifndef HARNESS_LEAGUE_LEAGUE_STORE_H_
#define HARNESS_LEAGUE_LEAGUE_STORE_H_

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace harness {

// Milliseconds since the epoch: the clock of every time the store keeps.
inline int64_t LeagueNowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

// The reason `tourney league pause` gives: a pause is a suspension the
// organiser made, lifted by `resume`.
inline constexpr char kPausedByOrganiser[] = "paused by the organiser";

// One version of a bot: the directory it was added from, stored under its
// SHA-256, and the command that starts it there.
struct LeagueVersion {
  int64_t id = 0;
  std::string bot;
  int number = 1;  // 1, 2, ... per bot
  std::string sha256;
  std::string command;
  std::string protocol;
  int64_t created_ms = 0;
  bool active = false;            // matched: the bot's newest, not retired or suspended
  std::string suspended_because;  // empty: not suspended
  bool retired = false;           // the bot is retired
};

// A game in flight: who plays whom on which seed, until when it is held.
struct LeagueLease {
  int64_t id = 0;
  int64_t first = 0;  // version in seat 0
  int64_t second = 0;
  uint64_t seed = 0;
  int64_t expires_ms = 0;
};

// A committed game: its lease, the versions in their seats, its seed (the
// seat-swapped pair's, shared by both its games), seat 0's score, the
// version at fault (a crash, a forfeit, a loss on time; 0: none), and the
// full record (a results-log line).
struct LeagueGame {
  int64_t id = 0;  // commit order, from 1
  int64_t lease = 0;
  int64_t first = 0;
  int64_t second = 0;
  uint64_t seed = 0;
  double first_score = 0;
  int64_t fault = 0;
  int64_t finished_ms = 0;
  std::string record;
};

// A version's rating after `games` games of the league: a point of its
// chart, kept so that a restarted serve draws the same chart.
struct LeagueRatingPoint {
  int64_t version = 0;
  int64_t games = 0;
  double elo = 0;
};

class LeagueStore {
 public:
  virtual ~LeagueStore() = default;

  // The league's settings by key (a text-format config, say); nullopt
  // when never set.
  virtual absl::StatusOr<std::optional<std::string>> Setting(const std::string& key) = 0;
  virtual absl::Status SetSetting(const std::string& key, const std::string& value) = 0;

  // A bot's next version (its first makes the bot): the one matched from
  // now on; the bot's earlier versions keep their games but are matched no
  // more. A bot the organiser paused stays paused: its new version is
  // matched once resumed. A retired bot is refused.
  virtual absl::StatusOr<LeagueVersion> AddVersion(const std::string& bot,
                                                   const std::string& sha256,
                                                   const std::string& command,
                                                   const std::string& protocol, int64_t now_ms) = 0;
  // The bot leaves the league: no version of it is matched again.
  virtual absl::Status Retire(const std::string& bot) = 0;
  // A version matched no more, and why (shown on its page).
  virtual absl::Status Suspend(int64_t version, const std::string& because) = 0;
  // A suspended (or paused) bot's newest version matched again. A retired
  // bot is refused.
  virtual absl::Status Reinstate(const std::string& bot) = 0;
  // The bot's newest version matched no more, `kPausedByOrganiser`, in one
  // step (an update at the same moment cannot slip past it). A retired bot
  // is refused.
  virtual absl::Status Pause(const std::string& bot) = 0;
  // Every version of every bot, oldest first.
  virtual absl::StatusOr<std::vector<LeagueVersion>> Versions() = 0;

  // Holds a game between two versions until `expires_ms`.
  virtual absl::StatusOr<LeagueLease> Lease(int64_t first, int64_t second, uint64_t seed,
                                            int64_t expires_ms) = 0;
  virtual absl::StatusOr<std::vector<LeagueLease>> Leases() = 0;
  // Drops one lease (its game is not to be played: a version left).
  virtual absl::Status ReleaseLease(int64_t lease) = 0;
  // Drops the leases expired by `now_ms` (their games are to be played
  // again under new leases); how many.
  virtual absl::StatusOr<int> DropExpiredLeases(int64_t now_ms) = 0;
  // The game of a held lease, committed with its record and the lease
  // removed, in one transaction. A lease not held (dropped, or committed
  // already) is refused: the game is not recorded twice.
  // `fault`: the version at fault, 0 for none.
  virtual absl::Status CommitGame(int64_t lease, double first_score, int64_t fault,
                                  const std::string& record, int64_t now_ms) = 0;
  virtual absl::StatusOr<int64_t> GameCount() = 0;
  // The committed games after game `after_id` (0: all) in commit order;
  // `visit`'s error stops the walk.
  virtual absl::Status VisitGames(int64_t after_id,
                                  const std::function<absl::Status(const LeagueGame&)>& visit) = 0;
  // The committed game played under `lease` (its record's game_index);
  // NotFound when there is none.
  virtual absl::StatusOr<LeagueGame> GameOfLease(int64_t lease) = 0;
  // How many of the version's latest games, counted back from its last,
  // it was at fault in without a break (at most `limit`).
  virtual absl::StatusOr<int> FaultStreak(int64_t version, int limit) = 0;

  // Rating points, added in one transaction (a point already kept is left
  // as it is); all of them, by version, then games.
  virtual absl::Status AddRatingPoints(const std::vector<LeagueRatingPoint>& points) = 0;
  virtual absl::StatusOr<std::vector<LeagueRatingPoint>> RatingPoints() = 0;

  // Author tokens, stored as their hashes (tokens.h): one lets its holder
  // submit versions of one bot over HTTP.
  virtual absl::Status AddToken(const std::string& bot, const std::string& token_hash,
                                int64_t now_ms) = 0;
  // The bot a token's hash was issued for; nullopt when none.
  virtual absl::StatusOr<std::optional<std::string>> TokenBot(const std::string& token_hash) = 0;
  // Every token of the bot revoked; how many.
  virtual absl::StatusOr<int> RevokeTokens(const std::string& bot) = 0;
};

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_STORE_H_
