#include "engines/reversi/builtin_pattern_weights.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

// Defined by the :pattern_weights_object object (embedded_file.bzl).
extern "C" const char reversi_pattern_weights_start[];
extern "C" const char reversi_pattern_weights_end[];

namespace reversi {

const PatternWeights& BuiltInPatternWeights() {
  static const PatternWeights* const weights = [] {
    const std::string_view bytes(reversi_pattern_weights_start,
                                 reversi_pattern_weights_end - reversi_pattern_weights_start);
    absl::StatusOr<PatternWeights> parsed = PatternWeights::Parse(bytes);
    if (!parsed.ok()) {
      std::fprintf(stderr, "reversi: built-in pattern weights: %s\n",
                   std::string(parsed.status().message()).c_str());
      std::abort();
    }
    return new PatternWeights(*std::move(parsed));
  }();
  return *weights;
}

}  // namespace reversi
