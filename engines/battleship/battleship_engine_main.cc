// battleship_engine: serves bot.v1.Engine for Battleship with the seed
// document's ladder of shooters and a uniform placer.
#include "engines/battleship/battleship_policy.h"

int main(int argc, char** argv) {
  battleship::BattleshipPolicy policy;
  return engines::RunEngineMain(argc, argv, policy);
}
