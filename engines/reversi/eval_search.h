// Alpha-beta over the learned evaluation to a fixed depth (fewest replies
// first from depth 2), in hundredths of a disc, exact where the game ends: the shallow searches
// that order the endgame solver's moves and predict its values (its selective passes,
// endgame_search_thread.h; their fit, bench/endgame_mpc_fit.cc).
#ifndef ENGINES_REVERSI_EVAL_SEARCH_H_
#define ENGINES_REVERSI_EVAL_SEARCH_H_

#include <cstdint>

#include "engines/reversi/pattern_weights.h"
#include "engines/reversi/patterns.h"
#include "games/reversi/bitboard.h"

namespace reversi {

// The value of `position` for the side to move, searched `depth` plies;
// fail-soft within (alpha, beta). Adds the positions it visits to `nodes`.
int EvalSearch(const PatternWeights& weights, const Position& position, int depth, int alpha,
               int beta, int64_t& nodes);
// The same where the caller has the position's pattern indices (from its
// parent's by PatternIndices::AfterMove: cheaper than reading them off the
// board).
int EvalSearch(const PatternWeights& weights, const Position& position,
               const PatternIndices& indices, int depth, int alpha, int beta, int64_t& nodes);

}  // namespace reversi

#endif  // ENGINES_REVERSI_EVAL_SEARCH_H_
