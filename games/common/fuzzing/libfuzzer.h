// Both sides' fuzz tests under libFuzzer, clang's coverage-guided fuzzer.
// Built with clang and linked with libFuzzer's runtime (--config=libfuzzer,
// run by scripts/libfuzzer.sh), a fuzz test hands its executions to
// libFuzzer instead of its seeded loop: its valid inputs are the seed
// corpus, its own structured mutator is libFuzzer's custom mutator (with
// libFuzzer's byte mutations one time in four), and each input is judged
// as the seeded loop judges one. A broken rule aborts, so that libFuzzer
// saves the input as an artifact (in the test's outputs) and the test
// fails. In any other build the runtime is absent and LibFuzzerLinked() is
// false.
//
// libFuzzer ends its run with exit(), so it runs in a child process: a test
// binary may fuzz several targets, one test case each.
#ifndef GAMES_COMMON_FUZZING_LIBFUZZER_H_
#define GAMES_COMMON_FUZZING_LIBFUZZER_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "games/common/seeded_random.h"

namespace games::fuzzing {

// Whether libFuzzer's runtime is linked into this binary.
bool LibFuzzerLinked();

struct LibFuzzerRun {
  std::string name;
  std::vector<std::string> corpus;  // the seed inputs
  uint64_t seed = 1;
  // Inputs to run; FUZZ_SECONDS in the environment runs for that long
  // instead.
  int64_t runs = 1000;
  size_t max_input_bytes = 1 << 16;
  // One input: false if it is no input at all (libFuzzer does not keep it).
  // A broken rule aborts (after saying which).
  std::function<bool(const std::string& input)> test_one;
  // The target's own mutation of an input; false: none applied (libFuzzer's
  // byte mutations are used instead).
  std::function<bool(std::string* input, SeededRandom& random)> mutate;
  // Called in the child when libFuzzer ends the run: prints its summary and
  // says whether the run as a whole was sound (beyond each input's rule).
  std::function<bool()> finish;
};

// Runs libFuzzer in a child process; true if it ended with no broken rule,
// crash or hang and `finish` was content.
bool RunLibFuzzer(LibFuzzerRun run);

}  // namespace games::fuzzing

#endif  // GAMES_COMMON_FUZZING_LIBFUZZER_H_
