// Every choice at a Yacht decision point with its value under a solver's
// model: keeps (hold these dice, throw the rest) and boxes. The engine
// policy, self-play and the benchmarks all decide from this one list.
#ifndef ENGINES_YACHT_CHOICES_H_
#define ENGINES_YACHT_CHOICES_H_

#include <vector>

#include "engines/yacht/solver.h"
#include "games/yacht/yacht_state.h"

namespace yacht {

struct Choice {
  bool is_keep = false;
  FaceCounts kept{};  // for keeps
  int box = -1;       // for boxes: index into the ruleset's categories
  double value = 0;   // expected points from here on (model's units)
};

// The state key of `player`'s sheet in `state`.
StateKey KeyOf(const Ruleset& rules, const Sheet& sheet);

// Values of every legal box, then of every distinct keep (if re-rolls are
// left).
// `turn` must hold solver.ComputeTurn(key).
std::vector<Choice> ChoiceValues(const YachtSolver& solver, const StateKey& key,
                                 const FaceCounts& dice, int rolls_left, const TurnValues& turn);

// The best choice (the first of equals).
const Choice& BestChoice(const std::vector<Choice>& choices);

// Plays one solitaire game with `solver`'s best choices; the final score
// (-1 if the solver offered a move the rules refuse, which is a bug).
int PlaySolitaire(const YachtSolver& solver, const Ruleset& rules, uint64_t seed);

}  // namespace yacht

#endif  // ENGINES_YACHT_CHOICES_H_
