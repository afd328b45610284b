// davinci_engine: serves bot.v1.Engine for Da Vinci Code with the exact
// inference engine (policy=inference) and the seed's heuristics (policy=seed).
#include "engines/davinci/davinci_policy.h"

int main(int argc, char** argv) {
  davinci::DavinciPolicy policy;
  return engines::RunEngineMain(argc, argv, policy);
}
