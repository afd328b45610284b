#include "engines/yacht/yacht_policy.h"

#include "engines/common/softmax_pick.h"
#include "engines/yacht/choices.h"
#include "engines/yacht/table_cache.h"
#include "games/common/seeded_random.h"
#include "games/yacht/yacht_game.h"
#include "protocol/engine_info.h"

namespace yacht {
namespace {

// Index into `choices` of what the legal action names, or -1.
int MatchChoice(const std::vector<Choice>& choices, const bot::v1::YachtAction& action) {
  for (size_t i = 0; i < choices.size(); ++i) {
    if (action.choice_case() == bot::v1::YachtAction::kCategory) {
      if (!choices[i].is_keep && choices[i].box == static_cast<int>(action.category()))
        return static_cast<int>(i);
    } else if (action.choice_case() == bot::v1::YachtAction::kKeep && choices[i].is_keep) {
      absl::StatusOr<FaceCounts> kept = KeptDice(action.keep());
      if (kept.ok() && *kept == choices[i].kept) return static_cast<int>(i);
    }
  }
  return -1;
}

}  // namespace

bot::v1::EngineInfo YachtPolicy::Info() const {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("yacht", "1.0", "yacht");
  *info.add_options() = protocol::EnumOption(
      "policy", "optimal", {"optimal", "seed"},
      "optimal: maximise the expected final score exactly (upper bonus included); "
      "seed: the seed document's bonus-blind DP with upper points weighted by `weight`");
  *info.add_options() = protocol::DoubleOption(
      "weight", 3.0, 0.0, 10.0, "seed: weight of upper-section points (the seed found 3.0 best)");
  *info.add_options() = protocol::DoubleOption(
      "temperature", 0.0, 0.0, 1000.0,
      "softmax over the exact action values at this temperature (points); 0 = always the best");
  *info.add_options() = protocol::DoubleOption(
      "epsilon", 0.0, 0.0, 1.0, "probability of a uniformly random legal action instead");
  return info;
}

SolverModel YachtPolicy::ModelFor(const Ruleset& rules, const protocol::OptionValues& options) {
  if (options.String("policy") == "seed") return SeedModel(rules, options.Double("weight"));
  return SolverModel{rules};
}

absl::Status YachtPolicy::Prepare(const bot::v1::PrepareRequest& request,
                                  const protocol::OptionValues& options) {
  absl::StatusOr<YachtVariant> variant = ParseVariant(request.variant());
  if (!variant.ok()) return variant.status();
  SolverFor(ModelFor(variant->rules, options));
  return absl::OkStatus();
}

const YachtSolver& YachtPolicy::SolverFor(const SolverModel& model) {
  const std::string key = TableKey(model);
  absl::MutexLock lock(&mutex_);
  std::unique_ptr<YachtSolver>& solver = solvers_[key];
  if (!solver) {
    solver = std::make_unique<YachtSolver>(model);
    if (model.track_upper_bonus) {
      LoadOrSolve(cache_dir_, solver.get(), stderr);
    } else {
      solver->SolveAll(1);  // the seed's model is small: milliseconds
    }
  }
  return *solver;
}

absl::StatusOr<bot::v1::DecideResponse> YachtPolicy::Decide(const bot::v1::DecideRequest& request,
                                                            const protocol::OptionValues& options) {
  if (!request.observation().has_yacht()) {
    return absl::InvalidArgumentError("the request carries no Yacht observation");
  }
  const bot::v1::YachtObservation& observation = request.observation().yacht();
  absl::StatusOr<YachtView> view = ViewOf(observation, request.seat());
  if (!view.ok()) return view.status();
  // Bonuses earned so far do not change what comes next; whether the Yacht
  // box holds 50 does, and the sheet carries that.

  const YachtSolver& solver = SolverFor(ModelFor(view->rules, options));
  const StateKey key = KeyOf(view->rules, view->sheet);
  TurnValues turn;
  solver.ComputeTurn(key, &turn);
  const std::vector<Choice> choices = ChoiceValues(solver, key, view->dice, view->rolls_left, turn);

  // Value each legal action (values[i] is choices[index].value for the
  // i-th legal action); pick by epsilon, temperature or best.
  std::vector<double> values;
  for (const bot::v1::Action& action : request.legal_actions()) {
    const int index = action.has_yacht() ? MatchChoice(choices, action.yacht()) : -1;
    if (index < 0) return absl::InvalidArgumentError("a legal action the rules do not allow");
    values.push_back(choices[index].value);
  }
  games::SeededRandom random(request.seed());
  const size_t chosen = random.Unit() < options.Double("epsilon")
                            ? random.Below(values.size())
                            : engines::SoftmaxPick(values, options.Double("temperature"), random);

  bot::v1::DecideResponse response;
  *response.mutable_action() = request.legal_actions(static_cast<int>(chosen));
  // The expected final score under the model: points so far plus the
  // chosen action's value (seed: in its weighted points).
  const double so_far = observation.sheets(request.seat()).total();
  response.mutable_info()->set_score(
      so_far + choices[MatchChoice(choices, response.action().yacht())].value);
  return response;
}

}  // namespace yacht
