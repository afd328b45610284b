// nimtetris_engine: serves bot.v1.Engine for Nim Tetris with the region
// solver (option-set algebra) at strength levels 0-10.
#include "engines/nimtetris/nimtetris_policy.h"

int main(int argc, char** argv) {
  nimtetris::NimTetrisPolicy policy;
  return engines::RunEngineMain(argc, argv, policy);
}
