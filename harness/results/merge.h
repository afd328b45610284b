// Combines result logs of one tournament (shards, or a log and its copy)
// into one log, streaming: the same game twice is kept once; the same game
// with different outcomes, or a game of another tournament, is an error
// naming both places (game_scan.h).
#ifndef HARNESS_RESULTS_MERGE_H_
#define HARNESS_RESULTS_MERGE_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/results/game_scan.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Writes every game of `paths` once to `out` (which must not exist), in the
// order ScanGames finds them (side by side), synced once at the end;
// `on_game` sees each game as it is written (for the ratings). On an error
// `out` is removed.
absl::StatusOr<GameScan> MergeResultLogs(
    const std::vector<std::string>& paths, const std::string& out,
    const std::function<void(const tourney::v1::GameRecord&)>& on_game);

}  // namespace harness

#endif  // HARNESS_RESULTS_MERGE_H_
