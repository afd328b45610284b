// A Swiss tournament's standings with their tie-breaks, and its crosstable,
// from the round plans (PlanSwissRounds) and the games played. Definitions
// (README.md): points are game points, a bye scoring every game of a match;
// Buchholz is the sum of the opponents' points, one term per match;
// Sonneborn-Berger is the sum over matches of the points scored in it times
// the opponent's points. Ranked by points, Buchholz, Sonneborn-Berger, then
// rating, then seeding (engine index).
#ifndef HARNESS_FORMATS_SWISS_STANDINGS_H_
#define HARNESS_FORMATS_SWISS_STANDINGS_H_

#include <string>
#include <vector>

#include "harness/formats/match_game.h"

namespace harness {

// One engine's round in the crosstable.
struct SwissCell {
  static constexpr int kNotPaired = -2;
  int opponent = kNotPaired;  // Pairing::kBye for the bye
  int first_seat = 0;         // its seat in the match's first game
  double points = 0;          // scored in the round (the bye: every game)
};

struct SwissStanding {
  int engine = 0;
  int rank = 0;  // from 1
  double points = 0;
  int games = 0;  // played (a bye plays none)
  double buchholz = 0;
  double sonneborn_berger = 0;
  double rating = 0;
};

struct SwissTable {
  std::vector<SwissStanding> standings;            // best first
  std::vector<std::vector<SwissCell>> crosstable;  // [engine][round - 1]
};

// The table after the rounds of `plans` (plans[r - 1] is round r; games of
// later rounds are ignored). `ratings` (by engine; empty: all 0) breaks
// ties left after Sonneborn-Berger.
SwissTable SwissStandings(int engines, const std::vector<RoundPlan>& plans,
                          const std::vector<MatchGame>& games, const std::vector<double>& ratings);

// The table as text, one line per engine (best first): rank, name, points,
// games, Buchholz, Sonneborn-Berger, rating, then per round the opponent's
// rank, the seat of the match's first game and the points scored. The
// rating column prints `rating_cells[engine]` (the ratings report's cell:
// a limit or "n/a" where no finite rating exists); empty: the tie-break
// numbers.
std::string FormatSwissTable(const SwissTable& table, const std::vector<std::string>& names,
                             const std::vector<std::string>& rating_cells = {});

}  // namespace harness

#endif  // HARNESS_FORMATS_SWISS_STANDINGS_H_
