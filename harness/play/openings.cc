#include "harness/play/openings.h"

#include <vector>

#include "games/common/seeded_random.h"

namespace harness {
namespace {

// Salt separating the opening's random stream from the decision seeds.
constexpr uint64_t kOpeningSalt = 0x0be11e5;

}  // namespace

void PlayOpening(const tourney::v1::TournamentConfig& config, const ScheduledGame& scheduled,
                 games::Game* game, tourney::v1::GameRecord* record) {
  if (scheduled.opening != nullptr) {
    // Checked when the suite was loaded, on a game without chance.
    for (const bot::v1::Action& action : scheduled.opening->actions) game->Apply(action);
    record->set_opening_index(scheduled.opening->index);
  } else {
    games::SeededRandom random(games::MixSeeds(scheduled.seed, kOpeningSalt));
    for (int ply = 0; ply < config.opening_plies() && !game->IsOver(); ++ply) {
      const std::vector<bot::v1::Action> legal = game->LegalActions();
      game->Apply(legal[random.Below(legal.size())]);
    }
  }
  record->set_opening_plies(game->Plies());
}

}  // namespace harness
