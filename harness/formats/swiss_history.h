// What the games and byes of a Swiss say about each engine, round by round:
// the crosstable's cells, read the same way by the pairing (swiss.cc), the
// standings (swiss_standings.cc) and the TRF export (trf.cc).
#ifndef HARNESS_FORMATS_SWISS_HISTORY_H_
#define HARNESS_FORMATS_SWISS_HISTORY_H_

#include <vector>

#include "harness/formats/match_game.h"
#include "harness/formats/swiss.h"

namespace harness {

// One engine's round.
struct SwissRound {
  enum Kind {
    kPlayed,     // a match against `opponent`
    kBye,        // the pairing-allocated bye
    kAbsent,     // a late entry's round before it joined (0 points)
    kWithdrawn,  // a round after it withdrew (0 points)
    kNotPaired,  // present, but nothing recorded (a round not played yet)
  };
  Kind kind = kNotPaired;
  int opponent = -1;
  int colour = -1;    // kPlayed: its seat in the match's first game (0 white)
  double points = 0;  // scored in the round (game points)
  int games = 0;      // games played in the round
};

// [engine][round - 1] for rounds 1..`rounds`, from `games` (in any order;
// games of later rounds, of unknown engines, or that contradict an earlier
// pairing of the same round are ignored).
std::vector<std::vector<SwissRound>> ReadSwissRounds(const SwissField& field, int rounds,
                                                     const std::vector<MatchGame>& games);

// Whether `engine` is paired in `round` (entered, not withdrawn).
bool SwissPresent(const SwissField& field, int engine, int round);

// Pairing numbers from 0: tpn[engine] (seed_order, or the index order).
std::vector<int> SwissPairingNumbers(const SwissField& field);

}  // namespace harness

#endif  // HARNESS_FORMATS_SWISS_HISTORY_H_
