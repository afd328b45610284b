// Exact expected shots to sink a fleet placed uniformly at random, on boards
// small enough to list every legal layout: for the greedy policy the density
// shooter follows (the most probable unshot cell, ties broken uniformly) and
// for the optimal policy (the least expected shots over every way of
// choosing shots from the answers so far). The gap says how far greedy is
// from the best possible play (greedy is not always optimal: Audinot,
// Bonnet and Viennot, "Optimal strategies against a random opponent in
// Battleship", GPW 2014), and how much of the gap a better tie-breaking
// rule could close.
//
// Both walk the tree of answers: a state is the set of layouts consistent
// with the answers so far (plus the shots fired), and a shot splits it by
// the answer each layout gives. The optimum is a minimum over shots at every
// state, memoised and pruned by a lower bound (every unhit ship cell still
// needs a shot), so it is exponential: 4x4 with ships 3 and 2 takes about
// half a minute.
#ifndef ENGINES_BATTLESHIP_EXACT_EXPECTATION_H_
#define ENGINES_BATTLESHIP_EXACT_EXPECTATION_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "games/battleship/rules.h"

namespace battleship {

class ExactExpectation {
 public:
  // Fails if the board has more than `max_layouts` legal layouts.
  static absl::StatusOr<ExactExpectation> ForRules(const Rules& rules, int64_t max_layouts);

  int64_t Layouts() const { return static_cast<int64_t>(occupied_.size()); }
  // Every legal layout, as each ship's cells.
  const std::vector<std::vector<CellSet>>& layouts() const { return layouts_; }
  // Expected shots of the greedy most-probable-cell policy, ties averaged.
  double Greedy() const;
  // The same with every tie settled the best way: the most any tie-breaking
  // rule can gain.
  double GreedyBestTies() const;
  // The least expected shots any policy achieves.
  double Optimal() const;

 private:
  ExactExpectation(const Rules& rules, std::vector<std::vector<CellSet>> layouts);

  friend class AnswerTree;
  Rules rules_;
  std::vector<std::vector<CellSet>> layouts_;
  std::vector<CellSet> occupied_;  // by layout: the cells its ships cover
};

}  // namespace battleship

#endif  // ENGINES_BATTLESHIP_EXACT_EXPECTATION_H_
