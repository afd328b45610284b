// Which games of a schedule one process plays: game_index % count == index,
// a deterministic 1/count of it (`tourney shard`, `run --shard I/N`; the
// logs are merged after).
#ifndef HARNESS_PLAN_SHARD_H_
#define HARNESS_PLAN_SHARD_H_

#include <cstdint>
#include <optional>
#include <string>

namespace harness {

struct Shard {
  int index = 0;
  int count = 1;

  bool Valid() const { return count >= 1 && index >= 0 && index < count; }
  // The games of a schedule of `size` games in this shard.
  int64_t GamesOf(int64_t size) const {
    return size > index ? (size - index + count - 1) / count : 0;
  }
  bool Holds(int64_t game_index) const { return game_index % count == index; }
};

// "I/N" with 0 <= I < N, else nullopt.
std::optional<Shard> ParseShard(const std::string& text);

}  // namespace harness

#endif  // HARNESS_PLAN_SHARD_H_
