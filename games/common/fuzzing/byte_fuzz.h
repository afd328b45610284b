// A seeded mutation fuzzer for anything that reads bytes (the harness's
// config parser, results-log reader, stdio readers), run as a GoogleTest:
// inputs start from valid ones (the target's seeds) and get one to four
// byte-level mutations each: bits flipped, bytes replaced, inserted or
// deleted, ranges duplicated or cut, tokens of the input's own language
// (the target's dictionary) and extreme numbers inserted, another seed's
// tail spliced in, the input cut short. The target judges each input:
// accepted, refused with one line, or a broken rule; a crash or a hang ends
// the test after fuzz_loop.h's handler names the input. Every 16th input
// is a seed as it is, and must be accepted. Driven by one seeded stream, so
// a seed and an iteration name one input.
//
// The default run is fixed and short; a longer one (tests/README.md):
//   bazel test //harness/results:results_log_fuzz_test --test_output=all
//       --test_timeout=3600 --test_env=FUZZ_ITERATIONS=1000000 --test_env=FUZZ_SEED=7
#ifndef GAMES_COMMON_FUZZING_BYTE_FUZZ_H_
#define GAMES_COMMON_FUZZING_BYTE_FUZZ_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "games/common/seeded_random.h"

namespace games::fuzzing {

// What the target made of one input.
struct Verdict {
  enum Kind { kAccepted, kRefused, kBroken };
  Kind kind = kAccepted;
  // kRefused: the reader's message (it must be one non-empty line);
  // kBroken: the rule the reader broke.
  std::string detail;
};
inline Verdict Accepted() { return {Verdict::kAccepted, ""}; }
inline Verdict Refused(std::string message) { return {Verdict::kRefused, std::move(message)}; }
inline Verdict Broken(std::string rule) { return {Verdict::kBroken, std::move(rule)}; }

struct ByteTarget {
  std::string name;
  std::vector<std::string> seeds;       // valid inputs (at least one)
  std::vector<std::string> dictionary;  // tokens of the input's language
  size_t max_size = 1 << 16;            // inputs are cut to this many bytes
  std::function<Verdict(const std::string& input)> run;
};

struct ByteFuzzReport {
  int64_t executions = 0;
  int64_t accepted = 0;
  int64_t refused = 0;
  // Refusals with digit runs folded to '#', by count: what was reached.
  std::map<std::string, int64_t> reasons;
  int64_t failed = 0;                 // broken rules and exceptions
  std::vector<std::string> failures;  // the first few, with their inputs
};

// Applies one to four mutations to `bytes` (see above); `corpus` (may be
// empty) gives tails to splice in.
void MutateBytes(std::string* bytes, SeededRandom& random,
                 const std::vector<std::string>& dictionary = {},
                 const std::vector<std::string>& corpus = {});

// Runs `iterations` inputs from `seed` through the target and prints a
// summary (executions, accepted, refused, the commonest refusals).
ByteFuzzReport FuzzBytes(const ByteTarget& target, uint64_t seed, int64_t iterations);

// A fuzz test: FuzzBytes with FUZZ_SEED and FUZZ_ITERATIONS from the
// environment over the defaults, and the verdict as gtest expectations:
// every execution ran, none broke a rule, both acceptance and refusal
// occurred. Where libFuzzer's runtime is linked (libfuzzer.h), libFuzzer
// runs the target instead, judging each input the same way.
void ExpectSoundUnderByteFuzz(const ByteTarget& target, int64_t default_iterations);

// `text` with bytes outside printable ASCII as C escapes, for messages.
std::string Escaped(const std::string& text);

}  // namespace games::fuzzing

#endif  // GAMES_COMMON_FUZZING_BYTE_FUZZ_H_
