// The engine's policy through its request interface: whole seeded games for
// 2-4 players with every option, and clear errors on bad requests.
#include "engines/davinci/davinci_policy.h"

#include <algorithm>
#include <map>
#include <string>

#include "games/davinci/davinci_game.h"
#include "gtest/gtest.h"

namespace davinci {
namespace {

protocol::OptionValues OptionsOf(const DavinciPolicy& policy,
                                 const std::map<std::string, std::string>& given) {
  absl::StatusOr<protocol::OptionValues> options =
      protocol::OptionValues::Resolve(policy.Info().options(), given);
  EXPECT_TRUE(options.ok()) << options.status();
  return *options;
}

bot::v1::DecideRequest RequestFor(const DavinciGame& game, uint64_t seed) {
  bot::v1::DecideRequest request;
  game.FillObservation(request.mutable_observation());
  for (bot::v1::Action& action : game.LegalActions())
    *request.add_legal_actions() = std::move(action);
  request.set_seat(game.SeatToMove());
  request.set_seed(seed);
  return request;
}

// Every seat played by the policy under each option set: every action is
// legal and every game ends with a full set of places.
TEST(DavinciPolicyTest, PlaysWholeGamesLegally) {
  DavinciPolicy policy;
  const std::vector<std::map<std::string, std::string>> settings = {
      {{"policy", "inference"}},
      {{"policy", "seed"}},
      {{"policy", "inference"}, {"temperature", "0.1"}, {"risk", "3"}, {"epsilon", "0.1"}},
      {{"policy", "seed"},
       {"temperature", "0.1"},
       {"risk", "0.5"},
       {"threshold", "0.9"},
       {"epsilon", "0.1"}},
  };
  int games = 0;
  for (size_t s = 0; s < settings.size(); ++s) {
    const protocol::OptionValues options = OptionsOf(policy, settings[s]);
    for (int players = 2; players <= 4; ++players) {
      for (uint64_t game_seed = 0; game_seed < 8; ++game_seed) {
        const std::string variant = game_seed % 2 ? "no_jokers" : "standard";
        DavinciGame game(variant, variant == "standard", players, game_seed * 31 + s);
        while (!game.IsOver()) {
          ASSERT_LT(game.Plies(), 1000) << "the game does not end";
          absl::StatusOr<bot::v1::DecideResponse> response =
              policy.Decide(RequestFor(game, game.Plies()), options);
          ASSERT_TRUE(response.ok()) << response.status();
          const games::ApplyResult result = game.Apply(response->action());
          ASSERT_TRUE(result.ok()) << result.detail;
        }
        std::vector<int> places;
        for (int seat = 0; seat < players; ++seat) places.push_back(game.state().PlaceOf(seat));
        std::sort(places.begin(), places.end());
        for (int place = 1; place <= players; ++place) EXPECT_EQ(places[place - 1], place);
        ++games;
      }
    }
  }
  EXPECT_EQ(games, 96);
}

TEST(DavinciPolicyTest, RefusesBadRequestsWithAReason) {
  DavinciPolicy policy;
  const protocol::OptionValues options = OptionsOf(policy, {});
  DavinciGame game("standard", true, 2, 1);
  bot::v1::DecideRequest request = RequestFor(game, 1);

  bot::v1::DecideRequest wrong_game = request;
  wrong_game.mutable_observation()->mutable_reversi();
  EXPECT_EQ(policy.Decide(wrong_game, options).status().message(),
            "the request carries no Da Vinci Code observation");

  bot::v1::DecideRequest wrong_seat = request;
  wrong_seat.set_seat(1 - request.seat());
  EXPECT_EQ(policy.Decide(wrong_seat, options).status().message(),
            "the observation's seat does not match the request's");

  bot::v1::DecideRequest hidden_own = request;
  hidden_own.mutable_observation()
      ->mutable_davinci()
      ->mutable_racks(request.seat())
      ->mutable_tiles(0)
      ->set_value(-1);
  EXPECT_EQ(policy.Decide(hidden_own, options).status().message(),
            "the observation hides a tile of your own rack");
}

// An observation no deal can produce: the inference engine says so rather
// than guessing from nothing.
TEST(DavinciPolicyTest, RefusesAnImpossibleObservation) {
  DavinciPolicy policy;
  const protocol::OptionValues options = OptionsOf(policy, {});
  DavinciGame game("no_jokers", false, 2, 4);
  while (game.state().phase() != Phase::kGuess) game.Apply(game.LegalActions().front());
  bot::v1::DecideRequest request = RequestFor(game, 1);
  bot::v1::DavinciObservation* view = request.mutable_observation()->mutable_davinci();
  // Every value ruled out at one of the opponent's tiles.
  const int opponent = 1 - static_cast<int>(request.seat());
  for (int value = 0; value < 13; ++value) {
    bot::v1::DavinciGuess* guess = view->add_guesses();
    guess->set_target(opponent);
    guess->set_tile_id(view->racks(opponent).tiles(0).id());
    guess->set_value(value);
  }
  EXPECT_EQ(policy.Decide(request, options).status().message(),
            "no assignment of the unseen tiles fits the view");
}

}  // namespace
}  // namespace davinci
