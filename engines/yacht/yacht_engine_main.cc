// yacht_engine: serves bot.v1.Engine for the Yacht dice family with the
// exact optimum (policy=optimal) and the seed's DP (policy=seed).
#include "engines/yacht/table_cache.h"
#include "engines/yacht/yacht_policy.h"

int main(int argc, char** argv) {
  yacht::YachtPolicy policy(yacht::DefaultCacheDir());
  return engines::RunEngineMain(argc, argv, policy);
}
