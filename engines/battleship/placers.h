// Placers: how the engine lays out its own fleet.
//   uniform: uniformly random over all legal layouts.
//   evasive: of `candidates` uniform layouts, the one a density shooter
//     should find last: the lowest total opening probability over its cells
//     (the density shooter's first heat map, which favours the centre and
//     shuns the edges and corners).
#ifndef ENGINES_BATTLESHIP_PLACERS_H_
#define ENGINES_BATTLESHIP_PLACERS_H_

#include "games/battleship/rules.h"

namespace battleship {

Layout EvasiveLayout(const Rules& rules, int candidates, games::SeededRandom& random);

}  // namespace battleship

#endif  // ENGINES_BATTLESHIP_PLACERS_H_
