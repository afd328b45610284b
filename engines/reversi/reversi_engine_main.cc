// reversi_engine: serves bot.v1.Engine for Reversi with the seed
// reproduction (eval=seed) and the strong search (eval=strong, or
// eval=classic for the hand-weighted evaluation).
#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/reversi_policy.h"

int main(int argc, char** argv) {
  // Checked now rather than on the first move's clock.
  reversi::BuiltInPatternWeights();
  reversi::ReversiPolicy policy;
  return engines::RunEngineMain(argc, argv, policy);
}
