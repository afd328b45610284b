#include "harness/results/merge.h"

#include <map>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/message_differencer.h"
#include "harness/results/results_log.h"

namespace harness {

absl::StatusOr<MergedResults> MergeResultLogs(const std::vector<std::string>& paths) {
  if (paths.empty()) return absl::InvalidArgumentError("no result logs to merge");
  MergedResults merged;
  std::map<int64_t, std::pair<tourney::v1::GameRecord, std::string>> by_index;  // record, origin
  std::string tournament_id;
  for (const std::string& path : paths) {
    absl::StatusOr<LoadedResults> loaded = ReadResults(path);
    if (!loaded.ok()) return loaded.status();
    if (!loaded->warning.empty()) merged.warnings.push_back(loaded->warning);
    for (const tourney::v1::GameRecord& record : loaded->records) {
      if (tournament_id.empty()) tournament_id = record.tournament_id();
      if (record.tournament_id() != tournament_id) {
        return absl::FailedPreconditionError(
            absl::StrCat(path, ": game ", record.game_index(), " belongs to tournament ",
                         record.tournament_id(), ", the others to ", tournament_id));
      }
      const std::string origin = absl::StrCat(path, " game ", record.game_index());
      auto [it, added] = by_index.emplace(record.game_index(), std::make_pair(record, origin));
      if (added) continue;
      if (!google::protobuf::util::MessageDifferencer::Equals(WithoutTimes(it->second.first),
                                                              WithoutTimes(record))) {
        return absl::DataLossError(absl::StrCat("conflicting records for game ",
                                                record.game_index(), ": ", it->second.second,
                                                " and ", origin, " differ (moves or result)"));
      }
      ++merged.duplicates;
    }
  }
  for (auto& [index, entry] : by_index) merged.records.push_back(std::move(entry.first));
  return merged;
}

}  // namespace harness
