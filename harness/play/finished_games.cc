#include "harness/play/finished_games.h"

#include "absl/strings/str_cat.h"
#include "harness/results/game_scan.h"
#include "harness/results/results_log.h"

namespace harness {

absl::StatusOr<FinishedGames> ReadFinishedGames(
    const ResolvedTournament& tournament, const std::string& path, const Shard& shard,
    const std::function<bool(const tourney::v1::GameRecord&)>& on_record, FILE* notes,
    const std::function<bool()>& stop_requested) {
  const int64_t schedule_size = tournament.rounds() != nullptr ? tournament.rounds()->capacity()
                                                               : tournament.schedule().size();
  FinishedGames resumed;
  absl::StatusOr<GameScan> scan = ScanGames(
      {path},
      [&](const tourney::v1::GameRecord& record) -> absl::Status {
        if (record.tournament_id() != tournament.id()) {
          return absl::FailedPreconditionError(absl::StrCat(
              path, " holds games of another tournament (id ", record.tournament_id(),
              ", this config is ", tournament.id(),
              "): settings that decide the games differ (engines and their arguments, options, "
              "time or limits, games, openings, adjudication or seed); use another --results"));
        }
        if (record.game_index() >= schedule_size) {
          return absl::FailedPreconditionError(absl::StrCat(
              path, ": game index ", record.game_index(), " is outside this schedule"));
        }
        resumed.finished.Insert(record.game_index());
        resumed.in_shard += shard.Holds(record.game_index()) && !IsBye(record);
        if (on_record && on_record(record)) resumed.stop_requested = true;
        return absl::OkStatus();
      },
      stop_requested);
  if (!scan.ok()) return scan.status();
  for (const std::string& warning : scan->warnings) {
    if (notes) std::fprintf(notes, "warning: %s\n", warning.c_str());
  }
  resumed.valid_bytes = scan->valid_bytes;
  return resumed;
}

RoundShare ShareOfRound(const FormatRound& round, const GameIndexSet& finished,
                        const Shard& shard) {
  RoundShare share;
  for (const ScheduledGame& game : round.games) {
    if (finished.Contains(game.game_index)) continue;
    if (game.seats.size() == 1) {
      if (shard.index == 0) share.byes.push_back(game);
    } else if (shard.Holds(game.game_index)) {
      share.games.push_back(game);
    }
  }
  return share;
}

std::optional<ScheduledGame> PendingGames::Next() {
  absl::MutexLock lock(&mutex_);
  if (schedule_ == nullptr) {
    if (next_ >= static_cast<int64_t>(listed_.size())) return std::nullopt;
    return listed_[next_++];
  }
  while (next_ < schedule_->size() && finished_->Contains(next_)) next_ += step_;
  if (next_ >= schedule_->size()) return std::nullopt;
  const int64_t index = next_;
  next_ += step_;
  return schedule_->Game(index);
}

}  // namespace harness
