#include "harness/results/game_scan.h"

#include <functional>
#include <unordered_map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "harness/results/game_index_set.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

// What decides a game (its record less its times), as a hash: copies of one
// game are compared by it.
size_t Fingerprint(const tourney::v1::GameRecord& record) {
  std::string bytes;
  google::protobuf::io::StringOutputStream stream(&bytes);
  google::protobuf::io::CodedOutputStream coded(&stream);
  coded.SetSerializationDeterministic(true);
  WithoutTimes(record).SerializeToCodedStream(&coded);
  coded.Trim();
  return std::hash<std::string>()(bytes);
}

// Second pass: every copy of the games in `copied` against the first one.
absl::Status CompareCopies(const std::vector<std::string>& paths, const GameIndexSet& copied) {
  struct First {
    size_t fingerprint;
    std::string origin;
  };
  std::unordered_map<int64_t, First> first;
  for (const std::string& path : paths) {
    absl::StatusOr<LogReading> reading =
        ForEachLogRecord(path, [&](tourney::v1::GameRecord record, const std::string& origin) {
          if (!copied.Contains(record.game_index())) return absl::OkStatus();
          const size_t fingerprint = Fingerprint(record);
          const auto [held, added] = first.emplace(record.game_index(), First{fingerprint, origin});
          if (added || held->second.fingerprint == fingerprint) return absl::OkStatus();
          return absl::DataLossError(absl::StrCat("conflicting records for game ",
                                                  record.game_index(), ": ", held->second.origin,
                                                  " and ", origin, " differ (moves or result)"));
        });
    if (!reading.ok()) return reading.status();
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<GameScan> ScanGames(
    const std::vector<std::string>& paths,
    const std::function<absl::Status(const tourney::v1::GameRecord&)>& on_game) {
  GameScan scan;
  std::string first_origin;  // of the first game, named when another tournament's turns up
  GameIndexSet seen;
  GameIndexSet copied;
  for (const std::string& path : paths) {
    absl::StatusOr<LogReading> reading =
        ForEachLogRecord(path, [&](tourney::v1::GameRecord record, const std::string& origin) {
          if (first_origin.empty()) {
            first_origin = origin;
            scan.tournament_id = record.tournament_id();
          } else if (record.tournament_id() != scan.tournament_id) {
            return absl::FailedPreconditionError(absl::StrCat(
                origin, ": game ", record.game_index(), " belongs to tournament ",
                record.tournament_id(), ", ", first_origin, " to tournament ", scan.tournament_id,
                ": the games of two tournaments do not rate together"));
          }
          if (!seen.Insert(record.game_index())) {
            copied.Insert(record.game_index());
            ++scan.duplicates;
            return absl::OkStatus();
          }
          ++scan.games;
          return on_game(record);
        });
    if (!reading.ok()) return reading.status();
    if (!reading->warning.empty()) scan.warnings.push_back(reading->warning);
    scan.valid_bytes = reading->valid_bytes;
  }
  if (copied.size() > 0) {
    absl::Status same = CompareCopies(paths, copied);
    if (!same.ok()) return same;
  }
  return scan;
}

}  // namespace harness
