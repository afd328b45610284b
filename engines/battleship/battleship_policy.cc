#include "engines/battleship/battleship_policy.h"

#include "absl/strings/str_cat.h"
#include "engines/battleship/density_shooter.h"
#include "engines/battleship/placers.h"
#include "engines/battleship/seed_shooter.h"
#include "games/battleship/battleship_game.h"
#include "protocol/engine_info.h"

namespace battleship {
namespace {

// Shooter names in ladder order (level = index + 1).
const char* const kShooters[kSeedLevels] = {"random",    "hunt_target", "parity",    "eliminate",
                                            "direction", "priority",    "neighbours"};

absl::StatusOr<Rules> RulesOf(const bot::v1::BattleshipObservation& observation) {
  absl::StatusOr<BattleshipVariant> variant = ParseVariant(observation.variant());
  if (!variant.ok()) return variant.status();
  const Rules& rules = variant->rules;
  if (static_cast<int>(observation.width()) != rules.width ||
      static_cast<int>(observation.height()) != rules.height ||
      observation.fleet_size() != static_cast<int>(rules.fleet.size())) {
    return absl::InvalidArgumentError("the observation does not match its variant's board");
  }
  return rules;
}

}  // namespace

bot::v1::EngineInfo BattleshipPolicy::Info() const {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("battleship", "0.2", "battleship");
  *info.add_options() = protocol::EnumOption(
      "shooter", "density",
      {kShooters[0], kShooters[1], kShooters[2], kShooters[3], kShooters[4], kShooters[5],
       kShooters[6], "density"},
      "density: the unshot cell most likely to hold a ship given every answer so far. The "
      "seed's ladder: random, hunt_target, parity (+ checkerboard hunt), eliminate (+ no "
      "cell that no ship can cover), direction (+ target the longest unknown run first), "
      "priority (+ 4-level hunt map), neighbours (+ cells with four unknown neighbours first)");
  *info.add_options() =
      protocol::IntOption("samples", DensitySettings().samples, 10, 1'000'000,
                          "density: layouts drawn when there are too many to count exactly");
  *info.add_options() = protocol::EnumOption(
      "placer", "evasive", {"evasive", "uniform"},
      "uniform: uniformly random over all legal layouts; evasive: of `candidates` uniform "
      "layouts, the one on the cells a density shooter reaches last");
  *info.add_options() =
      protocol::IntOption("candidates", 64, 1, 100'000, "evasive: uniform layouts to choose from");
  return info;
}

absl::StatusOr<bot::v1::DecideResponse> BattleshipPolicy::Decide(
    const bot::v1::DecideRequest& request, const protocol::OptionValues& options) {
  if (!request.observation().has_battleship()) {
    return absl::InvalidArgumentError("the request carries no Battleship observation");
  }
  const bot::v1::BattleshipObservation& observation = request.observation().battleship();
  absl::StatusOr<Rules> rules = RulesOf(observation);
  if (!rules.ok()) return rules.status();
  games::SeededRandom random(request.seed());
  bot::v1::DecideResponse response;
  if (observation.phase() == bot::v1::BattleshipObservation::PLACEMENT) {
    *response.mutable_action() = LayoutAction(
        options.String("placer") == "evasive"
            ? EvasiveLayout(*rules, static_cast<int>(options.Int("candidates")), random)
            : UniformLayout(*rules, random));
    return response;
  }
  std::vector<Shot> history;
  for (const bot::v1::BattleshipShot& shot : observation.own_shots()) {
    history.push_back({static_cast<int>(shot.cell()),
                       shot.result() == bot::v1::BattleshipShot::MISS  ? ShotResult::kMiss
                       : shot.result() == bot::v1::BattleshipShot::HIT ? ShotResult::kHit
                                                                       : ShotResult::kSunk,
                       shot.sunk_ship()});
  }
  if (options.String("shooter") == "density") {
    DensitySettings settings;
    settings.samples = static_cast<int>(options.Int("samples"));
    absl::StatusOr<int> cell = DensityShot(*rules, history, settings, random);
    if (!cell.ok()) return cell.status();
    *response.mutable_action() = ShotAction(*cell);
    return response;
  }
  int level = 1;
  while (level <= kSeedLevels && options.String("shooter") != kShooters[level - 1]) ++level;
  *response.mutable_action() = ShotAction(SeedShot(*rules, history, level, random));
  return response;
}

}  // namespace battleship
