// A Swiss tournament as FIDE's Tournament Report File, TRF-16 (FIDE
// Handbook C.04 Annex 2): the header lines, one 001 line per engine in
// pairing-number order with its fixed columns, and per round the opponent,
// colour and result. Pairing programs (bbpPairings, JaVaFo) read it, so a
// round can be checked against them (bench/swiss_crosscheck.sh).
#ifndef HARNESS_FORMATS_TRF_H_
#define HARNESS_FORMATS_TRF_H_

#include <string>
#include <vector>

#include "harness/formats/swiss.h"
#include "harness/formats/swiss_standings.h"

namespace harness {

struct TrfTournament {
  std::string name;        // 012
  std::string city;        // 022 (empty: left out)
  std::string start_date;  // 042, YYYY/MM/DD (empty: unknown, left out)
  std::string end_date;    // 052
  int rounds = 0;          // XXR: the rounds the tournament has (0: the table's)
  // XXC: the colour drawn for pairing number 1 in round 1 (0 white, 1
  // black, -1: left out), SwissInitialColour(seed).
  int initial_colour = -1;
  // > 0: the round about to be paired; the engines not paired in it
  // (withdrawn, not entered yet) get a zero-point bye entry for it, the way
  // pairing programs learn who is absent.
  int next_round = 0;
};

// The file's text. `names` are hostile input: each is cut to printable
// ASCII and to the name column (33 characters). `ratings` by engine
// (empty or 0: none). Points are game points; a match of several games is
// written with its outcome (1 more than half, = half, 0 less), its colour
// that of the match's first game.
std::string SwissTrf(const SwissTable& table, const SwissField& field,
                     const std::vector<std::string>& names, const std::vector<int>& ratings,
                     const TrfTournament& tournament);

// A name as the 001 line holds it: printable ASCII only (others become
// '?'), at most 33 characters, no leading or trailing spaces.
std::string TrfName(const std::string& name);

}  // namespace harness

#endif  // HARNESS_FORMATS_TRF_H_
