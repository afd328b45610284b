// The strong search on one thread and on several (lazy SMP over the shared
// transposition table). One thread must search node for node as the
// single-threaded search before the table was shared did: the strength
// tests and the default tournament depend on it.
#include <chrono>
#include <cstdint>
#include <vector>

#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/evaluation.h"
#include "engines/reversi/strong_search.h"
#include "engines/reversi/strong_search_thread.h"
#include "games/reversi/rules_endgame_solver.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

struct Expected {
  int64_t nodes;
  int depth;
  int move;
  int score;
};

// A depth- or node-limited search of two seeded random positions, and what
// it gives. The values change only with the search (or the evaluation's
// weights): the row whose endgame solver is cut short follows the
// rules-level solver's node count too (git log -p gives each change).
struct PinnedSearch {
  const char* name;
  int empties;
  uint64_t seed;
  bool patterns;  // the learned evaluation, else the hand-weighted one
  double probcut_confidence;
  int max_depth;
  int64_t node_limit;
  int endgame_empties;
  int table_log2_entries;
  Expected expected[2];
};

// One row a search, as the struct reads (clang-format would put every
// field on a line of its own).
// clang-format off
const PinnedSearch kPinned[] = {
    {"ProbCut, depth 8", 30, 11, true, 1.5, 8, 0, 0, 19,
     {{11494, 8, 55, 331}, {5669, 8, 23, 1797}}},
    // 1 024 entries: slots are replaced all the time.
    {"ProbCut, depth 8, small table", 36, 12, true, 1.5, 8, 0, 0, 10,
     {{13661, 8, 33, 3257}, {42862, 8, 42, -230}}},
    {"ProbCut, depth 11", 32, 18, true, 1.5, 11, 0, 0, 19,
     {{115990, 11, 38, -1399}, {7188, 11, 17, -2016}}},
    {"no ProbCut, depth 6", 40, 13, true, 0, 6, 0, 0, 19,
     {{9115, 6, 43, 1926}, {5055, 6, 22, -133}}},
    {"classic, depth 6", 44, 14, false, 0, 6, 0, 0, 16,
     {{16062, 6, 3, -192}, {7973, 6, 60, 2048}}},
    {"60 000 nodes", 40, 15, true, 1.5, 60, 60000, 0, 19,
     {{37057, 8, 12, -1567}, {24408, 9, 42, -2293}}},
    // Both stop between iterations: none starts once a third of the
    // budget is gone (SearchClock::TooLateForAnotherIteration).
    {"5 000 nodes", 40, 17, true, 1.5, 60, 5000, 0, 19,
     {{2706, 6, 32, -1658}, {3720, 6, 44, 1152}}},
    // The solver cannot finish in its half; the midgame search gets the rest.
    {"30 000 nodes, solver cut short", 20, 16, true, 1.5, 60, 30000, 20, 19,
     {{16413, 1, 56, 751}, {16436, 1, 6, 2166}}},
};
// clang-format on

StrongSearchOptions OptionsFor(const PinnedSearch& pinned) {
  StrongSearchOptions options;
  options.time_ms = 0;
  options.max_depth = pinned.max_depth;
  options.node_limit = pinned.node_limit;
  options.endgame_empties = pinned.endgame_empties;
  options.weights = pinned.patterns ? &BuiltInPatternWeights() : nullptr;
  options.probcut_confidence = pinned.probcut_confidence;
  options.table_log2_entries = pinned.table_log2_entries;
  return options;
}

TEST(StrongSearchSmpTest, OneThreadSearchesNodeForNodeAsBefore) {
  for (const PinnedSearch& pinned : kPinned) {
    const std::vector<Position> positions = RandomPositions(2, pinned.empties, pinned.seed);
    for (int i = 0; i < 2; ++i) {
      const SearchResult result = StrongSearch(OptionsFor(pinned)).Run(positions[i]);
      const Expected& expected = pinned.expected[i];
      EXPECT_EQ(result.nodes, expected.nodes) << pinned.name << ", position " << i;
      EXPECT_EQ(result.depth, expected.depth) << pinned.name << ", position " << i;
      EXPECT_EQ(result.move, expected.move) << pinned.name << ", position " << i;
      EXPECT_EQ(result.score, expected.score) << pinned.name << ", position " << i;
    }
  }
}

