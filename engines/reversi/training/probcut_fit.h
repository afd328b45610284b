// Fits Multi-ProbCut's parameters (pattern_weights.h) from the same kind of
// positions the evaluation was fitted on: each is searched by iterative
// deepening without cuts, and for every depth d and phase group the deep
// value is regressed on the value at ProbCutShallowDepth(d).
#ifndef ENGINES_REVERSI_TRAINING_PROBCUT_FIT_H_
#define ENGINES_REVERSI_TRAINING_PROBCUT_FIT_H_

#include <vector>

#include "engines/reversi/pattern_weights.h"
#include "games/reversi/bitboard.h"

namespace reversi::training {

// Sets every depth's and group's fit in `weights` that has at least 30
// positions (the evaluation in `weights` is the one searched).
void FitProbCut(const std::vector<Position>& positions, int threads, PatternWeights* weights);

}  // namespace reversi::training

#endif  // ENGINES_REVERSI_TRAINING_PROBCUT_FIT_H_
