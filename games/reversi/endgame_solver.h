// Exact endgame solver: alpha-beta on the final disc differential with
// fastest-first move ordering, for the last empty squares. Rules-level
// code, so both sides use it: the strong engine's endgame and the
// harness's solved adjudication.
#ifndef GAMES_REVERSI_ENDGAME_SOLVER_H_
#define GAMES_REVERSI_ENDGAME_SOLVER_H_

#include <cstdint>
#include <functional>
#include <optional>

#include "games/reversi/bitboard.h"

namespace reversi {

struct EndgameSolution {
  int move = 0;   // a best square, or kPass (64) when the side to move must pass
  int score = 0;  // final disc differential for the side to move, empties to the winner
};

class EndgameSolver {
 public:
  // `stop` is asked every 4096 nodes with the count so far; once it returns
  // true the solve is abandoned. Empty: solve to the end whatever it takes.
  explicit EndgameSolver(std::function<bool(int64_t nodes)> stop = {}) : stop_(std::move(stop)) {}

  // Solves `root` exactly, or nullopt if `stop` ended the solve first.
  std::optional<EndgameSolution> Solve(const Position& root);

  int64_t nodes() const { return nodes_; }

 private:
  struct Aborted {};

  // The exact value within (alpha, beta) as a fail-soft bound.
  int Value(const Position& position, int alpha, int beta, bool passed);

  std::function<bool(int64_t nodes)> stop_;
  int64_t nodes_ = 0;
};

}  // namespace reversi

#endif  // GAMES_REVERSI_ENDGAME_SOLVER_H_
