// A seeded mutation fuzzer for an engine policy, in process: real
// DecideRequests from seeded random games of every registered game (every
// variant and seat count, played by the referees as the conformance suite
// plays them), mutated (request_mutator.h), each passed to DecideChecked as
// the gRPC and stdio servers pass it. Every answer must be an action the
// request lists (or, where the policy answers outside the list, one
// `unlisted_ok` accepts) or an INVALID_ARGUMENT error with a one-line
// reason. A crash or a hang kills the test (a handler first prints the
// seed, the iteration and the request); an exception escaping DecideChecked
// (which would end an engine process) counts as a crash.
#ifndef ENGINES_TESTING_DECIDE_FUZZ_H_
#define ENGINES_TESTING_DECIDE_FUZZ_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "bot/v1/engine.pb.h"
#include "engines/common/engine_server.h"
#include "games/common/game.h"

namespace engines::fuzz {

struct FuzzSettings {
  uint64_t seed = 1;
  int64_t iterations = 1000;
  // Option sets the requests take in turn: settings that answer quickly,
  // since the fuzzer wants many executions.
  std::vector<std::map<std::string, std::string>> option_sets = {{}};
  // Carried by every request (mutations keep them), so searches stay short.
  bot::v1::SearchLimits limits;
  // Judges an answer missing from the legal actions of a request the policy
  // may answer outside its list; null: no such answer is right.
  std::function<bool(const bot::v1::DecideRequest& request, const bot::v1::Action& answer)>
      unlisted_ok;
  // Each execution in a forked child: a crash is counted and the run goes
  // on (slower; caches do not carry over). Otherwise the first crash ends
  // the test, after the handler names the request.
  bool fork = false;
};

// `defaults` with FUZZ_ITERATIONS, FUZZ_SEED and FUZZ_FORK (1: fork) from
// the environment over them, for longer runs:
//   bazel test //engines/yacht:yacht_fuzz_test --test_env=FUZZ_ITERATIONS=200000
//       --test_env=FUZZ_FORK=1 --test_timeout=3600 --test_output=all
FuzzSettings FromEnvironment(FuzzSettings defaults);

struct FuzzReport {
  int64_t executions = 0;
  int64_t answered = 0;  // an action the request lists (or accepted unlisted)
  int64_t refused = 0;   // INVALID_ARGUMENT with a one-line reason
  // Refusal reasons with digits folded to '#', by count: what was reached.
  std::map<std::string, int64_t> reasons;
  // Answers that broke the rule above: how many, and the first few with
  // their requests.
  int64_t failed = 0;
  // Of those, crashes: exceptions, and with fork also signals and hangs.
  int64_t crashes = 0;
  std::vector<std::string> failures;
};

// Runs settings.iterations executions on `policy` and prints a summary
// (seed, executions, answers, refusals, the commonest reasons) to stdout.
FuzzReport FuzzPolicy(EnginePolicy& policy, const FuzzSettings& settings);

// An engine's fuzz test: `defaults` under the environment's settings
// (FromEnvironment), run, and the verdict as gtest expectations: every
// execution ran, none broke the rule, both answers and refusals occurred.
// Where libFuzzer's runtime is linked (decide_libfuzzer.h), libFuzzer runs
// the executions instead, judged the same way.
void ExpectSoundUnderFuzz(EnginePolicy& policy, const FuzzSettings& defaults);

// The request `game` (a game of registry id `game_id`) asks its seat to
// move, as the harness's match runner builds it.
bot::v1::DecideRequest RequestFor(const games::Game& game, const std::string& game_id,
                                  const std::string& variant);

// DecideChecked's refusal of `request`: its message, after expecting
// INVALID_ARGUMENT (a test failure if the policy answers instead).
std::string Refusal(EnginePolicy& policy, const bot::v1::DecideRequest& request);

// The requests a seeded random game of each registered game, variant and
// seat count asks (the fuzzer's starting points), with `limits`.
std::vector<bot::v1::DecideRequest> SeedRequests(uint64_t seed,
                                                 const bot::v1::SearchLimits& limits);

}  // namespace engines::fuzz

#endif  // ENGINES_TESTING_DECIDE_FUZZ_H_
