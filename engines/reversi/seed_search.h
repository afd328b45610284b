// The seed document's engine, reproduced: fixed-depth minimax with
// alpha-beta over the positional weight table of GAMES.md, switching to the
// plain disc count late in the game. Moves are tried in square order and the
// first best one is kept, as in the original's slot loop; a lone legal move
// is played without search. A deadline is honoured by deepening one ply at a
// time up to the depth and answering with the deepest search that finished
// (each depth's search is independent, so a finished one is exactly the
// fixed-depth search).
#ifndef ENGINES_REVERSI_SEED_SEARCH_H_
#define ENGINES_REVERSI_SEED_SEARCH_H_

#include "engines/reversi/search_types.h"
#include "games/reversi/bitboard.h"

namespace reversi {

// The seed's table, row by row from a1.
extern const int kSeedWeights[64];

struct SeedSearchOptions {
  int depth = 3;
  // From this many empty squares on, leaves are scored by disc count
  // instead of the table (the seed switches "after enough moves").
  int disc_count_empties = 12;
  LeafNoise noise{0, 0};
  // Thinking time; <= 0: none (the clock is never read).
  int64_t time_ms = 0;
};

// Leaf score for the side to move.
int SeedEvaluate(const Position& position, int disc_count_empties);

SearchResult SeedSearch(const Position& root, const SeedSearchOptions& options);

}  // namespace reversi

#endif  // ENGINES_REVERSI_SEED_SEARCH_H_
