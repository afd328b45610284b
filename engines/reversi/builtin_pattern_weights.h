// The weights the engine plays with: weights/pattern_weights.bin, fitted by
// engines/reversi/training and linked into the binary at build time, so the
// engine needs no data file.
#ifndef ENGINES_REVERSI_BUILTIN_PATTERN_WEIGHTS_H_
#define ENGINES_REVERSI_BUILTIN_PATTERN_WEIGHTS_H_

#include "engines/reversi/pattern_weights.h"

namespace reversi {

// Checked (format, layout, checksum) once, on first use; a corrupt build
// aborts with one line.
const PatternWeights& BuiltInPatternWeights();

}  // namespace reversi

#endif  // ENGINES_REVERSI_BUILTIN_PATTERN_WEIGHTS_H_
