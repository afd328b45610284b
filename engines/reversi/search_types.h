// Types shared by the Reversi searches: results, the clock that stops a
// search, and the seeded evaluation noise used as a skill throttle.
#ifndef ENGINES_REVERSI_SEARCH_TYPES_H_
#define ENGINES_REVERSI_SEARCH_TYPES_H_

#include <algorithm>
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
  // The root score of each completed iteration (depth 1, 2, ...).
  std::vector<int> scores_by_depth;
};

// When a search must stop: a deadline (read every few thousand nodes) and a
// node budget (exact), either or both. With no deadline the clock is never
// read, so a node- or depth-limited search depends only on its input.
class SearchClock {
 public:
  // `budget_ms` <= 0: no deadline; `node_limit` <= 0: no node budget.
  explicit SearchClock(int64_t budget_ms, int64_t node_limit = 0)
      : SearchClock(budget_ms, node_limit, std::chrono::steady_clock::now()) {}
  // Started at `start` (a test seam: a clock already expired).
  SearchClock(int64_t budget_ms, int64_t node_limit, std::chrono::steady_clock::time_point start)
      : start_(start), budget_ms_(budget_ms), node_limit_(node_limit) {}

  int64_t ElapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
  }
  bool HasDeadline() const { return budget_ms_ > 0; }
  bool Expired() const { return HasDeadline() && ElapsedMs() >= budget_ms_; }
  int64_t BudgetMs() const { return budget_ms_; }
  int64_t NodeLimit() const { return node_limit_; }
  // Whether a search that has visited `nodes` must stop; the clock is read
  // only when `nodes` is a multiple of `clock_every` (a power of two).
  bool Stop(int64_t nodes, int64_t clock_every) const {
    if (node_limit_ > 0 && nodes >= node_limit_) return true;
    return (nodes & (clock_every - 1)) == 0 && Expired();
  }
  // Whether to start no other iteration of an iterative deepening: the
  // deadline has passed, or the next, several times costlier, iteration is
  // unlikely to finish within the node budget (a third of it is gone).
  // Time left never ends the deepening early: the search runs up to the
  // deadline and keeps what the iteration it cuts short has found.
  bool TooLateForAnotherIteration(int64_t nodes) const {
    return Expired() || (node_limit_ > 0 && nodes * 3 > node_limit_);
  }
  // The node limit alone: a search it stops depends only on its input.
  SearchClock NodesOnly() const { return SearchClock(0, node_limit_, start_); }
  // Half of what is left of both, for a sub-search that may fail.
  SearchClock Half() const {
    return SearchClock(HasDeadline() ? std::max<int64_t>(1, budget_ms_ / 2) : 0,
                       node_limit_ > 0 ? std::max<int64_t>(1, node_limit_ / 2) : 0);
  }

 private:
  std::chrono::steady_clock::time_point start_;
  int64_t budget_ms_;
  int64_t node_limit_;
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
