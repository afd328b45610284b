// The shipped Reversi opening suite's generator, as a library: every
// position a few plies from the start (one per class of the board's eight
// symmetries), and its value by the strong search at a fixed depth.
#ifndef ENGINES_REVERSI_BALANCED_OPENINGS_H_
#define ENGINES_REVERSI_BALANCED_OPENINGS_H_

#include <string>
#include <vector>

#include "games/reversi/bitboard.h"

namespace reversi {

struct OpeningLine {
  std::string moves;  // e.g. "f5d6c3d3c4f4f6f3"
  Position position;  // after them, from the side to move
  bool black_to_move = true;
};

// Every position `plies` moves from the start reached by a line opening
// with f5 (the four first moves are symmetric), one line per symmetry
// class: the alphabetically first line that reaches the class. In
// alphabetical order. Lines that end the game early are left out.
std::vector<OpeningLine> UniqueOpenings(int plies);

// The strong search's value at `depth` (no time limit, so deterministic), in
// discs from Black's side (evaluation units: 100 = one disc).
double BlackValue(const OpeningLine& line, int depth);

}  // namespace reversi

#endif  // ENGINES_REVERSI_BALANCED_OPENINGS_H_
