// The rules-level exact endgame solver: the final disc differential under
// perfect play, for the last empty squares, from the rules alone (no
// learned evaluation, one thread). Its users: the harness's solved
// adjudication (reversi_game.h), the strong engine's search on one thread
// (engines/reversi/strong_search.h; on several it runs the engine's own
// solver, engines/reversi/endgame_search.h), the training tools, and the
// tests, which take its values as exact.
//
// What makes it fast (the techniques of Edax and Zebra): principal-variation
// search, so almost every node is a null-window test; a transposition table
// with enhanced transposition cut-offs away from the leaves; stability
// cut-offs; fastest-first move ordering (fewest opponent replies) with the
// table's move first, after a shallow mobility search far from the end; and
// the last empties searched without a table (last_empties_search.h, shared
// with the engine's solver). Deterministic: the same position always costs
// the same nodes.
#ifndef GAMES_REVERSI_RULES_ENDGAME_SOLVER_H_
#define GAMES_REVERSI_RULES_ENDGAME_SOLVER_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

#include "games/reversi/bitboard.h"
#include "games/reversi/endgame_table.h"
#include "games/reversi/last_empties_search.h"

namespace reversi {

// What an exact endgame solver answers (this one and the engine's).
struct EndgameSolution {
  int move = 0;   // a best square, or kPass (64) when the side to move must pass
  int score = 0;  // final disc differential for the side to move, empties to the winner
};

class RulesEndgameSolver {
 public:
  // 2^20 table entries: 24 MB, touched only as far as the solves need.
  static constexpr int kDefaultTableBits = 20;

  // `stop` is asked every few thousand nodes with the count so far; once it
  // returns true the solve is abandoned. Empty: solve to the end whatever it
  // takes. The table lives as long as the solver and serves every Solve.
  explicit RulesEndgameSolver(std::function<bool(int64_t nodes)> stop = {},
                              int table_bits = kDefaultTableBits)
      : last_empties_(std::move(stop)), table_(table_bits) {}

  // Solves `root` exactly, or nullopt if `stop` ended the solve first.
  std::optional<EndgameSolution> Solve(const Position& root);

  // Positions visited by every Solve so far.
  int64_t nodes() const { return last_empties_.nodes(); }

 private:
  // Each returns the exact value within (alpha, beta) as a fail-soft bound;
  // `empties` is the position's count of empty squares.
  int Search(const Position& position, int alpha, int beta, int empties);
  // With the table and ordering; the best square goes to `best_square`.
  int SearchDeep(const Position& position, int alpha, int beta, int empties,
                 int* best_square = nullptr);
  // The value when the side to move has no move: its opponent's continuation,
  // or the final count.
  int ValueAfterPass(const Position& position, int alpha, int beta, int empties);

  // Those last empties' search, which keeps the node count.
  LastEmptiesSearch last_empties_;
  EndgameTable table_;
};

}  // namespace reversi

#endif  // GAMES_REVERSI_RULES_ENDGAME_SOLVER_H_
