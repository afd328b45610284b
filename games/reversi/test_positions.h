// Test helpers over the rules alone: positions from seeded random games and
// the exact value by plain minimax (no pruning, no ordering), the
// independent truth the solvers and searches are checked against.
#ifndef GAMES_REVERSI_TEST_POSITIONS_H_
#define GAMES_REVERSI_TEST_POSITIONS_H_

#include <algorithm>
#include <cstdint>
#include <vector>

#include "games/common/seeded_random.h"
#include "games/reversi/bitboard.h"

namespace reversi {

// Positions along seeded random games with `empties` squares left and a
// move to play (games that end earlier are skipped).
inline std::vector<Position> RandomPositions(int count, int empties, uint64_t seed) {
  std::vector<Position> positions;
  games::SeededRandom random(seed);
  while (static_cast<int>(positions.size()) < count) {
    Position position = StartPosition();
    while (position.EmptyCount() > empties) {
      Bitboard moves = position.Moves();
      if (moves == 0) {
        if (position.Pass().Moves() == 0) break;
        position = position.Pass();
        continue;
      }
      for (int skip = static_cast<int>(random.Below(PopCount(moves))); skip > 0; --skip) {
        moves &= moves - 1;
      }
      position = position.Play(LowestSquare(moves));
    }
    if (position.EmptyCount() == empties && position.Moves() != 0) positions.push_back(position);
  }
  return positions;
}

// The final disc differential under perfect play for the side to move.
inline int ExactByMinimax(const Position& position, bool passed = false) {
  Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed) return position.FinalDiscDifferential();
    return -ExactByMinimax(position.Pass(), true);
  }
  int best = -100;
  for (; moves; moves &= moves - 1) {
    best = std::max(best, -ExactByMinimax(position.Play(LowestSquare(moves)), false));
  }
  return best;
}

}  // namespace reversi

#endif  // GAMES_REVERSI_TEST_POSITIONS_H_
