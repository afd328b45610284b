// The Reversi engine under the request fuzzer (engines/testing/decide_fuzz.h),
// and the requests it refuses by name.
#include "engines/reversi/reversi_policy.h"
#include "engines/testing/decide_fuzz.h"
#include "games/reversi/reversi_game.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

TEST(ReversiFuzzTest, AnswersFromTheListOrRefusesInOneLine) {
  ReversiPolicy policy;
  engines::fuzz::FuzzSettings settings;
  settings.iterations = 6000;
  settings.option_sets = {{{"eval", "seed"}, {"depth", "2"}},
                          {{"eval", "strong"}},
                          {{"eval", "strong"}, {"noise", "2"}, {"endgame_empties", "8"}}};
  settings.limits.set_nodes(2000);
  engines::fuzz::ExpectSoundUnderFuzz(policy, settings);
}

// A request after `moves` (f5d6c3 ...), as the referee sends it.
bot::v1::DecideRequest RequestAfter(const std::string& moves) {
  ReversiGame game;
  const absl::StatusOr<std::vector<bot::v1::Action>> actions = ParseMoves(moves);
  for (const bot::v1::Action& action : *actions) EXPECT_TRUE(game.Apply(action).ok());
  bot::v1::DecideRequest request = engines::fuzz::RequestFor(game, "reversi", "");
  request.mutable_limits()->set_nodes(1000);
  return request;
}

std::string Refusal(const bot::v1::DecideRequest& request) {
  ReversiPolicy policy;
  return engines::fuzz::Refusal(policy, request);
}

TEST(ReversiFuzzTest, RefusesWhatNoGameSends) {
  const bot::v1::DecideRequest request = RequestAfter("f5d6c3");

  bot::v1::DecideRequest overlapping = request;
  overlapping.mutable_observation()->mutable_reversi()->set_opponent(
      request.observation().reversi().own());
  EXPECT_EQ(Refusal(overlapping), "discs do not match the history");

  bot::v1::DecideRequest wrong_colour = request;
  wrong_colour.mutable_observation()->mutable_reversi()->set_color(
      bot::v1::ReversiObservation::BLACK);
  EXPECT_EQ(Refusal(wrong_colour), "colour 1 (1 black, 2 white) is not the side to move");

  // A refusal quoting what the request held stays one line.
  bot::v1::DecideRequest two_lines = request;
  two_lines.set_game("reversi\nx");
  EXPECT_EQ(Refusal(two_lines), "reversi does not play reversi\\x0ax variant ''");

  // A legal move left out: the engine's choice is not listed.
  bot::v1::DecideRequest cut = request;
  cut.mutable_legal_actions()->DeleteSubrange(1, cut.legal_actions_size() - 1);
  cut.mutable_legal_actions(0)->mutable_reversi()->set_square(0);
  EXPECT_NE(Refusal(cut).find("which the legal actions do not list"), std::string::npos);
}

// A finished game (a nine-move wipe-out) has no move to choose.
TEST(ReversiFuzzTest, RefusesAFinishedGame) {
  ReversiGame game;
  const absl::StatusOr<std::vector<bot::v1::Action>> actions = ParseMoves("e6f4e3f6g5d6e7f5c5");
  for (const bot::v1::Action& action : *actions) ASSERT_TRUE(game.Apply(action).ok());
  ASSERT_TRUE(game.IsOver());
  bot::v1::DecideRequest request = engines::fuzz::RequestFor(game, "reversi", "");
  request.add_legal_actions()->mutable_reversi()->set_pass(true);
  EXPECT_EQ(Refusal(request), "the game is over: no move is left");
}

}  // namespace
}  // namespace reversi
