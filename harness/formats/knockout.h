// A single-elimination bracket: seeds placed in the standard order (1 v N,
// 2 v N-1, seeds 1 and 2 meeting only in the final), first-round byes to
// the top seeds when the count is not a power of two, each match a number
// of seat-swapped pairs. A match tied after them plays one more pair at a
// time up to a cap; still tied, the higher seed advances (README.md).
//
// Like Swiss pairing, everything here is a function of the seed order and
// the games played (in any order), so a resumed run goes on exactly where
// the uninterrupted one would.
#ifndef HARNESS_FORMATS_KNOCKOUT_H_
#define HARNESS_FORMATS_KNOCKOUT_H_

#include <string>
#include <vector>

#include "harness/formats/match_game.h"

namespace harness {

struct KnockoutMatch {
  // From 1 within its round, in bracket order, counting played matches
  // only; 0 for a bye.
  int number = 0;
  int high = 0;                     // the better-seeded engine
  int low = Pairing::kBye;          // the other, or kBye
  int high_seed = 0, low_seed = 0;  // from 1
  double high_points = 0, low_points = 0;
  int games = 0;
  int tiebreak_games = 0;  // of `games`, those past the regular pairs
  int winner = -1;         // -1 while undecided
  std::string reason;      // why the winner advanced: "bye", "won 3-1", ...
};

struct KnockoutRound {
  int round = 1;
  std::vector<KnockoutMatch> matches;  // bracket order, byes included
};

struct KnockoutBracket {
  int size = 0;  // the bracket's slots: a power of two
  // The rounds whose engines are known: every earlier round decided.
  std::vector<KnockoutRound> rounds;
  int champion = -1;  // -1 while undecided
};

// The bracket so far. `seed_order`: engines best first (seeding.h); each
// match `pairs_per_match` seat-swapped pairs, and when tied up to
// `tiebreak_pairs` more, one at a time.
KnockoutBracket BuildKnockoutBracket(const std::vector<int>& seed_order,
                                     const std::vector<MatchGame>& games, int pairs_per_match,
                                     int tiebreak_pairs);

// The games the bracket needs next: the first undecided round, with one
// Pairing per match of it (match m is pairings[m - 1], `a` the higher
// seed). While any match lacks its regular pairs, each match's regular
// pairs (first_pair 0; games already played are for the caller to skip).
// Then a tie-break plan: one more pair (first_pair = pairs played so far)
// for each match still tied, pairs = 0 for the others. Empty pairings once
// the champion is known.
RoundPlan PlanKnockoutRound(const std::vector<int>& seed_order, const std::vector<MatchGame>& games,
                            int pairs_per_match, int tiebreak_pairs);

// Each round, each match: seeds, engines, score and who advanced why.
std::string FormatKnockoutBracket(const KnockoutBracket& bracket,
                                  const std::vector<std::string>& names);

}  // namespace harness

#endif  // HARNESS_FORMATS_KNOCKOUT_H_
