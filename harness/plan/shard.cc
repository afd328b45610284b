#include "harness/plan/shard.h"

#include "absl/strings/numbers.h"

namespace harness {

std::optional<Shard> ParseShard(const std::string& text) {
  const size_t slash = text.find('/');
  Shard shard;
  if (slash == std::string::npos || !absl::SimpleAtoi(text.substr(0, slash), &shard.index) ||
      !absl::SimpleAtoi(text.substr(slash + 1), &shard.count) || !shard.Valid()) {
    return std::nullopt;
  }
  return shard;
}

}  // namespace harness
