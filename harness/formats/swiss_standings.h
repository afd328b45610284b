// A Swiss tournament's standings with their tie-breaks (FIDE C.07, the
// Tie-Break Regulations applied from 2024), and its crosstable, from the
// games and byes. Definitions (README.md): points are game points, a bye
// scoring every game of a match; Buchholz is the sum of the opponents'
// points, one term per round; Sonneborn-Berger the sum over rounds of the
// points scored times the opponent's points; a round without a game counts
// a dummy opponent (C.07 Article 16). Ranked by points, Buchholz,
// Sonneborn-Berger, then rating, then seeding (pairing number).
#ifndef HARNESS_FORMATS_SWISS_STANDINGS_H_
#define HARNESS_FORMATS_SWISS_STANDINGS_H_

#include <string>
#include <vector>

#include "harness/formats/match_game.h"
#include "harness/formats/swiss.h"
#include "harness/formats/swiss_history.h"

namespace harness {

// One engine's round in the crosstable.
struct SwissCell {
  static constexpr int kNotPaired = -2;
  int opponent = kNotPaired;  // Pairing::kBye for the bye; kNotPaired: no game (see kind)
  int first_seat = 0;         // its seat in the match's first game (0: white)
  double points = 0;          // scored in the round (the bye: every game)
  SwissRound::Kind kind = SwissRound::kNotPaired;  // played, bye, absent, withdrawn
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

// The table after rounds 1..`rounds` (games of later rounds are ignored).
// `ratings` (by engine; empty: all 0) breaks ties left after
// Sonneborn-Berger, then the pairing number.
SwissTable SwissStandings(const SwissField& field, int rounds, const std::vector<MatchGame>& games,
                          const std::vector<double>& ratings);

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
