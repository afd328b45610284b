// --seed for `run`, `sprt` and `check`: a whole number from 1, or "random".
#ifndef HARNESS_CLI_SEED_FLAG_H_
#define HARNESS_CLI_SEED_FLAG_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "games/common/game_type.h"

namespace harness {

// The seed `text` names, or 0 for "random" (the caller then draws one with
// RandomSeed and prints it). 0 itself is refused: it used to mean the clock
// silently.
absl::StatusOr<uint64_t> ParseSeedFlag(const std::string& text);

// A seed from the kernel's random source (getrandom), never 0. Never the
// clock: an engine could guess the time a run started, and from the seed
// its opponents' hidden tiles and the dice to come.
uint64_t RandomSeed();

// The one-line warning for a tournament of `type` played with a seed the
// user gave (flag or config), or "" where the seed hides nothing.
std::string GivenSeedWarning(const games::GameType& type, uint64_t seed);

}  // namespace harness

#endif  // HARNESS_CLI_SEED_FLAG_H_
