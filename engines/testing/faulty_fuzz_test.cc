// The faulty engine with fault=none (a random player of every game) under
// the request fuzzer: it must answer or refuse, never crash.
#include "engines/testing/decide_fuzz.h"
#include "engines/testing/faulty_policy.h"
#include "gtest/gtest.h"

namespace engines {
namespace {

TEST(FaultyFuzzTest, AnswersFromTheListOrRefusesInOneLine) {
  FaultyPolicy policy;
  fuzz::FuzzSettings settings;
  settings.iterations = 20000;
  settings.option_sets = {{{"fault", "none"}}, {{"fault", "none"}, {"report", "score"}}};
  fuzz::ExpectSoundUnderFuzz(policy, settings);
}

}  // namespace
}  // namespace engines
