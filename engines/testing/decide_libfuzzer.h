// The engines' fuzz tests under libFuzzer (games/common/fuzzing/libfuzzer.h):
// the requests of real games, each with one of the test's option sets, are
// the seed corpus; request_mutator.h mutates them; every input is judged as
// the seeded loop judges one (decide_judge.h).
#ifndef ENGINES_TESTING_DECIDE_LIBFUZZER_H_
#define ENGINES_TESTING_DECIDE_LIBFUZZER_H_

#include <functional>
#include <vector>

#include "bot/v1/engine.pb.h"
#include "engines/common/engine_server.h"
#include "engines/testing/decide_fuzz.h"

namespace engines::fuzz {

// Runs libFuzzer (in a child process) for settings.iterations inputs, or
// FUZZ_SECONDS, from the requests `own` (of the games `policy` plays),
// mutating with `pool` (of every game) at hand. When its run ends, `finish`
// gets the report there (to print it, and to say whether the run as a whole
// was sound). True if no rule was broken and `finish` was content.
bool RunUnderLibFuzzer(EnginePolicy& policy, const FuzzSettings& settings,
                       const std::vector<bot::v1::DecideRequest>& pool,
                       const std::vector<const bot::v1::DecideRequest*>& own,
                       std::function<bool(const FuzzReport&)> finish);

}  // namespace engines::fuzz

#endif  // ENGINES_TESTING_DECIDE_LIBFUZZER_H_
