// reversi_engine: serves bot.v1.Engine for Reversi with the seed
// reproduction (eval=seed) and the strong search (eval=strong).
#include "engines/reversi/reversi_policy.h"

int main(int argc, char** argv) {
  reversi::ReversiPolicy policy;
  return engines::RunEngineMain(argc, argv, policy);
}
