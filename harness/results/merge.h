// Combines result logs of one tournament (shards, or a log and its copy):
// the same game twice is kept once; the same game with different outcomes
// is a conflict and an error naming both places.
#ifndef HARNESS_RESULTS_MERGE_H_
#define HARNESS_RESULTS_MERGE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct MergedResults {
  std::vector<tourney::v1::GameRecord> records;  // by game index
  int duplicates = 0;                            // identical repeats dropped
  std::vector<std::string> warnings;             // e.g. truncated last lines
};

absl::StatusOr<MergedResults> MergeResultLogs(const std::vector<std::string>& paths);

}  // namespace harness

#endif  // HARNESS_RESULTS_MERGE_H_
