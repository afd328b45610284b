// Checks every search against plain minimax (test_positions.h, and the
// depth-limited one below: no pruning, no tables, no ordering) on positions
// from seeded random games.
#include <chrono>
#include <cstdio>
#include <vector>

#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/evaluation.h"
#include "engines/reversi/seed_search.h"
#include "engines/reversi/strong_search.h"
#include "engines/reversi/strong_search_thread.h"
#include "games/reversi/reversi_state.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

template <typename Leaf>
int DepthMinimax(const Position& position, int depth, bool passed, bool pass_uses_ply,
                 const Leaf& leaf) {
  Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed || position.Pass().Moves() == 0) return leaf(position, true);
    return -DepthMinimax(position.Pass(), pass_uses_ply ? depth - 1 : depth, true, pass_uses_ply,
                         leaf);
  }
  if (depth == 0) return leaf(position, false);
  int best = -(1 << 30);
  for (; moves; moves &= moves - 1) {
    best = std::max(best, -DepthMinimax(position.Play(LowestSquare(moves)), depth - 1, false,
                                        pass_uses_ply, leaf));
  }
  return best;
}

TEST(SeedSearchTest, AlphaBetaEqualsMinimaxOverTheTable) {
  for (const Position& position : RandomPositions(40, 40, 2)) {
    SeedSearchOptions options;
    options.depth = 3;
    const SearchResult result = SeedSearch(position, options);
    if (PopCount(position.Moves()) == 1) continue;  // answered without search
    const auto leaf = [](const Position& p, bool) { return SeedEvaluate(p, 12); };
    EXPECT_EQ(result.score, DepthMinimax(position, 3, false, true, leaf));
  }
}

TEST(SeedSearchTest, DepthOneTakesTheFirstBestTableMove) {
  // From the start all four moves score the same on the table; the seed's
  // slot loop keeps the first, d3 (square 19).
  SeedSearchOptions options;
  options.depth = 1;
  EXPECT_EQ(SeedSearch(StartPosition(), options).move, 19);
}

TEST(StrongSearchTest, FixedDepthPvsEqualsMinimaxOverTheEvaluation) {
  for (const Position& position : RandomPositions(30, 36, 3)) {
    StrongSearchOptions options;
    options.max_depth = 4;
    options.time_ms = 0;
    options.endgame_empties = 0;
    const SearchResult result = StrongSearch(options).Run(position);
    if (PopCount(position.Moves()) == 1) continue;
    const auto leaf = [](const Position& p, bool over) {
      return over ? p.FinalDiscDifferential() * kDiscUnit : Evaluate(p);
    };
    EXPECT_EQ(result.score, DepthMinimax(position, 4, false, false, leaf));
  }
}

// Its pattern indices are carried from move to move; the minimax reads each
// leaf's off the board. Late positions bring passes and games' ends.
TEST(StrongSearchTest, WithoutProbCutThePatternEvaluationSearchIsMinimaxToo) {
  const PatternWeights& weights = BuiltInPatternWeights();
  std::vector<Position> positions = RandomPositions(20, 36, 5);
  for (const Position& position : RandomPositions(30, 9, 5)) positions.push_back(position);
  for (const Position& position : positions) {
    StrongSearchOptions options;
    options.max_depth = 4;
    options.time_ms = 0;
    options.endgame_empties = 0;
    options.weights = &weights;
    options.probcut_confidence = 0;
    const SearchResult result = StrongSearch(options).Run(position);
    if (PopCount(position.Moves()) == 1) continue;
    const auto leaf = [&weights](const Position& p, bool over) {
      return over ? p.FinalDiscDifferential() * kDiscUnit : weights.Evaluate(p);
    };
    EXPECT_EQ(result.score, DepthMinimax(position, 4, false, false, leaf));
  }
}

