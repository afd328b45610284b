#include "harness/cli/seed_flag.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"

namespace harness {

absl::StatusOr<uint64_t> ParseSeedFlag(const std::string& text) {
  if (text == "random") return 0;
  uint64_t seed;
  if (absl::SimpleAtoi(text, &seed) && seed > 0) return seed;
  return absl::InvalidArgumentError(absl::StrCat(
      "--seed ", text, ": expected a whole number from 1 to ", UINT64_MAX,
      text == "0" ? ", or --seed random for a seed from the clock (printed and recorded)"
                  : ", or random"));
}

uint64_t ClockSeed() { return static_cast<uint64_t>(absl::ToUnixMicros(absl::Now())) | 1; }

}  // namespace harness
