#include "harness/plan/engine_seed.h"

#include "games/common/seeded_random.h"

namespace harness {

uint64_t EngineSeed(uint64_t /*master_seed*/, const ScheduledGame& game, int /*seat*/, int ply) {
  return games::MixSeeds(game.seed, static_cast<uint64_t>(ply));
}

}  // namespace harness
