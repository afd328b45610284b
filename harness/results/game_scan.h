// One pass over the results logs of one tournament (a log, or the logs of
// its shards) handing each game over once, in memory that does not grow with
// the games: a bit per game index seen (GameIndexSet). Nothing in a log is
// trusted: a game of another tournament is refused naming both places and
// both ids; a second copy of a game counts once when it matches but for its
// times (a repeated line, a shard merged twice) and is refused naming both
// places otherwise. Copies are compared in a second pass over the logs, made
// only when the first found any, which holds a fingerprint per copied game.
#ifndef HARNESS_RESULTS_GAME_SCAN_H_
#define HARNESS_RESULTS_GAME_SCAN_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct GameScan {
  std::string tournament_id;          // of every game; empty without games
  int64_t games = 0;                  // distinct games handed over
  int64_t duplicates = 0;             // copies counted once
  std::vector<std::string> warnings;  // e.g. truncated last lines
  int64_t valid_bytes = 0;            // of the last log: where appending resumes
};

// Reads `paths` side by side (a record of each in turn: shards' games come
// in about schedule order) and calls `on_game` with the first copy of
// every game; its error stops the scan. After an error the games already
// handed over are not to be used. `stop_requested` (if set) is asked before
// each line read: true ends the scan with a Cancelled error.
absl::StatusOr<GameScan> ScanGames(
    const std::vector<std::string>& paths,
    const std::function<absl::Status(const tourney::v1::GameRecord&)>& on_game,
    const std::function<bool()>& stop_requested = nullptr);

}  // namespace harness

#endif  // HARNESS_RESULTS_GAME_SCAN_H_
