// Exact Yacht solver. Between turns a state is (filled boxes, upper-section
// total capped at 63, whether the Yacht box holds 50); its value is the
// expected points still to come under the best play. Inside a turn the
// values follow from the table over the 252 rolls and 462 keeps.
//
// The same machinery runs the seed document's model: no upper total in the
// state, no upper bonus, and upper-section points weighted (see
// SolverModel).
#ifndef ENGINES_YACHT_SOLVER_H_
#define ENGINES_YACHT_SOLVER_H_

#include <array>
#include <cstdint>
#include <vector>

#include "games/yacht/dice.h"
#include "games/yacht/rules.h"

namespace yacht {

struct SolverModel {
  Ruleset rules;
  // Optimal play tracks the upper total (so the +35 bonus is valued); the
  // seed's DP does not, and weights upper points instead.
  bool track_upper_bonus = true;
  double upper_weight = 1.0;
  // The seed's DP averages a turn's first roll over the 252 distinct rolls
  // as if each were equally likely (its getAvgScore(mask) divides by 252),
  // although their probabilities differ (11111: 1/7776, 12345: 120/7776).
  // Re-rolls it weights correctly. Reproduced for policy=seed only.
  bool uniform_first_roll = false;
};

// The seed document's model on `rules` with upper points weighted.
inline SolverModel SeedModel(const Ruleset& rules, double upper_weight) {
  SolverModel model{rules};
  model.track_upper_bonus = false;
  model.upper_weight = upper_weight;
  model.uniform_first_roll = true;
  return model;
}

struct StateKey {
  int filled_mask = 0;
  int upper_total = 0;  // capped at 63
  bool yacht_holds_50 = false;
};

// Values inside one turn of one state.
struct TurnValues {
  // best[n][roll]: value of holding `roll` with n rerolls left (n = 0: the
  // best box now; n > 0: the best keep, scoring now included).
  std::array<std::array<double, kRolls>, 3> best;
  // keep[n][keep]: value of holding `keep` and throwing the rest, which
  // leaves n rerolls (n = 0, 1).
  std::array<std::array<double, kKeeps>, 2> keep;
  double start = 0;  // before the first roll: the state's value
};

class YachtSolver {
 public:
  explicit YachtSolver(SolverModel model);

  // Fills the whole between-turn table, on `threads` threads.
  void SolveAll(int threads);

  const SolverModel& model() const { return model_; }
  // The table, indexed by Index(); states never reached hold 0.
  const std::vector<double>& table() const { return table_; }
  void set_table(std::vector<double> table) { table_ = std::move(table); }
  size_t TableSize() const;

  double StateValue(const StateKey& key) const { return table_[Index(key)]; }
  // The expected final score from the empty sheet (the table's answer).
  double ExpectedScore() const { return StateValue(StateKey{}); }

  // The in-turn values of a state, from the table.
  void ComputeTurn(const StateKey& key, TurnValues* values) const;

  // Points now plus the value of the state after filling box `index` with
  // `dice`; -infinity if the box may not be filled.
  double BoxValue(const StateKey& key, int index, const FaceCounts& dice) const;

 private:
  size_t Index(const StateKey& key) const;
  // Points the model credits for a filled box (the seed's weighting, the
  // upper bonus when the total crosses 63), and the state after it.
  double Points(const StateKey& key, int index, const TurnScore& score) const;
  StateKey After(const StateKey& key, int index, const TurnScore& score) const;
  void SolveState(const StateKey& key, TurnValues* scratch);
  // Upper totals reachable with exactly the upper boxes in `upper_filled`.
  uint64_t ReachableUppers(int filled_mask) const;

  SolverModel model_;
  int num_categories_;
  int upper_states_;  // 64 or 1
  int flag_states_;   // 2 with the Yahtzee bonus, else 1
  std::vector<double> table_;
  // box_score_[c][roll]: plain box score (no joker) of category c.
  std::vector<std::array<int16_t, kRolls>> box_score_;
  std::vector<uint64_t> reachable_uppers_;  // by upper-filled subset
  std::array<bool, kRolls> is_yacht_;
  std::array<std::array<uint8_t, kRolls>, kFaces> face_count_;  // dice showing each face
};

}  // namespace yacht

#endif  // ENGINES_YACHT_SOLVER_H_
