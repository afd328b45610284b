// Exact endgame solver: alpha-beta on the final disc differential with
// fastest-first move ordering, for the last empty squares.
#ifndef ENGINES_REVERSI_ENDGAME_SOLVER_H_
#define ENGINES_REVERSI_ENDGAME_SOLVER_H_

#include "engines/reversi/search_types.h"
#include "games/reversi/bitboard.h"

namespace reversi {

class EndgameSolver {
 public:
  // The solver gives up (Solve returns false) when `clock` runs out of
  // time or nodes.
  explicit EndgameSolver(const SearchClock& clock) : clock_(clock) {}

  // Solves `root` exactly: best move and final disc differential (empties to
  // the winner) for the side to move. False if the clock ran out first.
  bool Solve(const Position& root, SearchResult* result);

  // The exact value within (alpha, beta) as a fail-soft bound.
  int Value(const Position& position, int alpha, int beta, bool passed);

  int64_t nodes() const { return nodes_; }

 private:
  struct Aborted {};

  const SearchClock& clock_;
  int64_t nodes_ = 0;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_ENDGAME_SOLVER_H_
