#include "harness/cli/seed_flag.h"

#include <sys/random.h>

#include <cerrno>
#include <cstdlib>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace harness {

absl::StatusOr<uint64_t> ParseSeedFlag(const std::string& text) {
  if (text == "random") return 0;
  uint64_t seed;
  if (absl::SimpleAtoi(text, &seed) && seed > 0) return seed;
  return absl::InvalidArgumentError(absl::StrCat(
      "--seed ", text, ": expected a whole number from 1 to ", UINT64_MAX,
      text == "0" ? ", or --seed random for a seed picked at random (printed and recorded)"
                  : ", or random"));
}

uint64_t RandomSeed() {
  uint64_t seed = 0;
  while (seed == 0) {
    const ssize_t got = getrandom(&seed, sizeof seed, 0);
    if (got < 0 && errno != EINTR) std::abort();  // no kernel random source: no secret seed
    if (got != static_cast<ssize_t>(sizeof seed)) seed = 0;
  }
  return seed;
}

std::string GivenSeedWarning(const games::GameType& type, uint64_t seed) {
  if (!type.chance && type.hidden_information.empty()) return "";
  return absl::StrCat("warning: seed ", seed, " was given: engines that guess it can predict this ",
                      type.id,
                      " tournament's deals and dice (a contest keeps its seed secret, or leaves it "
                      "out for one picked at random)");
}

}  // namespace harness
