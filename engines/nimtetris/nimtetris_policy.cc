#include "engines/nimtetris/nimtetris_policy.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engines/common/thinking_time.h"
#include "games/nimtetris/nimtetris_game.h"
#include "protocol/engine_info.h"

namespace nimtetris {
namespace {

// 80% of the harness's time per move (the fallback guess after the
// deadline scans every move); 1 s with no time and no limits.
constexpr engines::TimeRule kTimeRule{0.8, 0, 1000};

// "0, 8, ..., 44": the caps of levels 0 to kMaxLevel - 1.
std::string CapList() {
  std::vector<int> caps;
  for (int level = 0; level < kMaxLevel; ++level) caps.push_back(Cap(level));
  return absl::StrJoin(caps, ", ");
}

}  // namespace

bot::v1::EngineInfo NimTetrisPolicy::Info() const {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("nimtetris", "0.1", "nimtetris");
  *info.add_options() = protocol::EnumOption(
      "policy", "solver", {"solver"},
      "solver: the region solver on option sets (the seed's approach) with outcome search");
  *info.add_options() = protocol::IntOption(
      "level", kMaxLevel, 0, kMaxLevel,
      absl::StrCat("strength: solve exactly when the live cells are at most the level's cap (",
                   CapList(), ", no cap); above it, a fast guess"));
  *info.add_options() = protocol::IntOption(
      "time_ms", 0, 0, 3'600'000,
      "exact solving per move stops after this long, capping the harness's time (its clock "
      "share, or 80% of its time per move; with neither and no node limit, 1 s); then the "
      "guess decides");
  return info;
}

absl::StatusOr<bot::v1::DecideResponse> NimTetrisPolicy::Decide(
    const bot::v1::DecideRequest& request, const protocol::OptionValues& options) {
  if (!request.observation().has_nimtetris()) {
    return absl::InvalidArgumentError("the request carries no Nim Tetris observation");
  }
  const bot::v1::NimTetrisObservation& view = request.observation().nimtetris();
  absl::StatusOr<const Geometry*> geometry = ParseVariant(view.variant());
  if (!geometry.ok()) return geometry.status();
  absl::StatusOr<Bits> filled = FilledOf(**geometry, view);
  if (!filled.ok()) return filled.status();
  if (LegalPlacements(**geometry, *filled).empty()) {
    return absl::InvalidArgumentError("the board has no legal placement: the game is over");
  }
  // Each placement fills 4 cells and the sides alternate.
  const int moves_left = PopCount((*geometry)->all() & ~*filled) / 8 + 1;
  const engines::SearchBudget plan =
      engines::PlanSearch(request, options.Int("time_ms"), kTimeRule, moves_left, false);
  WorkBudget budget(plan.time_ms > 0
                        ? std::chrono::steady_clock::now() + std::chrono::milliseconds(plan.time_ms)
                        : kNoDeadline,
                    plan.nodes);
  const int level = static_cast<int>(options.Int("level"));
  games::SeededRandom random(request.seed());
  Choice choice;
  int64_t nodes = 0;
  if (plan.nodes > 0) {
    // A node count depends on what the memo already holds: under a node
    // limit solve with a fresh memo, so the answer depends only on the
    // request, not on the games this process played before.
    Solver fresh;
    choice = fresh.Choose(**geometry, *filled, level, budget, random);
    nodes = fresh.nodes();
  } else {
    std::lock_guard<std::mutex> lock(mutex_);
    choice = solver_.Choose(**geometry, *filled, level, budget, random);
    nodes = solver_.nodes();
  }
  bot::v1::DecideResponse response;
  *response.mutable_action() = PlacementAction((*geometry)->placements()[choice.placement]);
  response.mutable_info()->set_nodes(nodes);
  // A solved position's value: +1 a win, -1 a loss (none for a guess).
  if (choice.solved) response.mutable_info()->set_score(choice.winning ? 1 : -1);
  response.mutable_info()->set_comment(!choice.solved   ? "guess"
                                       : choice.winning ? "solved: win"
                                                        : "solved: loss");
  return response;
}

}  // namespace nimtetris
