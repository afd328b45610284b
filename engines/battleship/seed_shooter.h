// The seed document's ladder of shooters, level by level:
//   1 random: any unshot cell
//   2 hunt/target: after a hit, probe its neighbours (down first, then
//     counter-clockwise), follow a line of hits, turn back from the start on
//     a miss; after a sinking, target any hit left over, else hunt again
//   3 + parity: hunt only on one colour of the checkerboard
//   4 + elimination: never hunt a cell no remaining ship can cover
//   5 + direction: target the direction with the longest unknown run first
// The target state is rebuilt from the shooter's own shot history, so the
// shooter is stateless like every bot.v1 engine.
#ifndef ENGINES_BATTLESHIP_SEED_SHOOTER_H_
#define ENGINES_BATTLESHIP_SEED_SHOOTER_H_

#include <vector>

#include "engines/battleship/knowledge.h"
#include "games/common/seeded_random.h"

namespace battleship {

inline constexpr int kSeedLevels = 5;

// The next cell to shoot after `history` (own shots, in order).
int SeedShot(const Rules& rules, const std::vector<Shot>& history, int level,
             games::SeededRandom& random);

}  // namespace battleship

#endif  // ENGINES_BATTLESHIP_SEED_SHOOTER_H_
