#include "engines/yacht/choices.h"

#include <algorithm>
#include <limits>

namespace yacht {

StateKey KeyOf(const Ruleset& rules, const Sheet& sheet) {
  StateKey key;
  key.filled_mask = sheet.FilledMask();
  key.upper_total = std::min(kUpperBonusThreshold, sheet.UpperTotal(rules));
  key.yacht_holds_50 = sheet.YachtHolds50(rules);
  return key;
}

std::vector<Choice> ChoiceValues(const YachtSolver& solver, const StateKey& key,
                                 const FaceCounts& dice, int rolls_left, const TurnValues& turn) {
  const DiceTables& tables = DiceTables::Get();
  std::vector<Choice> choices;
  // Boxes first: on equal values the first choice wins, and the seed
  // prefers scoring to re-rolling.
  for (int box = 0; box < solver.model().rules.NumCategories(); ++box) {
    const double value = solver.BoxValue(key, box, dice);
    if (value == -std::numeric_limits<double>::infinity()) continue;  // not allowed
    Choice choice;
    choice.box = box;
    choice.value = value;
    choices.push_back(choice);
  }
  if (rolls_left > 0) {
    for (const FaceCounts& kept : SubMultisets(dice)) {
      Choice choice;
      choice.is_keep = true;
      choice.kept = kept;
      choice.value = turn.keep[rolls_left - 1][tables.KeepIndex(kept)];
      choices.push_back(choice);
    }
  }
  return choices;
}

const Choice& BestChoice(const std::vector<Choice>& choices) {
  size_t best = 0;
  for (size_t i = 1; i < choices.size(); ++i) {
    if (choices[i].value > choices[best].value) best = i;
  }
  return choices[best];
}

int PlaySolitaire(const YachtSolver& solver, const Ruleset& rules, uint64_t seed) {
  YachtState state(rules, 1, seed, false);
  TurnValues turn;
  while (!state.IsOver()) {
    const StateKey key = KeyOf(rules, state.SheetOf(0));
    solver.ComputeTurn(key, &turn);
    // Within a turn the key stays; only the dice and rolls change.
    bool turn_over = false;
    while (!turn_over) {
      const std::vector<Choice> choices =
          ChoiceValues(solver, key, state.Dice(), state.RollsLeft(), turn);
      const Choice& best = BestChoice(choices);
      // The solver only offers what the rules allow, so these succeed.
      turn_over = !best.is_keep;
      const absl::Status played = best.is_keep ? state.Keep(best.kept) : state.Fill(best.box);
      if (!played.ok()) return -1;
    }
  }
  return state.SheetOf(0).Total(rules);
}

}  // namespace yacht
