// The last empties' search, where both exact solvers end, against plain
// minimax (test_positions.h) on positions from seeded random games.
#include "games/reversi/last_empties_search.h"

#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

// The exact value in the whole window, and in a null window on either side
// of it the fail-soft bound, which can then only be the value itself.
TEST(LastEmptiesSearchTest, MatchesMinimaxUpToItsBand) {
  for (int empties = 1; empties <= LastEmptiesSearch::kShallowEmpties; ++empties) {
    for (const Position& position : RandomPositions(200, empties, 17)) {
      const int exact = ExactByMinimax(position);
      LastEmptiesSearch search({});
      const Bitboard moves = position.Moves();
      EXPECT_EQ(search.Search(position, moves, -65, 65, empties), exact);
      EXPECT_EQ(search.Search(position, moves, exact, exact + 1, empties), exact);
      EXPECT_EQ(search.Search(position, moves, exact - 1, exact, empties), exact);
    }
  }
}

TEST(LastEmptiesSearchTest, CountsNodesAndStops) {
  LastEmptiesSearch search([](int64_t) { return true; });
  const Position position = RandomPositions(1, LastEmptiesSearch::kShallowEmpties, 3).front();
  EXPECT_THROW(search.CountNode(), LastEmptiesSearch::Stopped);
  EXPECT_EQ(search.nodes(), 1);
  search.Search(position, position.Moves(), -65, 65, LastEmptiesSearch::kShallowEmpties);
  EXPECT_GT(search.nodes(), 1);
}

}  // namespace
}  // namespace reversi
