// The Battleship engine under the request fuzzer (engines/testing/
// decide_fuzz.h), and the requests that crashed the seed's shooters before
// views were checked: shots off the board, answers that are no answer,
// sinkings of no ship, a board with every cell shot.
#include "engines/battleship/battleship_policy.h"
#include "engines/testing/decide_fuzz.h"
#include "games/battleship/battleship_game.h"
#include "gtest/gtest.h"

namespace battleship {
namespace {

// A layout answered outside the listed sample must be legal on the board
// the view names.
bool LegalLayout(const bot::v1::DecideRequest& request, const bot::v1::Action& answer) {
  absl::StatusOr<SeatView> view = SeatViewOf(request.observation().battleship());
  if (!view.ok() || !view->placement) return false;
  absl::StatusOr<Layout> layout = LayoutOf(view->rules, answer.battleship().layout());
  return layout.ok() && ValidateLayout(view->rules, *layout).ok();
}

TEST(BattleshipFuzzTest, AnswersFromTheListOrRefusesInOneLine) {
  BattleshipPolicy policy;
  engines::fuzz::FuzzSettings settings;
  settings.iterations = 5000;
  settings.option_sets = {{{"shooter", "density"}, {"samples", "50"}},
                          {{"shooter", "neighbours"}, {"placer", "uniform"}},
                          {{"shooter", "random"}, {"candidates", "4"}},
                          {{"shooter", "hunt_target"}},
                          {{"shooter", "direction"}, {"candidates", "2"}}};
  settings.unlisted_ok = LegalLayout;
  engines::fuzz::ExpectSoundUnderFuzz(policy, settings);
}

// A solo seed8 request after `shots` first shots (cells 0, 1, ...).
bot::v1::DecideRequest SoloRequest(int shots) {
  BattleshipGame game("seed8:solo", *ParseVariant("seed8:solo"), 3);
  for (int cell = 0; cell < shots; ++cell) EXPECT_TRUE(game.Apply(ShotAction(cell)).ok());
  return engines::fuzz::RequestFor(game, "battleship", "seed8:solo");
}

std::string Refusal(const bot::v1::DecideRequest& request, const std::string& shooter) {
  BattleshipPolicy policy;
  bot::v1::DecideRequest with = request;
  (*with.mutable_options())["shooter"] = shooter;
  return engines::fuzz::Refusal(policy, with);
}

TEST(BattleshipFuzzTest, RefusesShotsNoGameAnswers) {
  bot::v1::DecideRequest off_board = SoloRequest(3);
  off_board.mutable_observation()->mutable_battleship()->mutable_own_shots(1)->set_cell(64);
  EXPECT_EQ(Refusal(off_board, "hunt_target"), "shot 2 at cell 64 is off the board");

  bot::v1::DecideRequest unanswered = SoloRequest(3);
  unanswered.mutable_observation()->mutable_battleship()->mutable_own_shots(0)->set_result(
      bot::v1::BattleshipShot::RESULT_UNSPECIFIED);
  EXPECT_EQ(Refusal(unanswered, "neighbours"), "shot 1 has no answer (result 0)");

  bot::v1::DecideRequest no_ship = SoloRequest(3);
  bot::v1::BattleshipShot* sunk =
      no_ship.mutable_observation()->mutable_battleship()->mutable_own_shots(2);
  sunk->set_result(bot::v1::BattleshipShot::SUNK);
  sunk->set_sunk_ship(5);
  EXPECT_EQ(Refusal(no_ship, "parity"), "shot 3 sinks ship 5, not in the fleet");

  bot::v1::DecideRequest again = SoloRequest(3);
  again.mutable_observation()->mutable_battleship()->mutable_own_shots(2)->set_cell(0);
  EXPECT_EQ(Refusal(again, "random"), "shot 3 is at a1 again");
}

TEST(BattleshipFuzzTest, RefusesABoardWithNothingLeftToShoot) {
  bot::v1::DecideRequest request = SoloRequest(3);
  bot::v1::BattleshipObservation* view = request.mutable_observation()->mutable_battleship();
  view->clear_own_shots();
  for (int cell = 0; cell < 64; ++cell) {
    bot::v1::BattleshipShot* shot = view->add_own_shots();
    shot->set_cell(cell);
    shot->set_result(bot::v1::BattleshipShot::MISS);
  }
  EXPECT_EQ(Refusal(request, "random"), "every cell has been shot: nothing is left to shoot");
}

TEST(BattleshipFuzzTest, RefusesAnUnknownPhase) {
  bot::v1::DecideRequest request = SoloRequest(0);
  request.mutable_observation()->mutable_battleship()->set_phase(
      bot::v1::BattleshipObservation::PHASE_UNSPECIFIED);
  EXPECT_EQ(Refusal(request, "density"), "unknown phase 0");
}

}  // namespace
}  // namespace battleship
