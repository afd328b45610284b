// The seed document's ladder of shooters, level by level:
//   1 random: any unshot cell
//   2 hunt/target: after a hit, probe its neighbours (down first, then
//     counter-clockwise), follow a line of hits, turn back from the start on
//     a miss; after a sinking, target any hit left over, else hunt again
//   3 + parity: hunt only on one colour of the checkerboard
//   4 + elimination: never hunt a cell no remaining ship can cover
//   5 + direction: target the direction with the longest unknown run first
//   6 + priority: hunt a 4-level priority map of the hunt colour. The seed
//     shows it only in a lost picture; its text says "red" cells first,
//     then the centres of the crosses they form ("sky-blue"), inner before
//     outer. Read here as: every other diagonal of the hunt colour is red
//     ((row + column) % 4 == 0), the diagonals between are sky-blue, and the
//     border ring is "outer". (Of the readings tried, even rows scored
//     37.11 shots, crossing diagonals 36.30, the other diagonal 35.98, this
//     one 35.82, against the seed's 35.68.)
//   7 + neighbours: among those, cells whose four neighbours are all
//     unknown first
// The target state is rebuilt from the shooter's own shot history, so the
// shooter is stateless like every bot.v1 engine.
#ifndef ENGINES_BATTLESHIP_SEED_SHOOTER_H_
#define ENGINES_BATTLESHIP_SEED_SHOOTER_H_

#include <vector>

#include "engines/battleship/knowledge.h"
#include "games/common/seeded_random.h"

namespace battleship {

inline constexpr int kSeedLevels = 7;

// The next cell to shoot after `history` (own shots, in order).
int SeedShot(const Rules& rules, const std::vector<Shot>& history, int level,
             games::SeededRandom& random);

}  // namespace battleship

#endif  // ENGINES_BATTLESHIP_SEED_SHOOTER_H_
