#include "harness/plan/engine_seed.h"

#include "harness/seeds/keyed_seed.h"

namespace harness {

uint64_t EngineSeed(uint64_t master_seed, const ScheduledGame& game, int seat, int ply) {
  // Keyed, not mixed from the game's seed: no seed received leads back to
  // the game's seed (its deal, dice and layouts) or to the master seed.
  return KeyedSeed(master_seed, "engine",
                   {static_cast<uint64_t>(game.game_index), static_cast<uint64_t>(seat),
                    static_cast<uint64_t>(ply)});
}

}  // namespace harness
