#include "engines/battleship/battleship_policy.h"

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

bool BattleshipPolicy::AcceptsUnlistedAnswers(const bot::v1::DecideRequest& request) const {
  // Placement lists a sample of layouts; the placers choose among all.
  return request.observation().battleship().phase() == bot::v1::BattleshipObservation::PLACEMENT;
}

absl::StatusOr<bot::v1::DecideResponse> BattleshipPolicy::Decide(
    const bot::v1::DecideRequest& request, const protocol::OptionValues& options) {
  if (!request.observation().has_battleship()) {
    return absl::InvalidArgumentError("the request carries no Battleship observation");
  }
  absl::StatusOr<SeatView> view = SeatViewOf(request.observation().battleship());
  if (!view.ok()) return view.status();
  const Rules& rules = view->rules;
  const std::vector<Shot>& history = view->own_shots;
  games::SeededRandom random(request.seed());
  bot::v1::DecideResponse response;
  if (view->placement) {
    *response.mutable_action() =
        LayoutAction(options.String("placer") == "evasive"
                         ? EvasiveLayout(rules, static_cast<int>(options.Int("candidates")), random)
                         : UniformLayout(rules, random));
    return response;
  }
  if (options.String("shooter") == "density") {
    DensitySettings settings;
    settings.samples = static_cast<int>(options.Int("samples"));
    absl::StatusOr<int> cell = DensityShot(rules, history, settings, random);
    if (!cell.ok()) return cell.status();
    *response.mutable_action() = ShotAction(*cell);
    return response;
  }
  int level = 1;
  while (level <= kSeedLevels && options.String("shooter") != kShooters[level - 1]) ++level;
  *response.mutable_action() = ShotAction(SeedShot(rules, history, level, random));
  return response;
}

}  // namespace battleship
