#include "protocol/time_allotment.h"

#include <algorithm>

namespace protocol {

int64_t AllotMs(const ClockReading& clock, int moves_left, int64_t latency_ms) {
  const int64_t usable = clock.remaining_ms - latency_ms - clock.remaining_ms / 20;
  if (usable <= 1) return 1;
  int moves = std::max(1, moves_left);
  if (clock.moves_to_go > 0) moves = std::min(moves, clock.moves_to_go);
  const int64_t share = usable / moves + clock.increment_ms * 3 / 4;
  return std::max<int64_t>(1, std::min(share, usable / 2));
}

}  // namespace protocol
