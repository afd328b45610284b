// Types shared by the Reversi searches: results, the clock that stops a
// search, and the seeded evaluation noise used as a skill throttle.
#ifndef ENGINES_REVERSI_SEARCH_TYPES_H_
#define ENGINES_REVERSI_SEARCH_TYPES_H_

#include <chrono>
#include <cstdint>
#include <vector>

#include "games/common/seeded_random.h"
#include "games/reversi/bitboard.h"

namespace reversi {

struct SearchResult {
  int move = -1;  // square, or kPass (64)
  int score = 0;  // for the side to move, in the search's units
  int depth = 0;  // deepest completed iteration
  int64_t nodes = 0;
  bool exact = false;  // solved to the end of the game
  std::vector<int> principal_variation;
};

// A search deadline, checked every few thousand nodes.
class SearchClock {
 public:
  // `budget_ms` <= 0 means no deadline.
  explicit SearchClock(int64_t budget_ms)
      : start_(std::chrono::steady_clock::now()), budget_ms_(budget_ms) {}

  int64_t ElapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
  }
  bool HasDeadline() const { return budget_ms_ > 0; }
  bool Expired() const { return HasDeadline() && ElapsedMs() >= budget_ms_; }
  int64_t BudgetMs() const { return budget_ms_; }

 private:
  std::chrono::steady_clock::time_point start_;
  int64_t budget_ms_;
};

// Deterministic pseudo-random perturbation of a leaf score: the same
// position and seed always get the same offset, in [-amplitude, amplitude].
class LeafNoise {
 public:
  LeafNoise(int amplitude, uint64_t seed) : amplitude_(amplitude), seed_(seed) {}

  int For(const Position& position) const {
    if (amplitude_ == 0) return 0;
    const uint64_t h = games::MixSeeds(games::MixSeeds(seed_, position.own), position.opp);
    return static_cast<int>(h % (2 * static_cast<uint64_t>(amplitude_) + 1)) - amplitude_;
  }

 private:
  int amplitude_;
  uint64_t seed_;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_SEARCH_TYPES_H_
