#include "engines/davinci/davinci_policy.h"

#include "absl/strings/str_cat.h"
#include "engines/common/softmax_pick.h"
#include "engines/davinci/strategy.h"
#include "games/davinci/davinci_game.h"
#include "protocol/engine_info.h"

namespace davinci {
namespace {

using Observation = bot::v1::DavinciObservation;

absl::StatusOr<bot::v1::DavinciAction> Choose(const Observation& view, const Strategy& strategy,
                                              double temperature, games::SeededRandom& random) {
  bot::v1::DavinciAction action;
  switch (view.phase()) {
    case Observation::DRAW: {
      absl::StatusOr<int> colour = strategy.DrawColour(view, random);
      if (!colour.ok()) return colour.status();
      action.set_draw(*colour == 0 ? bot::v1::BLACK : bot::v1::WHITE);
      return action;
    }
    case Observation::PLACE_JOKER: {
      absl::StatusOr<int> position = strategy.JokerPosition(view);
      if (!position.ok()) return position.status();
      action.set_joker_position(*position);
      return action;
    }
    case Observation::GUESS:
    case Observation::GUESS_OR_STOP: {
      absl::StatusOr<std::vector<HiddenSlot>> beliefs = strategy.Beliefs(view);
      if (!beliefs.ok()) return beliefs.status();
      const std::vector<GuessChoice> guesses = GuessesOf(*beliefs);
      if (guesses.empty())
        return absl::InvalidArgumentError("no opponent has a hidden tile to guess");
      if (view.phase() == Observation::GUESS_OR_STOP) {
        absl::StatusOr<bool> again = strategy.GuessAgain(view, guesses.front());
        if (!again.ok()) return again.status();
        if (!*again) {
          action.set_stop(true);
          return action;
        }
      }
      std::vector<double> probabilities;
      for (const GuessChoice& guess : guesses) probabilities.push_back(guess.probability);
      const GuessChoice& guess = guesses[engines::SoftmaxPick(probabilities, temperature, random)];
      action.mutable_guess()->set_target(guess.target);
      action.mutable_guess()->set_position(guess.position);
      action.mutable_guess()->set_value(guess.value);
      return action;
    }
    case Observation::REVEAL: {
      absl::StatusOr<uint32_t> tile = strategy.TileToReveal(view);
      if (!tile.ok()) return tile.status();
      action.set_reveal_tile_id(*tile);
      return action;
    }
    default:
      return absl::InvalidArgumentError(absl::StrCat("unknown phase ", view.phase()));
  }
}

}  // namespace

bot::v1::EngineInfo DavinciPolicy::Info() const {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("davinci", "1.0", "davinci");
  *info.add_options() = protocol::EnumOption(
      "policy", "inference", {"inference", "seed"},
      "inference: exact posterior over the opponents' hidden tiles, guess on by expected value, "
      "draw "
      "colour and joker place chosen to keep the own rack hard to infer; seed: the seed document's "
      "guess board, important/unimportant drawn tile rule, joker in the widest gap");
  *info.add_options() =
      protocol::DoubleOption("risk", 1.0, 0.0, 100.0,
                             "boldness in guessing on after a right guess: inference weighs the "
                             "gain by it, seed divides its "
                             "thresholds by it (1 = as designed, 0 = always stop)");
  *info.add_options() = protocol::DoubleOption(
      "threshold", 0.75, 0.0, 1.0,
      "seed: the chance a guess needs before risking an important drawn tile");
  *info.add_options() = protocol::DoubleOption(
      "temperature", 0.0, 0.0, 100.0,
      "softmax over the guesses' probabilities at this temperature; 0 = always the most likely");
  *info.add_options() = protocol::DoubleOption(
      "epsilon", 0.0, 0.0, 1.0, "probability of a uniformly random legal action instead");
  return info;
}

absl::StatusOr<bot::v1::DecideResponse> DavinciPolicy::Decide(
    const bot::v1::DecideRequest& request, const protocol::OptionValues& options) {
  if (!request.observation().has_davinci()) {
    return absl::InvalidArgumentError("the request carries no Da Vinci Code observation");
  }
  const Observation& view = request.observation().davinci();
  if (static_cast<int64_t>(view.seat()) != request.seat()) {
    return absl::InvalidArgumentError("the observation's seat does not match the request's");
  }
  // Every strategy indexes by the seats, tiles and values it reads.
  if (absl::Status valid = CheckObservation(view); !valid.ok()) return valid;

  games::SeededRandom random(request.seed());
  bot::v1::DecideResponse response;
  if (random.Unit() < options.Double("epsilon")) {
    *response.mutable_action() =
        request.legal_actions(static_cast<int>(random.Below(request.legal_actions_size())));
    return response;
  }
  const std::unique_ptr<Strategy> strategy =
      options.String("policy") == "seed"
          ? MakeSeedStrategy(options.Double("risk"), options.Double("threshold"))
          : MakeInferenceStrategy(options.Double("risk"));
  absl::StatusOr<bot::v1::DavinciAction> action =
      Choose(view, *strategy, options.Double("temperature"), random);
  if (!action.ok()) return action.status();
  *response.mutable_action()->mutable_davinci() = *std::move(action);
  return response;
}

}  // namespace davinci
