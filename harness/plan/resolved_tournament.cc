#include "harness/plan/resolved_tournament.h"

#include <utility>

#include "harness/config/tournament_config.h"

namespace harness {

absl::StatusOr<std::unique_ptr<const ResolvedTournament>> ResolvedTournament::Resolve(
    tourney::v1::TournamentConfig config) {
  const games::GameType* type = ApplyDefaults(&config);
  absl::StatusOr<CheckedConfig> checked = CheckConfig(config, type);
  if (!checked.ok()) return checked.status();
  if (!config.openings().file().empty()) {
    config.mutable_openings()->set_digest(checked->openings.digest);
  }
  std::string id = TournamentId(config);
  return std::unique_ptr<const ResolvedTournament>(
      new ResolvedTournament(std::move(config), std::move(checked->game),
                             std::move(checked->openings.openings), std::move(id)));
}

std::unique_ptr<const ResolvedTournament> ResolvedTournament::WithResults(
    const std::string& results) const {
  tourney::v1::TournamentConfig config = config_;
  config.set_results(results);
  return std::unique_ptr<const ResolvedTournament>(
      new ResolvedTournament(std::move(config), game_, openings_, id_));
}

ResolvedTournament::ResolvedTournament(tourney::v1::TournamentConfig config, GameDefinition game,
                                       std::vector<Opening> openings, std::string id)
    : config_(std::move(config)),
      game_(std::move(game)),
      openings_(std::move(openings)),
      schedule_(config_, &openings_),
      id_(std::move(id)) {}

}  // namespace harness
