// Reading a pattern-weights file (../pattern_weights.h) for the training
// tools: one error message whether the file is missing or not weights.
#ifndef ENGINES_REVERSI_TRAINING_WEIGHTS_FILE_H_
#define ENGINES_REVERSI_TRAINING_WEIGHTS_FILE_H_

#include <string>

#include "absl/status/statusor.h"
#include "engines/reversi/pattern_weights.h"

namespace reversi::training {

// The weights in `path`; the error names the path ("cannot read PATH", or
// "PATH: " and why the bytes are not weights).
absl::StatusOr<PatternWeights> ReadWeightsFile(const std::string& path);

}  // namespace reversi::training

#endif  // ENGINES_REVERSI_TRAINING_WEIGHTS_FILE_H_
