#include "games/yacht/rules.h"

#include "gtest/gtest.h"

namespace yacht {
namespace {

FaceCounts Dice(std::initializer_list<int> values) {
  FaceCounts counts{};
  for (int v : values) ++counts[v - 1];
  return counts;
}

TEST(DiceTablesTest, CountsAndProbabilities) {
  const DiceTables& tables = DiceTables::Get();
  // Every keep's outcomes sum to 1; from nothing held, 252 rolls.
  for (int k = 0; k < kKeeps; ++k) {
    double total = 0;
    for (const auto& outcome : tables.Outcomes(k)) total += outcome.probability;
    EXPECT_NEAR(total, 1.0, 1e-12) << k;
  }
  EXPECT_EQ(tables.Outcomes(0).size(), 252u);
  // Yacht of sixes from scratch: 1/7776; 1-2-3-4-5 in any order: 120/7776.
  const int empty = tables.KeepIndex(FaceCounts{});
  EXPECT_NEAR(tables.RollProbability(
                  empty, tables.KeepIndex(Dice({6, 6, 6, 6, 6})) - DiceTables::kRollBase),
              1.0 / 7776, 1e-15);
  EXPECT_NEAR(tables.RollProbability(
                  empty, tables.KeepIndex(Dice({1, 2, 3, 4, 5})) - DiceTables::kRollBase),
              120.0 / 7776, 1e-15);
  // Holding four sixes: 1/6 to complete the Yacht.
  EXPECT_NEAR(
      tables.RollProbability(tables.KeepIndex(Dice({6, 6, 6, 6})),
                             tables.KeepIndex(Dice({6, 6, 6, 6, 6})) - DiceTables::kRollBase),
      1.0 / 6, 1e-15);
  EXPECT_EQ(tables.WithDie(tables.KeepIndex(Dice({1, 2})), 2), tables.KeepIndex(Dice({1, 2, 3})));
  EXPECT_EQ(tables.WithoutDie(tables.KeepIndex(Dice({1, 2})), 5), -1);
}

TEST(RulesTest, PanchtScoresAsTheSeed) {
  const Ruleset rules = *MakeRuleset("pancht");
  EXPECT_EQ(rules.NumCategories(), 13);
  EXPECT_EQ(BoxScore(rules, Category::kThrees, Dice({3, 3, 1, 3, 6})), 9);
  EXPECT_EQ(BoxScore(rules, Category::kChoice, Dice({3, 3, 1, 3, 6})), 16);
  EXPECT_EQ(BoxScore(rules, Category::kThreeOfAKind, Dice({3, 3, 1, 3, 6})), 16);
  EXPECT_EQ(BoxScore(rules, Category::kFourOfAKind, Dice({3, 3, 1, 3, 6})), 0);
  EXPECT_EQ(BoxScore(rules, Category::kFullHouse, Dice({2, 2, 5, 5, 5})), 19);
  EXPECT_EQ(BoxScore(rules, Category::kFullHouse, Dice({4, 4, 4, 4, 4})), 20);  // five equal count
  EXPECT_EQ(BoxScore(rules, Category::kSmallStraight, Dice({3, 4, 5, 6, 6})), 15);
  EXPECT_EQ(BoxScore(rules, Category::kLargeStraight, Dice({3, 4, 5, 6, 2})), 30);
  EXPECT_EQ(BoxScore(rules, Category::kLargeStraight, Dice({1, 2, 3, 4, 6})), 0);
  EXPECT_EQ(BoxScore(rules, Category::kYacht, Dice({2, 2, 2, 2, 2})), 50);
}

TEST(RulesTest, ClubhouseAndYahtzeeDiffer) {
  const Ruleset clubhouse = *MakeRuleset("clubhouse");
  EXPECT_EQ(clubhouse.NumCategories(), 12);
  EXPECT_EQ(clubhouse.IndexOf(Category::kThreeOfAKind), -1);
  const Ruleset yahtzee = *MakeRuleset("yahtzee");
  EXPECT_EQ(BoxScore(yahtzee, Category::kFullHouse, Dice({2, 2, 5, 5, 5})), 25);
  EXPECT_EQ(BoxScore(yahtzee, Category::kFullHouse, Dice({4, 4, 4, 4, 4})), 0);
  EXPECT_EQ(BoxScore(yahtzee, Category::kSmallStraight, Dice({1, 2, 3, 4, 4})), 30);
  EXPECT_EQ(BoxScore(yahtzee, Category::kLargeStraight, Dice({2, 3, 4, 5, 6})), 40);
  // The switches.
  EXPECT_EQ(BoxScore(*MakeRuleset("yahtzee", {{"five_equal_full_house", "true"}}),
                     Category::kFullHouse, Dice({4, 4, 4, 4, 4})),
            25);
  EXPECT_FALSE(MakeRuleset("yahtzee", {{"yahtzee_bonus", "false"}})->yahtzee_bonus_and_joker);
  EXPECT_EQ(std::string(MakeRuleset("yahtzee", {{"joker", "wild"}}).status().message()),
            "joker=wild: expected free or forced");
  EXPECT_FALSE(MakeRuleset("yahtzee", {{"yahtzee_bonus", "maybe"}}).ok());
  EXPECT_FALSE(MakeRuleset("yahtzee", {{"jokers", "free"}}).ok());
  EXPECT_EQ(std::string(MakeRuleset("kniffel").status().message()),
            "unknown yacht ruleset 'kniffel' (known: pancht, clubhouse, yahtzee)");
}

TEST(RulesTest, ForcedYahtzeeJokerAndBonus) {
  const Ruleset rules = *MakeRuleset("yahtzee", {{"joker", "forced"}});
  const int yacht = rules.IndexOf(Category::kYacht);
  const int fours = rules.IndexOf(Category::kFours);
  const int full_house = rules.IndexOf(Category::kFullHouse);
  const int large = rules.IndexOf(Category::kLargeStraight);
  const int twos = rules.IndexOf(Category::kTwos);
  const FaceCounts four_yacht = Dice({4, 4, 4, 4, 4});
  // First Yahtzee: no joker, the Yacht box scores 50.
  EXPECT_EQ(ScoreTurn(rules, 0, false, yacht, four_yacht).box, 50);
  EXPECT_TRUE(ScoreTurn(rules, 0, false, full_house, four_yacht).legal);
  EXPECT_EQ(ScoreTurn(rules, 0, false, full_house, four_yacht).box, 0);
  // Later Yahtzee with 50 in the box: +100, and the Fours box is forced.
  const int filled = 1 << yacht;
  TurnScore forced = ScoreTurn(rules, filled, true, fours, four_yacht);
  EXPECT_TRUE(forced.legal);
  EXPECT_EQ(forced.box, 20);
  EXPECT_EQ(forced.bonus, 100);
  EXPECT_FALSE(ScoreTurn(rules, filled, true, full_house, four_yacht).legal);
  // Fours filled: any lower box at full value, no upper box.
  TurnScore joker = ScoreTurn(rules, filled | (1 << fours), true, large, four_yacht);
  EXPECT_TRUE(joker.legal);
  EXPECT_EQ(joker.box, 40);
  EXPECT_FALSE(ScoreTurn(rules, filled | (1 << fours), true, twos, four_yacht).legal);
  // A zero in the Yacht box: joker still applies, but no bonus.
  EXPECT_EQ(ScoreTurn(rules, filled | (1 << fours), false, full_house, four_yacht).bonus, 0);
  EXPECT_EQ(ScoreTurn(rules, filled | (1 << fours), false, full_house, four_yacht).box, 25);
  // Every lower box filled: zero an upper box.
  int lower = 0;
  for (int i = 0; i < rules.NumCategories(); ++i) {
    if (!IsUpper(rules.categories[i])) lower |= 1 << i;
  }
  TurnScore zero = ScoreTurn(rules, lower | (1 << fours), true, twos, four_yacht);
  EXPECT_TRUE(zero.legal);
  EXPECT_EQ(zero.box, 0);
  EXPECT_EQ(zero.bonus, 100);
}

TEST(RulesTest, FreeJokerForcesNothing) {
  const Ruleset rules = *MakeRuleset("yahtzee");
  const int yacht = rules.IndexOf(Category::kYacht);
  const int fours = rules.IndexOf(Category::kFours);
  const int full_house = rules.IndexOf(Category::kFullHouse);
  const int twos = rules.IndexOf(Category::kTwos);
  const FaceCounts four_yacht = Dice({4, 4, 4, 4, 4});
  const int filled = 1 << yacht;
  // Fours open: any box, at its ordinary score (no full-value joker).
  EXPECT_TRUE(ScoreTurn(rules, filled, true, full_house, four_yacht).legal);
  EXPECT_EQ(ScoreTurn(rules, filled, true, full_house, four_yacht).box, 0);
  EXPECT_EQ(ScoreTurn(rules, filled, true, full_house, four_yacht).bonus, 100);
  // Fours filled: lower boxes at full value, upper boxes allowed (for 0).
  EXPECT_EQ(ScoreTurn(rules, filled | (1 << fours), true, full_house, four_yacht).box, 25);
  EXPECT_TRUE(ScoreTurn(rules, filled | (1 << fours), true, twos, four_yacht).legal);
}

}  // namespace
}  // namespace yacht
