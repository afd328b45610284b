// Plain misère minimax over whole boards, memoised on the filled cells: the
// independent reference the region solver is tested and measured against.
#ifndef ENGINES_NIMTETRIS_MINIMAX_H_
#define ENGINES_NIMTETRIS_MINIMAX_H_

#include <cstdint>
#include <unordered_map>
#include <utility>

#include "games/nimtetris/board.h"

namespace nimtetris {

class Minimax {
 public:
  explicit Minimax(const Geometry& geometry) : geometry_(geometry) {}

  bool MoverWins(Bits filled) {
    const Key key{static_cast<uint64_t>(filled >> 64), static_cast<uint64_t>(filled)};
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool wins = true;  // no move: the opponent placed the last piece
    for (const Placement& placement : geometry_.placements()) {
      if (placement.cells & filled) continue;
      wins = false;
      if (!MoverWins(filled | placement.cells)) {
        wins = true;
        break;
      }
    }
    memo_.emplace(key, wins);
    return wins;
  }
  size_t positions() const { return memo_.size(); }

 private:
  using Key = std::pair<uint64_t, uint64_t>;
  struct KeyHash {
    size_t operator()(const Key& key) const {
      return std::hash<uint64_t>()(key.first * 0x9e3779b97f4a7c15ULL ^ key.second);
    }
  };
  const Geometry& geometry_;
  std::unordered_map<Key, bool, KeyHash> memo_;
};

}  // namespace nimtetris

#endif  // ENGINES_NIMTETRIS_MINIMAX_H_
