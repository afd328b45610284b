// --seed for `run`, `sprt` and `check`: a whole number from 1, or "random".
#ifndef HARNESS_CLI_SEED_FLAG_H_
#define HARNESS_CLI_SEED_FLAG_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"

namespace harness {

// The seed `text` names, or 0 for "random" (the caller then draws one with
// ClockSeed and prints it). 0 itself is refused: it used to mean the clock
// silently.
absl::StatusOr<uint64_t> ParseSeedFlag(const std::string& text);

// A seed from the clock, never 0.
uint64_t ClockSeed();

}  // namespace harness

#endif  // HARNESS_CLI_SEED_FLAG_H_
