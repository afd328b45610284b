// Swiss pairing by the FIDE (Dutch) System, FIDE Handbook C.04.3 in the
// edition applied from 1 February 2026 (README.md says what is implemented
// and how). A round's plan is a pure function of the field, the seed and
// the games and byes of the rounds before it: not their order, not when
// they were played. A resumed run pairs exactly as an uninterrupted one.
#ifndef HARNESS_FORMATS_SWISS_H_
#define HARNESS_FORMATS_SWISS_H_

#include <cstdint>
#include <vector>

#include "harness/formats/match_game.h"

namespace harness {

// Who is in the field, and when.
struct SwissField {
  int engines = 0;  // engine indices 0..engines-1
  std::vector<int>
      seed_order;  // pairing numbers: seed_order[0] is #1 (strongest); empty: index order
  // Per engine (empty: everyone every round): the first round it is paired
  // in (1: from the start; k: a late entry joining at round k with 0 points
  // for the rounds it missed)
  std::vector<int> enters;
  // Per engine (empty: none): 0 plays to the end; k: withdrawn after round
  // k (its games kept, never paired again)
  std::vector<int> withdrawn_after;
  int games_per_match =
      2;  // a bye scores this many points; Pairing.pairs = (games_per_match + 1) / 2
  // The tournament's rounds (0: unknown). Only the last round's exception
  // for topscorers (C3: two topscorers with the same absolute colour
  // preference may meet) needs it.
  int rounds = 0;
};

// Round `round`'s pairings (byes last, b == kBye), from the games and byes
// of the rounds before it (anything of round >= `round` is ignored): a pure
// function of its arguments. `seed`: the round-1 colour lot only.
RoundPlan PairSwissRound(const SwissField& field, int round, const std::vector<MatchGame>& games,
                         uint64_t seed);

// The colour the lot gives pairing number 1 in round 1: 0 white (seat 0 in
// the match's first game), 1 black. From the tournament seed.
int SwissInitialColour(uint64_t seed);

}  // namespace harness

#endif  // HARNESS_FORMATS_SWISS_H_
