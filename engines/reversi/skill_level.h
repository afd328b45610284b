// The Reversi engine's `level` ladder, from near-random (1) to full
// strength (kTopLevel): each level a fixed effort (a depth or a node
// budget), leaf noise and an exact-endgame horizon, none read from the
// clock, so a ladder played untimed is the same on any machine.
#ifndef ENGINES_REVERSI_SKILL_LEVEL_H_
#define ENGINES_REVERSI_SKILL_LEVEL_H_

#include <cstdint>

#include "bot/v1/engine.pb.h"
#include "protocol/option_values.h"

namespace reversi {

inline constexpr int kTopLevel = 10;

// What throttles the strong search.
struct StrongThrottles {
  int depth = 0;      // 0: none of its own
  int64_t nodes = 0;  // 0: none of its own
  double noise_discs = 0;
  int endgame_empties = 16;
};

// The `level` option's declaration: its range, and each level's throttles.
bot::v1::OptionSpec LevelOption();

// The level's throttles when `level` is set (1..kTopLevel); else the
// `depth`, `noise` and `endgame_empties` options'.
StrongThrottles StrongThrottlesFrom(const protocol::OptionValues& options);

}  // namespace reversi

#endif  // ENGINES_REVERSI_SKILL_LEVEL_H_
