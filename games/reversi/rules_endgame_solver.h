// Exact endgame solver: the final disc differential under perfect play, for
// the last empty squares. Rules-level code, so both sides use it: the strong
// engine's endgame and the harness's solved adjudication.
//
// What makes it fast (the techniques of Edax and Zebra): principal-variation
// search, so almost every node is a null-window test; a transposition table
// with enhanced transposition cut-offs away from the leaves; fastest-first
// move ordering (fewest opponent replies) with the table's move first;
// parity ordering (odd quadrants first) near the leaves; and the last four
// empties searched without a move list. Single-threaded and deterministic:
// the same position always costs the same nodes.
#ifndef GAMES_REVERSI_RULES_ENDGAME_SOLVER_H_
#define GAMES_REVERSI_RULES_ENDGAME_SOLVER_H_

#include <cstdint>
#include <functional>
#include <optional>

#include "games/reversi/bitboard.h"
#include "games/reversi/endgame_table.h"

namespace reversi {

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
      : stop_(std::move(stop)), table_(table_bits) {}

  // Solves `root` exactly, or nullopt if `stop` ended the solve first.
  std::optional<EndgameSolution> Solve(const Position& root);

  // Positions visited by every Solve so far.
  int64_t nodes() const { return nodes_; }

 private:
  struct Aborted {};

  // Each returns the exact value within (alpha, beta) as a fail-soft bound;
  // `empties` is the position's count of empty squares.
  int Search(const Position& position, int alpha, int beta, int empties);
  // With the table and ordering; the best square goes to `best_square`.
  int SearchDeep(const Position& position, int alpha, int beta, int empties,
                 int* best_square = nullptr);
  // Parity-ordered, no table.
  int SearchShallow(const Position& position, int alpha, int beta, int empties);
  // The last few empties, tried square by square without a move list.
  int SearchLast(const Position& position, int alpha, int beta, Bitboard empty, int empties,
                 bool passed);
  int SolveLast1(const Position& position, int square);
  // The value when the side to move has no move: its opponent's continuation,
  // or the final count.
  int ValueAfterPass(const Position& position, int alpha, int beta, int empties);

  void CountNode();

  std::function<bool(int64_t nodes)> stop_;
  EndgameTable table_;
  int64_t nodes_ = 0;
  int64_t next_stop_check_ = 0;
};

}  // namespace reversi

#endif  // GAMES_REVERSI_RULES_ENDGAME_SOLVER_H_
