// What a resumed results log already holds, and the games left to play:
// the schedule's games of the run's shard that the log does not hold,
// handed out in schedule order (or a round's share, for the formats that
// pair by results).
#ifndef HARNESS_PLAY_FINISHED_GAMES_H_
#define HARNESS_PLAY_FINISHED_GAMES_H_

#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "harness/plan/format_rounds.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/plan/schedule.h"
#include "harness/plan/shard.h"
#include "harness/results/game_index_set.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// The finished games of a log: a bit per game.
struct FinishedGames {
  GameIndexSet finished;
  int64_t in_shard = 0;         // of them, games of the run's shard (a bye is no game)
  int64_t valid_bytes = 0;      // where appending resumes
  bool stop_requested = false;  // by on_record
};

// Reads the log at `path` (the tournament's results, or the merged log of
// the rounds before a sharded one), each record checked to belong to this
// tournament and schedule and handed to `on_record` (if set; true from it
// asks to stop). Warnings (a cut-off last line) go to `notes`.
// `stop_requested` (if set; a signal) ends the reading at once with a
// Cancelled error, the log untouched.
absl::StatusOr<FinishedGames> ReadFinishedGames(
    const ResolvedTournament& tournament, const std::string& path, const Shard& shard,
    const std::function<bool(const tourney::v1::GameRecord&)>& on_record, FILE* notes,
    const std::function<bool()>& stop_requested = nullptr);

// What one run plays of a round of a format that pairs by results: the
// games `finished` lacks, those of `shard` only (game_index % count ==
// index); byes (one seat: recorded, not played) all go to shard 0, so that
// each is recorded once whatever index its match gives it.
struct RoundShare {
  std::vector<ScheduledGame> games;
  std::vector<ScheduledGame> byes;
  bool empty() const { return games.empty() && byes.empty(); }
};
RoundShare ShareOfRound(const FormatRound& round, const GameIndexSet& finished, const Shard& shard);

// The games left to play, one at a time, in schedule order. Thread-safe.
class PendingGames {
 public:
  PendingGames(const Schedule& schedule, const GameIndexSet& finished, const Shard& shard)
      : schedule_(&schedule), finished_(&finished), next_(shard.index), step_(shard.count) {}
  // `games` in their order: a round of a format that pairs by results.
  explicit PendingGames(std::vector<ScheduledGame> games)
      : listed_(std::move(games)), next_(0), step_(1) {}

  // The next game, or nullopt when none is left.
  std::optional<ScheduledGame> Next();

 private:
  const Schedule* schedule_ = nullptr;  // null: the listed games
  const GameIndexSet* finished_ = nullptr;
  const std::vector<ScheduledGame> listed_;
  absl::Mutex mutex_;
  int64_t next_ ABSL_GUARDED_BY(mutex_);
  const int64_t step_;
};

}  // namespace harness

#endif  // HARNESS_PLAY_FINISHED_GAMES_H_
