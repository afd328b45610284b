// Swiss pairing: each round pairs engines of equal score (top half of a
// score group against its bottom half, the odd one floating down to the
// next group), gives an odd count's bye to the lowest-ranked engine among
// those with the fewest byes, and allows no rematch while any such pairing
// avoids one. The rules and their order are in README.md.
//
// A round's plan is a function of the seed and the games of the rounds
// before it, and of nothing else: not their order, not when they were
// played. A resumed run pairs exactly as an uninterrupted one.
#ifndef HARNESS_FORMATS_SWISS_H_
#define HARNESS_FORMATS_SWISS_H_

#include <cstdint>
#include <vector>

#include "harness/formats/match_game.h"

namespace harness {

// The pairings of rounds 1..`rounds` for `engines` engines (indices in
// seeding order), each from the games of the rounds before it (games of
// later rounds are ignored). Each pairing plays `pairs_per_match`
// seat-swapped pairs; a bye is a Pairing with b == Pairing::kBye, listed
// last. Who has seat 0 first (`a`) is decided from the seats of the plans
// before, which is why every earlier round is planned again: a few ms a
// round for 200 engines.
std::vector<RoundPlan> PlanSwissRounds(int engines, int rounds, const std::vector<MatchGame>& games,
                                       int pairs_per_match, uint64_t seed);

// The plan of round `round` (from 1) alone: PlanSwissRounds(...).back().
RoundPlan PairSwissRound(int engines, int round, const std::vector<MatchGame>& games,
                         int pairs_per_match, uint64_t seed);

}  // namespace harness

#endif  // HARNESS_FORMATS_SWISS_H_
