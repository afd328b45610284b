#include "harness/plan/resolved_tournament.h"

#include <set>
#include <string>
#include <utility>

#include "harness/config/tournament_config.h"
#include "harness/formats/format_registry.h"
#include "harness/formats/seeding.h"

namespace harness {
namespace {

// A seeded format (a knockout's bracket, a Swiss's pairing numbers)
// follows the seed order, which the id covers: read from --seeding (a
// ratings table or results log) or the engines' order, once, unless the
// config (a resumed run's copy) holds it already.
absl::Status PinSeedOrder(tourney::v1::TournamentConfig* config) {
  if (!FormatOf(*config).seeded() || config->format_settings().seed_order_size() > 0) {
    return absl::OkStatus();
  }
  std::vector<std::string> names;
  for (const tourney::v1::EngineSpec& engine : config->engines()) names.push_back(engine.name());
  std::vector<int> order(names.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  if (!config->format_settings().seeding().empty()) {
    absl::StatusOr<std::vector<int>> read = ReadSeeding(config->format_settings().seeding(), names);
    if (!read.ok()) return read.status();
    order = *std::move(read);
  }
  // A late entry is no seed: it joins after the order was drawn, last.
  std::set<std::string> late;
  for (const auto& entry : config->format_settings().late_entries()) late.insert(entry.engine());
  for (int engine : order) {
    if (!late.count(names[engine]))
      config->mutable_format_settings()->add_seed_order(names[engine]);
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::unique_ptr<const ResolvedTournament>> ResolvedTournament::Resolve(
    tourney::v1::TournamentConfig config) {
  const games::GameType* type = ApplyDefaults(&config);
  absl::StatusOr<CheckedConfig> checked = CheckConfig(config, type);
  if (!checked.ok()) return checked.status();
  if (!config.openings().file().empty()) {
    config.mutable_openings()->set_digest(checked->openings.digest);
  }
  absl::Status seeded = PinSeedOrder(&config);
  if (!seeded.ok()) return seeded;
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
      rounds_(FormatOf(config_).pairs_by_results()
                  ? std::make_unique<FormatRounds>(config_, &openings_)
                  : nullptr),
      id_(std::move(id)) {}

}  // namespace harness
