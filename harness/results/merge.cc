#include "harness/results/merge.h"

#include <filesystem>
#include <memory>

#include "harness/results/results_log.h"

namespace harness {

absl::StatusOr<GameScan> MergeResultLogs(
    const std::vector<std::string>& paths, const std::string& out,
    const std::function<void(const tourney::v1::GameRecord&)>& on_game) {
  if (paths.empty()) return absl::InvalidArgumentError("no result logs to merge");
  absl::StatusOr<GameScan> scan;
  {
    absl::StatusOr<std::unique_ptr<ResultsLog>> log = ResultsLog::Open(out, 0);
    if (!log.ok()) return log.status();
    scan = ScanGames(paths, [&](const tourney::v1::GameRecord& record) {
      on_game(record);
      return (*log)->Write(record);
    });
    if (scan.ok()) {
      absl::Status synced = (*log)->Sync();
      if (!synced.ok()) scan = synced;
    }
  }
  if (!scan.ok()) std::filesystem::remove(out);
  return scan;
}

}  // namespace harness