// A helper thread's own move order (strong_search_thread.h) changes which moves
// are searched first, never the value: alone over its own table it finds
// the minimax value at depth 4, and a move that achieves it.
TEST(StrongSearchTest, AHelpersMoveOrderKeepsTheMinimaxValue) {
  const PatternWeights& weights = BuiltInPatternWeights();
  const auto leaf = [&weights](const Position& p, bool over) {
    return over ? p.FinalDiscDifferential() * kDiscUnit : weights.Evaluate(p);
  };
  StrongSearchOptions options;
  options.weights = &weights;
  options.probcut_confidence = 0;
  for (const Position& position : RandomPositions(20, 36, 9)) {
    if (PopCount(position.Moves()) < 2) continue;
    TranspositionTable table(16);
    SearchTeam team;
    StrongSearchThread helper(options, 7, table, team);
    int move;
    const std::optional<int> score = helper.SearchRoot(position, 4, -1, SearchClock(0), &move);
    ASSERT_TRUE(score.has_value());
    EXPECT_EQ(*score, DepthMinimax(position, 4, false, false, leaf));
    EXPECT_EQ(-DepthMinimax(position.Play(move), 3, false, false, leaf), *score);
  }
}

// ProbCut trades exactness for nodes: at depth 9 it must visit far fewer and
// still agree with the full search on most moves.
TEST(StrongSearchTest, ProbCutSavesNodesAndMostlyKeepsTheMove) {
  int64_t nodes_full = 0, nodes_cut = 0;
  int same = 0, searched = 0;
  for (const Position& position : RandomPositions(24, 34, 6)) {
    if (PopCount(position.Moves()) < 2) continue;
    StrongSearchOptions options;
    options.max_depth = 9;
    options.time_ms = 0;
    options.endgame_empties = 0;
    options.weights = &BuiltInPatternWeights();
    options.probcut_confidence = 0;
    const SearchResult full = StrongSearch(options).Run(position);
    options.probcut_confidence = 1.5;
    const SearchResult cut = StrongSearch(options).Run(position);
    nodes_full += full.nodes;
    nodes_cut += cut.nodes;
    same += full.move == cut.move;
    ++searched;
  }
  EXPECT_LT(nodes_cut * 2, nodes_full);
  EXPECT_GE(same * 10, searched * 7) << same << " of " << searched;
}

TEST(StrongSearchTest, SolvesShortEndgamesExactly) {
  for (const Position& position : RandomPositions(10, 10, 4)) {
    StrongSearchOptions options;
    options.time_ms = 0;
    options.endgame_empties = 10;
    const SearchResult result = StrongSearch(options).Run(position);
    if (PopCount(position.Moves()) == 1) continue;
    EXPECT_TRUE(result.exact);
    EXPECT_EQ(result.score, ExactByMinimax(position, false) * kDiscUnit);
  }
}

// ProbCut guesses; a search that reaches the end of the game must not: with
// the learned evaluation and ProbCut on, the midgame search alone (no
// solver) still finds the exact value.
TEST(StrongSearchTest, ProbCutNeverCutsASearchThatReachesTheEnd) {
  for (const Position& position : RandomPositions(12, 10, 7)) {
    if (PopCount(position.Moves()) < 2) continue;
    StrongSearchOptions options;
    options.time_ms = 0;
    options.endgame_empties = 0;
    options.weights = &BuiltInPatternWeights();
    options.probcut_confidence = 1.5;
    const SearchResult result = StrongSearch(options).Run(position);
    EXPECT_TRUE(result.exact);
    EXPECT_EQ(result.score, ExactByMinimax(position, false) * kDiscUnit);
  }
}

// A clock whose time ran out an hour ago: what a search sees when the
// machine was too busy to start it in time.
SearchClock ExpiredClock(int64_t node_limit = 0) {
  return SearchClock(1, node_limit, std::chrono::steady_clock::now() - std::chrono::hours(1));
}

