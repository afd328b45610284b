// A set of game indices that costs about a bit per game: a bitmap in pages
// of 4096 indices, made as indices arrive. A tournament's finished games (a
// prefix, a shard's every n-th game, scattered holes) fill their pages
// densely; any index a bad log holds costs one page at most.
#ifndef HARNESS_RESULTS_GAME_INDEX_SET_H_
#define HARNESS_RESULTS_GAME_INDEX_SET_H_

#include <array>
#include <cstdint>
#include <unordered_map>

namespace harness {

class GameIndexSet {
 public:
  // Adds `index` (>= 0); false if it was already there.
  bool Insert(int64_t index);
  bool Contains(int64_t index) const;
  int64_t size() const { return size_; }

 private:
  static constexpr int64_t kPageBits = 4096;
  using Page = std::array<uint64_t, kPageBits / 64>;
  std::unordered_map<int64_t, Page> pages_;
  int64_t size_ = 0;
};

}  // namespace harness

#endif  // HARNESS_RESULTS_GAME_INDEX_SET_H_
