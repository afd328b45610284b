// Perft: counts leaves of the Reversi game tree to a fixed depth, the
// standard correctness check (and speed benchmark) for move generation.
#ifndef GAMES_REVERSI_PERFT_H_
#define GAMES_REVERSI_PERFT_H_

#include <cstdint>

#include "games/reversi/bitboard.h"

namespace reversi {

// Leaves at `depth` plies below `position`. A forced pass counts as one
// move; a finished game counts as one leaf whatever depth remains. The last
// ply is bulk-counted (moves are counted, not played).
uint64_t Perft(const Position& position, int depth);

}  // namespace reversi

#endif  // GAMES_REVERSI_PERFT_H_
