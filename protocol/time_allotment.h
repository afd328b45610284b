// How much of a clock to spend on one move: the rule shared by the harness
// (the per-move budget it suggests in DecideRequest.time_budget_ms) and the
// built-in engines' time manager (engines/common/thinking_time.h), so both
// read a clock the same way.
#ifndef PROTOCOL_TIME_ALLOTMENT_H_
#define PROTOCOL_TIME_ALLOTMENT_H_

#include <cstdint>

namespace protocol {

struct ClockReading {
  int64_t remaining_ms = 0;
  int64_t increment_ms = 0;
  // Moves until the clock is refilled, this one included; 0 = never.
  int moves_to_go = 0;
};

// What the harness assumes is left of a game whose length it does not know.
inline constexpr int kDefaultMovesLeft = 30;

// The time for this move, at least 1 ms: keep `latency_ms` and a twentieth
// of the clock in reserve, share the rest over the moves left (`moves_left`,
// the caller's estimate, or moves_to_go if sooner) and add three quarters of
// the increment, but never take more than half of the usable time.
int64_t AllotMs(const ClockReading& clock, int moves_left, int64_t latency_ms);

}  // namespace protocol

#endif  // PROTOCOL_TIME_ALLOTMENT_H_
