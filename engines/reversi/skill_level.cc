#include "engines/reversi/skill_level.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "protocol/engine_info.h"

namespace reversi {
namespace {

// Noise of tens of discs swamps the evaluation (near-random); then deeper
// searches with less noise; the top levels spend node budgets, the last
// about what 100 ms a move buys on this project's 2-core machine.
constexpr StrongThrottles kLevels[kTopLevel] = {
    // depth, nodes, noise (discs), endgame_empties
    {1, 0, 30, 0},       // 1
    {1, 0, 10, 0},       // 2
    {1, 0, 3, 0},        // 3
    {2, 0, 2, 4},        // 4
    {3, 0, 1, 6},        // 5
    {4, 0, 0, 8},        // 6
    {5, 0, 0, 10},       // 7
    {0, 20000, 0, 12},   // 8
    {0, 80000, 0, 14},   // 9
    {0, 250000, 0, 16},  // 10
};

std::string Describe(int level, const StrongThrottles& throttles) {
  std::string text = absl::StrCat(level, ": ");
  if (throttles.depth > 0) absl::StrAppend(&text, "depth ", throttles.depth);
  if (throttles.nodes > 0) absl::StrAppend(&text, throttles.nodes, " nodes");
  if (throttles.noise_discs > 0) absl::StrAppend(&text, ", noise ", throttles.noise_discs);
  if (throttles.endgame_empties > 0) {
    absl::StrAppend(&text, ", solved from ", throttles.endgame_empties, " empties");
  }
  return text;
}

}  // namespace

bot::v1::OptionSpec LevelOption() {
  std::string description = absl::StrCat(
      "strength ladder for eval=strong, 1 (near-random) to ", kTopLevel,
      " (full strength); it replaces depth, noise and endgame_empties with fixed efforts that "
      "never read the clock (the harness's time and limits still cap them: play a ladder "
      "untimed, tc=inf, for the same games on any machine); 0 = off, the other options decide. ");
  for (int level = 1; level <= kTopLevel; ++level) {
    absl::StrAppend(&description, level > 1 ? "; " : "", Describe(level, kLevels[level - 1]));
  }
  return protocol::IntOption("level", 0, 0, kTopLevel, description);
}

StrongThrottles StrongThrottlesFrom(const protocol::OptionValues& options) {
  const int64_t level = options.Int("level");
  if (level > 0) return kLevels[level - 1];
  StrongThrottles throttles;
  throttles.depth = static_cast<int>(options.Int("depth"));
  throttles.noise_discs = options.Double("noise");
  throttles.endgame_empties = static_cast<int>(options.Int("endgame_empties"));
  return throttles;
}

}  // namespace reversi
