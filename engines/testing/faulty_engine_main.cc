// faulty_engine: a bot.v1 engine that misbehaves on purpose (see
// faulty_policy.h); used by the harness's fault tests.
#include <unistd.h>

#include <cstdio>

#include "engines/testing/faulty_policy.h"

int main(int argc, char** argv) {
  // Tests count these lines in the engines log to see each fault restart
  // the process.
  std::fprintf(stderr, "faulty engine started, pid %d\n", static_cast<int>(::getpid()));
  engines::FaultyPolicy policy;
  return engines::RunEngineMain(
      argc, argv, policy,
      [&policy](const bot::v1::StdioRequest& request, const bot::v1::StdioResponse& answer) {
        return policy.StdioAnswer(request, answer);
      });
}
