#include "games/yacht/yacht_game.h"

#include "gtest/gtest.h"

namespace yacht {
namespace {

YachtVariant Variant(const std::string& text) { return *ParseVariant(text); }

// Plays every turn by filling the first legal box at once.
void FillFirstBoxes(YachtGame* game) {
  while (!game->IsOver()) {
    for (const bot::v1::Action& action : game->LegalActions()) {
      if (action.yacht().choice_case() == bot::v1::YachtAction::kCategory) {
        ASSERT_TRUE(game->Apply(action).ok());
        break;
      }
    }
  }
}

TEST(YachtVariantTest, ParsesRulesetAndSwitches) {
  EXPECT_EQ(Variant("").rules.name, "clubhouse");
  YachtVariant v = Variant("yahtzee:joker=forced,duplicate_dice=true");
  EXPECT_EQ(v.rules.name, "yahtzee");
  EXPECT_TRUE(v.rules.forced_joker);
  EXPECT_TRUE(v.duplicate_dice);
  EXPECT_EQ(std::string(ParseVariant("clubhouse:duplicate_dice").status().message()),
            "yacht variant 'clubhouse:duplicate_dice': 'duplicate_dice' is not switch=value");
  EXPECT_FALSE(ParseVariant("clubhouse:duplicate_dice=yes").ok());
}

TEST(YachtGameTest, SoloGameFillsEveryBoxOnce) {
  YachtGame game(Variant("clubhouse"), 1, 5);
  EXPECT_EQ(game.state().RollsLeft(), 2);
  FillFirstBoxes(&game);
  EXPECT_TRUE(game.IsOver());
  EXPECT_EQ(game.Plies(), 12);
  const Sheet& sheet = game.state().SheetOf(0);
  int sum = 0;
  for (int i = 0; i < 12; ++i) {
    EXPECT_TRUE(sheet.IsFilled(i));
    sum += sheet.Box(i);
  }
  EXPECT_EQ(sheet.Total(game.state().rules()), sum + sheet.UpperBonus(game.state().rules()));
  EXPECT_EQ(game.GetOutcome().points[0], sheet.Total(game.state().rules()));
}

TEST(YachtGameTest, LegalActionsAreDistinctKeepsAndOpenBoxes) {
  YachtGame game(Variant("clubhouse"), 2, 11);
  const FaceCounts& dice = game.state().Dice();
  int keeps = 1;
  for (int f = 0; f < kFaces; ++f) keeps *= dice[f] + 1;
  EXPECT_EQ(static_cast<int>(game.LegalActions().size()), keeps + 12);
  // Keep everything twice: then only the 12 boxes are left.
  ASSERT_TRUE(game.Apply(KeepAction(dice)).ok());
  ASSERT_TRUE(game.Apply(KeepAction(game.state().Dice())).ok());
  EXPECT_EQ(game.state().RollsLeft(), 0);
  EXPECT_EQ(game.LegalActions().size(), 12u);
}

TEST(YachtGameTest, RefusesBadActions) {
  YachtGame game(Variant("clubhouse"), 2, 3);
  bot::v1::Action reversi;
  reversi.mutable_reversi()->set_square(3);
  EXPECT_EQ(game.Apply(reversi).fault, games::ActionFault::kWrongGame);
  bot::v1::Action empty_yacht;
  empty_yacht.mutable_yacht();
  EXPECT_EQ(game.Apply(empty_yacht).fault, games::ActionFault::kMalformed);
  bot::v1::Action seven;
  seven.mutable_yacht()->mutable_keep()->add_dice(7);
  EXPECT_EQ(game.Apply(seven).fault, games::ActionFault::kMalformed);
  // Keeping a die that is not there.
  FaceCounts absent{};
  for (int f = 0; f < kFaces; ++f) {
    if (game.state().Dice()[f] == 0) absent[f] = 1;
  }
  EXPECT_EQ(game.Apply(KeepAction(absent)).fault, games::ActionFault::kIllegal);
  FaceCounts six_dice = game.state().Dice();
  ++six_dice[0];
  EXPECT_EQ(game.Apply(KeepAction(six_dice)).detail, "more than five dice kept");
  EXPECT_EQ(game.Apply(FillAction(12)).fault, games::ActionFault::kIllegal);
  ASSERT_TRUE(game.Apply(FillAction(0)).ok());  // seat 0 fills aces
  ASSERT_TRUE(game.Apply(FillAction(0)).ok());  // seat 1 too
  // Seat 0 again: aces is taken.
  EXPECT_EQ(game.Apply(FillAction(0)).detail, "aces is already filled");
}

TEST(YachtGameTest, DuplicateDiceGiveEveryPlayerTheSameRolls) {
  for (bool duplicate : {true, false}) {
    YachtVariant variant = Variant("clubhouse");
    variant.duplicate_dice = duplicate;
    YachtGame game(variant, 3, 99);
    int same = 0;
    for (int turn = 0; turn < 12; ++turn) {
      std::vector<FaceCounts> first_rolls;
      for (int seat = 0; seat < 3; ++seat) {
        first_rolls.push_back(game.state().Dice());
        ASSERT_TRUE(game.Apply(FillAction(turn)).ok());
      }
      same += first_rolls[0] == first_rolls[1] && first_rolls[1] == first_rolls[2];
    }
    if (duplicate) {
      EXPECT_EQ(same, 12);
    } else {
      EXPECT_LT(same, 3);
    }
  }
}

TEST(YachtGameTest, ScoresAreTheShareOfOpponentsBeaten) {
  YachtGame game(Variant("clubhouse:duplicate_dice=true"), 3, 1);
  FillFirstBoxes(&game);
  // Same dice, same play: a three-way tie.
  const games::Outcome outcome = game.GetOutcome();
  EXPECT_EQ(outcome.points[0], outcome.points[1]);
  EXPECT_EQ(outcome.scores, (std::vector<double>{0.5, 0.5, 0.5}));
}

TEST(YachtGameTest, ObservationShowsSheetsDiceAndRolls) {
  YachtGame game(Variant("yahtzee"), 2, 8);
  ASSERT_TRUE(game.Apply(FillAction(5)).ok());  // seat 0 fills sixes
  bot::v1::Observation observation;
  game.FillObservation(&observation);
  const bot::v1::YachtObservation& yacht = observation.yacht();
  EXPECT_EQ(yacht.ruleset(), "yahtzee");
  EXPECT_EQ(yacht.categories_size(), 13);
  EXPECT_EQ(yacht.categories(12), "choice");
  ASSERT_EQ(yacht.sheets_size(), 2);
  EXPECT_GE(yacht.sheets(0).boxes(5), 0);
  EXPECT_EQ(yacht.sheets(1).boxes(5), -1);
  EXPECT_EQ(yacht.dice_size(), 5);
  EXPECT_EQ(yacht.rolls_left(), 2);
  EXPECT_TRUE(yacht.yahtzee_bonus());
}

// Boxes in the ruleset's order, '-' while empty, and a total that adds the
// upper bonus the record does not write.
TEST(YachtGameTest, PositionTextListsEverySheet) {
  YachtGame game(*ParseVariant("clubhouse"), 2, 5);
  const std::string empty =
      "aces=-,twos=-,threes=-,fours=-,fives=-,sixes=-,choice=-,"
      "four_of_a_kind=-,full_house=-,small_straight=-,large_straight=-,"
      "yacht=-,total=0";
  EXPECT_EQ(game.PositionText(), "P0:" + empty + " P1:" + empty);
  int dice_sum = 0;  // choice scores the dice's sum
  for (int f = 0; f < kFaces; ++f) dice_sum += (f + 1) * game.state().Dice()[f];
  const std::string sum = std::to_string(dice_sum);
  ASSERT_TRUE(game.Apply(FillAction(6)).ok());
  const std::string text = game.PositionText();
  EXPECT_EQ(
      text.substr(0, text.find(' ')),
      "P0:aces=-,twos=-,threes=-,fours=-,fives=-,sixes=-,choice=" + sum +
          ",four_of_a_kind=-,full_house=-,small_straight=-,large_straight=-,yacht=-,total=" + sum);
}

}  // namespace
}  // namespace yacht
