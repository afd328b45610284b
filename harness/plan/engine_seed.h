// The seed an engine is sent in a DecideRequest, for its own randomness.
#ifndef HARNESS_PLAN_ENGINE_SEED_H_
#define HARNESS_PLAN_ENGINE_SEED_H_

#include <cstdint>

#include "harness/plan/schedule.h"

namespace harness {

// What seat `seat` of `game` is sent at ply `ply` of a tournament with
// master seed `master_seed`: the same on every replay of the game, and
// telling nothing of the game's seed or the master seed (keyed_seed.h).
uint64_t EngineSeed(uint64_t master_seed, const ScheduledGame& game, int seat, int ply);

}  // namespace harness

#endif  // HARNESS_PLAN_ENGINE_SEED_H_
