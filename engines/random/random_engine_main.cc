// random_engine: serves bot.v1.Engine, answering every request with a
// uniformly random legal action (seeded by the request).
#include "engines/random/random_policy.h"

int main(int argc, char** argv) {
  engines::RandomPolicy policy;
  return engines::RunEngineMain(argc, argv, policy);
}
