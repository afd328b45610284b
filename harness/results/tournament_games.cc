#include "harness/results/tournament_games.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/message_differencer.h"
#include "harness/results/results_log.h"

namespace harness {

absl::Status TournamentGames::Add(tourney::v1::GameRecord record, std::string origin) {
  if (!games_.empty() && record.tournament_id() != games_.front().record.tournament_id()) {
    const Held& first = games_.front();
    return absl::FailedPreconditionError(absl::StrCat(
        origin, ": game ", record.game_index(), " belongs to tournament ", record.tournament_id(),
        ", ", first.origin, " to tournament ", first.record.tournament_id(),
        ": the games of two tournaments do not rate together"));
  }
  const auto [it, added] = by_index_.emplace(record.game_index(), games_.size());
  if (added) {
    games_.push_back({std::move(record), std::move(origin)});
    return absl::OkStatus();
  }
  const Held& held = games_[it->second];
  if (!google::protobuf::util::MessageDifferencer::Equals(WithoutTimes(held.record),
                                                          WithoutTimes(record))) {
    return absl::DataLossError(absl::StrCat("conflicting records for game ", record.game_index(),
                                            ": ", held.origin, " and ", origin,
                                            " differ (moves or result)"));
  }
  ++duplicates_;
  return absl::OkStatus();
}

std::vector<tourney::v1::GameRecord> TournamentGames::Release() && {
  std::vector<tourney::v1::GameRecord> records;
  records.reserve(games_.size());
  for (Held& held : games_) records.push_back(std::move(held.record));
  games_.clear();
  by_index_.clear();
  return records;
}

}  // namespace harness
