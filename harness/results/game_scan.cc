#include "harness/results/game_scan.h"

#include <functional>
#include <memory>
#include <unordered_map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "harness/config/one_line.h"
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

using Visit = std::function<absl::Status(const tourney::v1::GameRecord&, const std::string&)>;

// Every record of `paths`, a record of each log in turn: shard logs hold
// every n-th game, so side by side their games come in about schedule order,
// a seed's games and the two games of a seat-swapped pair close together
// (which keeps the summaries small). With `scan`, the logs' warnings and
// the last log's valid bytes go there.
absl::Status ForEachInterleaved(const std::vector<std::string>& paths,
                                const std::function<bool()>& stop_requested, const Visit& visit,
                                GameScan* scan) {
  std::vector<std::unique_ptr<LogReader>> readers;
  for (const std::string& path : paths) {
    readers.push_back(std::make_unique<LogReader>(path, stop_requested));
  }
  std::vector<LogReader*> open;
  for (const auto& reader : readers) open.push_back(reader.get());
  tourney::v1::GameRecord record;
  std::string origin;
  while (!open.empty()) {
    for (auto it = open.begin(); it != open.end();) {
      absl::StatusOr<bool> next = (*it)->Next(&record, &origin);
      if (!next.ok()) return next.status();
      if (!*next) {
        it = open.erase(it);
        continue;
      }
      absl::Status visited = visit(record, origin);
      if (!visited.ok()) return OneLine(visited);
      ++it;
    }
  }
  if (scan != nullptr) {
    for (const auto& reader : readers) {
      if (!reader->reading().warning.empty()) scan->warnings.push_back(reader->reading().warning);
    }
    scan->valid_bytes = readers.empty() ? 0 : readers.back()->reading().valid_bytes;
  }
  return absl::OkStatus();
}

// Second pass: every copy of the games in `copied` against the first one.
absl::Status CompareCopies(const std::vector<std::string>& paths, const GameIndexSet& copied,
                           const std::function<bool()>& stop_requested) {
  struct First {
    size_t fingerprint;
    std::string origin;
  };
  std::unordered_map<int64_t, First> first;
  return ForEachInterleaved(
      paths, stop_requested,
      [&](const tourney::v1::GameRecord& record, const std::string& origin) {
        if (!copied.Contains(record.game_index())) return absl::OkStatus();
        const size_t fingerprint = Fingerprint(record);
        const auto [held, added] = first.emplace(record.game_index(), First{fingerprint, origin});
        if (added || held->second.fingerprint == fingerprint) return absl::OkStatus();
        return absl::DataLossError(absl::StrCat("conflicting records for game ",
                                                record.game_index(), ": ", held->second.origin,
                                                " and ", origin, " differ (moves or result)"));
      },
      nullptr);
}

}  // namespace

absl::StatusOr<GameScan> ScanGames(
    const std::vector<std::string>& paths,
    const std::function<absl::Status(const tourney::v1::GameRecord&)>& on_game,
    const std::function<bool()>& stop_requested) {
  GameScan scan;
  std::string first_origin;  // of the first game, named when another tournament's turns up
  GameIndexSet seen;
  GameIndexSet copied;
  absl::Status read = ForEachInterleaved(
      paths, stop_requested,
      [&](const tourney::v1::GameRecord& record, const std::string& origin) {
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
      },
      &scan);
  if (!read.ok()) return read;
  if (copied.size() > 0) {
    absl::Status same = CompareCopies(paths, copied, stop_requested);
    if (!same.ok()) return same;
  }
  return scan;
}

}  // namespace harness