TEST(StrongSearchTest, AnExpiredClockStillGetsTheMinimumSearch) {
  StrongSearchOptions options;
  options.endgame_empties = 0;
  options.table_log2_entries = 12;
  for (const Position& position : RandomPositions(30, 40, 6)) {
    if (PopCount(position.Moves()) == 1) continue;
    const SearchResult result = StrongSearch(options, ExpiredClock()).Run(position);
    EXPECT_EQ(result.depth, StrongSearch::kMinimumDepth);
    const auto leaf = [](const Position& p, bool over) {
      return over ? p.FinalDiscDifferential() * kDiscUnit : Evaluate(p);
    };
    EXPECT_EQ(result.score,
              DepthMinimax(position, StrongSearch::kMinimumDepth, false, false, leaf));
  }
  // With fewer empties than that, to the end of the game.
  for (const Position& position : RandomPositions(10, 2, 7)) {
    if (PopCount(position.Moves()) == 1) continue;
    const SearchResult result = StrongSearch(options, ExpiredClock()).Run(position);
    EXPECT_TRUE(result.exact);
    EXPECT_EQ(result.score, ExactByMinimax(position, false) * kDiscUnit);
  }
}

// It must cost well under a millisecond: at the ~2 M nodes/s this machine's
// strong search runs, 1 000 nodes is half of one. Nodes do not depend on load.
TEST(StrongSearchTest, TheMinimumSearchIsAFewHundredNodes) {
  StrongSearchOptions options;
  options.endgame_empties = 0;
  options.table_log2_entries = 12;
  int64_t total = 0, most = 0, count = 0;
  for (int empties = 4; empties <= 59; ++empties) {
    for (const Position& position : RandomPositions(50, empties, empties)) {
      const int64_t nodes = StrongSearch(options, ExpiredClock()).Run(position).nodes;
      total += nodes;
      most = std::max(most, nodes);
      ++count;
    }
  }
  std::printf("minimum search over %lld positions: %lld nodes on average, %lld at most\n",
              static_cast<long long>(count), static_cast<long long>(total / count),
              static_cast<long long>(most));
  EXPECT_LE(most, 1000);
}

TEST(StrongSearchTest, TheNodeLimitMayCutTheMinimumSearch) {
  StrongSearchOptions options;
  options.endgame_empties = 0;
  const Position position = RandomPositions(1, 40, 8)[0];
  EXPECT_LT(StrongSearch(options, ExpiredClock(20)).Run(position).depth,
            StrongSearch::kMinimumDepth);
}

// The game of issue 18: from e6f6g6d6 c4 h6 f5 d3, black's one-ply choice
// c5 lets white's b5 flip every black disc (the game ended 64-0 there).
TEST(StrongSearchTest, AnExpiredClockDoesNotPlayTheOnePlyWipeOut) {
  ReversiState state;
  for (const char* move : {"e6", "f6", "g6", "d6", "c4", "h6", "f5", "d3"}) {
    ASSERT_TRUE(state.Apply(ParseMove(move).value()).ok());
  }
  const Position root = state.PositionToMove();
  const int c5 = ParseMove("c5").value();
  const Position wiped = root.Play(c5).Play(ParseMove("b5").value());
  ASSERT_EQ(PopCount(wiped.own), 0);  // black, to move, has no disc left

  StrongSearchOptions one_ply;
  one_ply.max_depth = 1;
  one_ply.time_ms = 0;
  ASSERT_EQ(StrongSearch(one_ply).Run(root).move, c5);

  const SearchResult result = StrongSearch(StrongSearchOptions(), ExpiredClock()).Run(root);
  EXPECT_GE(result.depth, StrongSearch::kMinimumDepth);
  // No white reply to the chosen move wipes black out or takes a corner.
  const Position after = root.Play(result.move);
  for (Bitboard replies = after.Moves(); replies; replies &= replies - 1) {
    const int reply = LowestSquare(replies);
    EXPECT_GT(PopCount(after.Play(reply).own), 0) << MoveName(result.move) << MoveName(reply);
    EXPECT_FALSE(SquareBit(reply) & 0x8100000000000081ULL) << MoveName(reply) << " is a corner";
  }
}

}  // namespace
}  // namespace reversi
