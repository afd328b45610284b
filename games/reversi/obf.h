// Reads OBF, the line format of Othello endgame test sets (FForum, as
// Edax distributes them): a board, the side to move and every legal move
// with its exact value. See testdata/README.md.
#ifndef GAMES_REVERSI_OBF_H_
#define GAMES_REVERSI_OBF_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "games/reversi/bitboard.h"

namespace reversi {

struct MoveValue {
  int square = 0;
  int value = 0;  // final disc differential for the mover, best play after it
};

struct ObfPosition {
  Position position;             // seen from the side to move
  std::vector<MoveValue> moves;  // as listed: best first
  int BestValue() const { return moves.empty() ? 0 : moves.front().value; }
};

// One line, e.g. "XXO-...O X; H5:+6; G6:-2;".
absl::StatusOr<ObfPosition> ParseObfLine(absl::string_view line);
// Every non-empty line of a file; errors name the file and line.
absl::StatusOr<std::vector<ObfPosition>> ReadObfFile(const std::string& path);

}  // namespace reversi

#endif  // GAMES_REVERSI_OBF_H_
