#include "games/davinci/tiles.h"

#include <cstddef>

namespace davinci {

int NumberPosition(const std::vector<int>& rack, int tile) {
  int position = 0;
  for (std::size_t i = 0; i < rack.size(); ++i) {
    if (!IsJoker(rack[i]) && rack[i] < tile) position = static_cast<int>(i) + 1;
  }
  return position;
}

}  // namespace davinci
