// The Yacht engine under the request fuzzer (engines/testing/decide_fuzz.h),
// and the requests that crashed it (SIGSEGV) before observations were
// checked: re-rolls out of range, more than five dice, huge box values.
#include "absl/strings/str_cat.h"
#include "engines/testing/decide_fuzz.h"
#include "engines/yacht/yacht_policy.h"
#include "games/yacht/yacht_game.h"
#include "gtest/gtest.h"

namespace yacht {
namespace {

// The seed's model: the optimal one solves a table per ruleset and switch
// set first (seconds each), and the observation checks run before either.
TEST(YachtFuzzTest, AnswersFromTheListOrRefusesInOneLine) {
  YachtPolicy policy(testing::TempDir());
  engines::fuzz::FuzzSettings settings;
  settings.iterations = 3000;
  settings.option_sets = {{{"policy", "seed"}},
                          {{"policy", "seed"}, {"temperature", "5"}, {"weight", "1"}},
                          {{"policy", "seed"}, {"epsilon", "0.5"}}};
  engines::fuzz::ExpectSoundUnderFuzz(policy, settings);
}

// The first decision of a two-player clubhouse game, as the referee asks it.
bot::v1::DecideRequest FirstRequest() {
  const YachtGame game(*ParseVariant("clubhouse"), 2, 7);
  return engines::fuzz::RequestFor(game, "yacht", "clubhouse");
}

// The engine's default policy (optimal): refused before any table is needed.
std::string Refusal(const bot::v1::DecideRequest& request) {
  YachtPolicy policy(testing::TempDir());
  return engines::fuzz::Refusal(policy, request);
}

TEST(YachtFuzzTest, RefusesRerollsOutOfRange) {
  for (int rolls_left : {3, -1, 1000}) {
    bot::v1::DecideRequest request = FirstRequest();
    request.mutable_observation()->mutable_yacht()->set_rolls_left(rolls_left);
    EXPECT_EQ(Refusal(request), absl::StrCat(rolls_left, " re-rolls left; a turn has 0 to 2"));
  }
}

TEST(YachtFuzzTest, RefusesOtherThanFiveDice) {
  bot::v1::DecideRequest six = FirstRequest();
  six.mutable_observation()->mutable_yacht()->add_dice(6);
  EXPECT_EQ(Refusal(six), "6 dice on the table; a roll has five");
  bot::v1::DecideRequest none = FirstRequest();
  none.mutable_observation()->mutable_yacht()->clear_dice();
  EXPECT_EQ(Refusal(none), "0 dice on the table; a roll has five");
  bot::v1::DecideRequest seven = FirstRequest();
  seven.mutable_observation()->mutable_yacht()->set_dice(0, 7);
  EXPECT_EQ(Refusal(seven), "no die shows 7");
}

TEST(YachtFuzzTest, RefusesBoxesNoRollScores) {
  bot::v1::DecideRequest request = FirstRequest();
  request.mutable_observation()->mutable_yacht()->mutable_sheets(0)->set_boxes(0, 2147483647);
  EXPECT_EQ(Refusal(request), "box aces holds 2147483647; a box holds 0 to 50, or -1 while empty");
  bot::v1::DecideRequest full = FirstRequest();
  for (int i = 0; i < 12; ++i)
    full.mutable_observation()->mutable_yacht()->mutable_sheets(0)->set_boxes(i, 0);
  EXPECT_EQ(Refusal(full), "the sheet is full: the game is over");
  bot::v1::DecideRequest no_sheet = FirstRequest();
  no_sheet.set_seat(2);
  EXPECT_EQ(Refusal(no_sheet), "no sheet for seat 2");
}

}  // namespace
}  // namespace yacht
