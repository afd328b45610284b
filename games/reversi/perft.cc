#include "games/reversi/perft.h"

namespace reversi {
namespace {

// Leaves two plies below `position`, whose moves are `moves` (not none):
// each move's replies, bulk-counted, a forced pass counting as one. A loop
// without calls, where perft spends most of its time.
uint64_t CountReplies(const Position& position, Bitboard moves) {
  uint64_t leaves = 0;
  for (; moves; moves &= moves - 1) {
    const Bitboard replies = position.Play(LowestSquare(moves)).Moves();
    leaves += PopCount(replies) + (replies == 0);
  }
  return leaves;
}

// `passed` is true when the previous ply was a pass, so a position where
// the mover must pass too is the end of the game.
uint64_t PerftNode(const Position& position, int depth, bool passed) {
  Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed) return 1;  // neither side can move: the game is over
    if (depth == 1) {
      // One more ply is a pass, unless the game ends right here.
      return 1;
    }
    return PerftNode(position.Pass(), depth - 1, true);
  }
  if (depth == 1) return PopCount(moves);
  if (depth == 2) return CountReplies(position, moves);
  uint64_t leaves = 0;
  while (moves) {
    const int square = LowestSquare(moves);
    moves &= moves - 1;
    leaves += PerftNode(position.Play(square), depth - 1, false);
  }
  return leaves;
}

}  // namespace

uint64_t Perft(const Position& position, int depth) {
  if (depth <= 0) return 1;
  return PerftNode(position, depth, false);
}

}  // namespace reversi
