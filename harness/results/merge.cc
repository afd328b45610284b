#include "harness/results/merge.h"

#include <algorithm>
#include <utility>

#include "harness/results/results_log.h"
#include "harness/results/tournament_games.h"

namespace harness {

absl::StatusOr<MergedResults> MergeResultLogs(const std::vector<std::string>& paths) {
  if (paths.empty()) return absl::InvalidArgumentError("no result logs to merge");
  MergedResults merged;
  TournamentGames games;  // across the logs: each game once
  for (const std::string& path : paths) {
    absl::StatusOr<LogReading> reading = ReadResultsInto(path, &games);
    if (!reading.ok()) return reading.status();
    if (!reading->warning.empty()) merged.warnings.push_back(reading->warning);
  }
  merged.duplicates = games.duplicates();
  merged.records = std::move(games).Release();
  std::sort(merged.records.begin(), merged.records.end(),
            [](const tourney::v1::GameRecord& a, const tourney::v1::GameRecord& b) {
              return a.game_index() < b.game_index();
            });
  return merged;
}

}  // namespace harness
