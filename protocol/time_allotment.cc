#include "protocol/time_allotment.h"

#include <algorithm>

namespace protocol {

int64_t AllotMs(const ClockReading& clock, int moves_left, int64_t latency_ms) {
  // 128-bit: no clock a request can carry overflows, and the answer (at
  // most half of what is left) fits 64 bits again.
  using Wide = __int128;
  const Wide usable = Wide{clock.remaining_ms} - latency_ms - clock.remaining_ms / 20;
  if (usable <= 1) return 1;
  int moves = std::max(1, moves_left);
  if (clock.moves_to_go > 0) moves = std::min(moves, clock.moves_to_go);
  const Wide share = usable / moves + Wide{clock.increment_ms} * 3 / 4;
  return static_cast<int64_t>(std::max<Wide>(1, std::min(share, usable / 2)));
}

}  // namespace protocol
