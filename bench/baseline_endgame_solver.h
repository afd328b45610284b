// The endgame solver as it was before the FForum work (main at 92c7ea2):
// alpha-beta on the final disc differential with fastest-first ordering, no
// table, no parity. Kept only as the baseline endgame_benchmark compares
// against.
#ifndef BENCH_BASELINE_ENDGAME_SOLVER_H_
#define BENCH_BASELINE_ENDGAME_SOLVER_H_

#include <cstdint>
#include <functional>
#include <optional>

#include "games/reversi/bitboard.h"
#include "games/reversi/rules_endgame_solver.h"

namespace bench {

using reversi::EndgameSolution;
using reversi::Position;

class BaselineEndgameSolver {
 public:
  // `stop` is asked every 4096 nodes with the count so far; once it returns
  // true the solve is abandoned. Empty: solve to the end whatever it takes.
  explicit BaselineEndgameSolver(std::function<bool(int64_t nodes)> stop = {})
      : stop_(std::move(stop)) {}

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

}  // namespace bench

#endif  // BENCH_BASELINE_ENDGAME_SOLVER_H_
