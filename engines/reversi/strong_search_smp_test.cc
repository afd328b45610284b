// The strong search on one thread and on several (lazy SMP over the shared
// transposition table). One thread must search node for node as the
// single-threaded search before the table was shared did: the strength
// tests and the default tournament depend on it.
#include <cstdint>
#include <vector>

#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/strong_search.h"
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
// it gave at commit 409c127 (a plain single-threaded table, before lazy SMP).
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
     {{21904, 8, 55, 605}, {6168, 8, 23, 1552}}},
    // 1 024 entries: slots are replaced all the time.
    {"ProbCut, depth 8, small table", 36, 12, true, 1.5, 8, 0, 0, 10,
     {{17697, 8, 44, 2453}, {27524, 8, 32, -219}}},
    {"ProbCut, depth 11", 32, 18, true, 1.5, 11, 0, 0, 19,
     {{232261, 11, 38, -1241}, {9062, 11, 17, -2132}}},
    {"no ProbCut, depth 6", 40, 13, true, 0, 6, 0, 0, 19,
     {{10635, 6, 43, 1549}, {4920, 6, 22, -406}}},
    {"classic, depth 6", 44, 14, false, 0, 6, 0, 0, 16,
     {{16062, 6, 3, -192}, {7973, 6, 60, 2048}}},
    {"60 000 nodes", 40, 15, true, 1.5, 60, 60000, 0, 19,
     {{33403, 9, 12, -1309}, {40431, 9, 42, -2255}}},
    // The second search is cut part-way through its sixth iteration.
    {"5 000 nodes", 40, 17, true, 1.5, 60, 5000, 0, 19,
     {{2361, 6, 17, -721}, {5000, 5, 44, 1182}}},
    // The solver cannot finish in its half; the midgame search gets the rest.
    {"30 000 nodes, solver cut short", 20, 16, true, 1.5, 60, 30000, 20, 19,
     {{16445, 1, 56, 1148}, {16434, 1, 6, 1047}}},
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

}  // namespace
}  // namespace reversi
