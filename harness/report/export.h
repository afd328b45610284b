// Results logs in other programs' formats: PGN for rating tools (Ordo,
// BayesElo read the headers and the result) and GGF, the Othello game format
// of GGS and NBoard, for Reversi viewers.
#ifndef HARNESS_REPORT_EXPORT_H_
#define HARNESS_REPORT_EXPORT_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct ExportedGames {
  std::string text;
  int games = 0;    // written
  int skipped = 0;  // records the format cannot hold, with why
  std::string skipped_why;
};

// One PGN game per two-seat record: White is seat 0 and Black seat 1 (the
// first mover is "White", whatever the game calls it), Result from the
// scores, tags Game, Variant, Seed, Termination, PlyCount (and
// OpeningIndex), the record in the game's own notation as a comment (PGN's
// moves are chess moves). Records of one or more than two seats are
// skipped.
ExportedGames ExportPgn(const std::vector<tourney::v1::GameRecord>& records);

// One GGF game a line per Reversi record: PB seat 0 (Black), PW seat 1,
// RE Black's disc differential (flags: t a time loss, r a resignation or
// another forfeit, s an adjudicated score), BO the standard start, the
// moves (PA a pass), each an engine chose with "/eval/seconds": its
// reported score if any, and the time the harness measured. A record of another game is an error
// naming it.
absl::StatusOr<ExportedGames> ExportGgf(const std::vector<tourney::v1::GameRecord>& records);

}  // namespace harness

#endif  // HARNESS_REPORT_EXPORT_H_
