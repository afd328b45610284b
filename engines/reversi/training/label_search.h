// Labels for positions the exact solver cannot reach: the negamax value of
// a search down to `target_empties` empty squares (or the end of the game),
// its leaves scored by weights already fitted for those later phases. This
// is how each phase's labels come from deeper search, fitted from the end of
// the game back to its start.
#ifndef ENGINES_REVERSI_TRAINING_LABEL_SEARCH_H_
#define ENGINES_REVERSI_TRAINING_LABEL_SEARCH_H_

#include "engines/reversi/pattern_weights.h"
#include "games/reversi/bitboard.h"

namespace reversi::training {

// In discs, for the side to move.
double SearchLabel(const PatternWeights& weights, const Position& position, int target_empties);

}  // namespace reversi::training

#endif  // ENGINES_REVERSI_TRAINING_LABEL_SEARCH_H_