// Table entries deep enough to be used in the last iteration were searched
// to the end of the game, whichever thread stored them: the value is exact,
// as the rules-level solver finds it, and the move chosen achieves it.
TEST(StrongSearchSmpTest, TwoThreadsSearchingToTheEndFindTheExactValue) {
  for (const double probcut_confidence : {0.0, 1.5}) {
    for (const Position& position : RandomPositions(4, 14, 21)) {
      if (PopCount(position.Moves()) < 2) continue;
      StrongSearchOptions options;
      options.time_ms = 0;
      options.endgame_empties = 0;  // the midgame search all the way
      options.weights = &BuiltInPatternWeights();
      options.probcut_confidence = probcut_confidence;
      options.threads = 2;
      const SearchResult result = StrongSearch(options).Run(position);
      RulesEndgameSolver solver;
      const int exact = solver.Solve(position)->score;
      EXPECT_TRUE(result.exact);
      EXPECT_EQ(result.depth, 14);
      EXPECT_EQ(result.score, exact * kDiscUnit) << "ProbCut " << probcut_confidence;
      ASSERT_TRUE(position.Moves() & SquareBit(result.move));
      EXPECT_EQ(-solver.Solve(position.Play(result.move))->score, exact);
    }
  }
}

// The node limit counts every thread's nodes; each publishes its own in
// batches, so together they may pass it by less than a batch a helper (and
// a node a thread).
TEST(StrongSearchSmpTest, ThreadsKeepToTheNodeLimitTogether) {
  for (const int threads : {2, 3}) {
    for (const int64_t node_limit : {200, 3000, 20000}) {
      for (const Position& position : RandomPositions(4, 40, 22)) {
        StrongSearchOptions options;
        options.time_ms = 0;
        options.node_limit = node_limit;
        options.weights = &BuiltInPatternWeights();
        options.threads = threads;
        const SearchResult result = StrongSearch(options).Run(position);
        EXPECT_TRUE(position.Moves() & SquareBit(result.move));
        EXPECT_LT(result.nodes,
                  node_limit + (threads - 1) * StrongSearchThread::kPublishEvery + threads)
            << threads << " threads, " << node_limit << " nodes";
      }
    }
  }
}

// In the endgame the parallel solver gets half the nodes, counted over
// its threads too (each adds its own every 4 096 nodes, so together they
// pass the half by less than 2 * 4 096 a thread): the midgame search still
// has nodes left for its first iterations, and the total keeps to the limit.
TEST(StrongSearchSmpTest, ThreadsKeepToTheNodeLimitInTheEndgameToo) {
  constexpr int64_t kNodeLimit = 100000;
  for (const Position& position : RandomPositions(4, 22, 24)) {
    if (PopCount(position.Moves()) < 2) continue;
    StrongSearchOptions options;
    options.time_ms = 0;
    options.node_limit = kNodeLimit;
    options.endgame_empties = 22;
    options.weights = &BuiltInPatternWeights();
    options.threads = 2;
    const SearchResult result = StrongSearch(options).Run(position);
    EXPECT_FALSE(result.exact);  // far too few nodes to solve 22 empties
    EXPECT_GE(result.depth, 1);
    EXPECT_LT(result.nodes, kNodeLimit + StrongSearchThread::kPublishEvery + 2);
  }
}

// A clock whose time ran out an hour ago stops every thread once the main
// one has its minimum search.
TEST(StrongSearchSmpTest, AnExpiredClockStopsTheHelpersToo) {
  const SearchClock expired(1, 0, std::chrono::steady_clock::now() - std::chrono::hours(1));
  for (const Position& position : RandomPositions(4, 36, 23)) {
    if (PopCount(position.Moves()) < 2) continue;
    StrongSearchOptions options;
    options.weights = &BuiltInPatternWeights();
    options.threads = 2;
    const SearchResult result = StrongSearch(options, expired).Run(position);
    EXPECT_EQ(result.depth, StrongSearch::kMinimumDepth);
    EXPECT_TRUE(position.Moves() & SquareBit(result.move));
  }
}

}  // namespace
}  // namespace reversi
