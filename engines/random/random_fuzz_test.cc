// The random engine under the request fuzzer (engines/testing/decide_fuzz.h):
// it must answer or refuse, never crash.
#include "engines/random/random_policy.h"
#include "engines/testing/decide_fuzz.h"
#include "gtest/gtest.h"

namespace engines {
namespace {

TEST(RandomFuzzTest, AnswersFromTheListOrRefusesInOneLine) {
  RandomPolicy policy;
  fuzz::FuzzSettings settings;
  settings.iterations = 20000;
  fuzz::ExpectSoundUnderFuzz(policy, settings);
}

}  // namespace
}  // namespace engines
