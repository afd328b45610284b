// One tournament, resolved once from its config: the game looked up, the
// opening suite read, the schedule laid out and the id computed, before any
// engine starts. Everything that plays, checks or shards a tournament takes
// this object, never the raw config, so none of it looks anything up again.
#ifndef HARNESS_PLAN_RESOLVED_TOURNAMENT_H_
#define HARNESS_PLAN_RESOLVED_TOURNAMENT_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/config/game_definition.h"
#include "harness/config/openings.h"
#include "harness/plan/format_rounds.h"
#include "harness/plan/schedule.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

class ResolvedTournament {
 public:
  // Applies the defaults to `config`, checks it, reads its opening suite
  // (and pins the suite's digest into the config: the id then covers what
  // the openings are, and a resume refuses an edited file) and a knockout's
  // seeding (pinned as the seed order). Errors are one line.
  static absl::StatusOr<std::unique_ptr<const ResolvedTournament>> Resolve(
      tourney::v1::TournamentConfig config);

  // The same tournament logging to `results` (not part of the id): nothing
  // is looked up or read again.
  std::unique_ptr<const ResolvedTournament> WithResults(const std::string& results) const;

  ResolvedTournament(const ResolvedTournament&) = delete;
  ResolvedTournament& operator=(const ResolvedTournament&) = delete;

  // Defaulted and checked; openings.digest set when there is a suite. What
  // `--resume` reads back.
  const tourney::v1::TournamentConfig& config() const { return config_; }
  const GameDefinition& game() const { return game_; }
  const std::vector<Opening>& openings() const { return openings_; }
  // Round robin and gauntlet: every game, known in advance.
  const Schedule& schedule() const { return schedule_; }
  // Swiss, knockout and rank: the rounds as the results come (null for a
  // round robin or gauntlet).
  const FormatRounds* rounds() const { return rounds_.get(); }
  // TournamentId(config()): ties every record to this tournament.
  const std::string& id() const { return id_; }
  const tourney::v1::EngineSpec& engine(int index) const { return config_.engines(index); }
  int engine_count() const { return config_.engines_size(); }

 private:
  ResolvedTournament(tourney::v1::TournamentConfig config, GameDefinition game,
                     std::vector<Opening> openings, std::string id);

  const tourney::v1::TournamentConfig config_;
  const GameDefinition game_;
  const std::vector<Opening> openings_;  // before schedule_, which points into it
  const Schedule schedule_;
  const std::unique_ptr<const FormatRounds> rounds_;  // points into config_ and openings_
  const std::string id_;
};

}  // namespace harness

#endif  // HARNESS_PLAN_RESOLVED_TOURNAMENT_H_
