// faulty_engine: a bot.v1 engine that misbehaves on purpose (see
// faulty_policy.h); used by the harness's fault tests.
#include "engines/testing/faulty_policy.h"

int main(int argc, char** argv) {
  engines::FaultyPolicy policy;
  return engines::RunEngineMain(argc, argv, policy);
}
