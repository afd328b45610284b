#include "games/yacht/rules.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace yacht {
namespace {

int MaxOfAKind(const FaceCounts& dice) {
  int most = 0;
  for (int f = 0; f < kFaces; ++f) most = std::max<int>(most, dice[f]);
  return most;
}

// Longest run of consecutive faces present.
int LongestRun(const FaceCounts& dice) {
  int longest = 0, run = 0;
  for (int f = 0; f < kFaces; ++f) {
    run = dice[f] ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  return longest;
}

absl::StatusOr<bool> BoolSwitch(const std::string& name, const std::string& value) {
  if (value == "true") return true;
  if (value == "false") return false;
  return absl::InvalidArgumentError(absl::StrCat(name, "=", value, ": expected true or false"));
}

}  // namespace

int Ruleset::IndexOf(Category category) const {
  for (int i = 0; i < NumCategories(); ++i) {
    if (categories[i] == category) return i;
  }
  return -1;
}

int Ruleset::UpperMask() const {
  int mask = 0;
  for (int i = 0; i < NumCategories(); ++i) {
    if (IsUpper(categories[i])) mask |= 1 << i;
  }
  return mask;
}

std::vector<std::string> RulesetNames() { return {"pancht", "clubhouse", "yahtzee"}; }

absl::StatusOr<Ruleset> MakeRuleset(const std::string& name,
                                    const std::map<std::string, std::string>& switches) {
  using C = Category;
  Ruleset rules;
  rules.name = name;
  rules.categories = {C::kAces, C::kTwos, C::kThrees, C::kFours, C::kFives, C::kSixes};
  std::vector<C> lower;
  if (name == "pancht") {
    lower = {C::kChoice,        C::kThreeOfAKind,  C::kFourOfAKind, C::kFullHouse,
             C::kSmallStraight, C::kLargeStraight, C::kYacht};
  } else if (name == "clubhouse") {
    lower = {C::kChoice,        C::kFourOfAKind,   C::kFullHouse,
             C::kSmallStraight, C::kLargeStraight, C::kYacht};
  } else if (name == "yahtzee") {
    lower = {C::kThreeOfAKind,  C::kFourOfAKind, C::kFullHouse, C::kSmallStraight,
             C::kLargeStraight, C::kYacht,       C::kChoice};
    rules.full_house_sum = false;
    rules.small_straight = 30;
    rules.large_straight = 40;
    rules.five_equal_full_house = false;
    rules.yahtzee_bonus_and_joker = true;
  } else {
    return absl::InvalidArgumentError(absl::StrCat(
        "unknown yacht ruleset '", name, "' (known: ", absl::StrJoin(RulesetNames(), ", "), ")"));
  }
  rules.categories.insert(rules.categories.end(), lower.begin(), lower.end());

  for (const auto& [key, value] : switches) {
    if (key == "five_equal_full_house" || key == "yahtzee_bonus") {
      absl::StatusOr<bool> on = BoolSwitch(key, value);
      if (!on.ok()) return on.status();
      (key == "yahtzee_bonus" ? rules.yahtzee_bonus_and_joker : rules.five_equal_full_house) = *on;
    } else if (key == "joker") {
      if (value != "free" && value != "forced") {
        return absl::InvalidArgumentError(
            absl::StrCat("joker=", value, ": expected free or forced"));
      }
      rules.forced_joker = value == "forced";
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("unknown yacht rule switch '", key,
                       "' (known: five_equal_full_house, yahtzee_bonus, joker)"));
    }
  }
  return rules;
}

std::string CategoryName(Category category) {
  static const char* const kNames[] = {
      "aces",           "twos",       "threes",         "fours",
      "fives",          "sixes",      "choice",         "three_of_a_kind",
      "four_of_a_kind", "full_house", "small_straight", "large_straight",
      "yacht"};
  return kNames[static_cast<int>(category)];
}

bool IsYacht(const FaceCounts& dice) { return MaxOfAKind(dice) == kDice; }

int BoxScore(const Ruleset& rules, Category category, const FaceCounts& dice) {
  const int sum = DiceSum(dice);
  switch (category) {
    case Category::kChoice:
      return sum;
    case Category::kThreeOfAKind:
      return MaxOfAKind(dice) >= 3 ? sum : 0;
    case Category::kFourOfAKind:
      return MaxOfAKind(dice) >= 4 ? sum : 0;
    case Category::kFullHouse: {
      bool three = false, two = false;
      for (int f = 0; f < kFaces; ++f) {
        three = three || dice[f] == 3;
        two = two || dice[f] == 2;
      }
      const bool full = (three && two) || (rules.five_equal_full_house && IsYacht(dice));
      return full ? (rules.full_house_sum ? sum : 25) : 0;
    }
    case Category::kSmallStraight:
      return LongestRun(dice) >= 4 ? rules.small_straight : 0;
    case Category::kLargeStraight:
      return LongestRun(dice) >= 5 ? rules.large_straight : 0;
    case Category::kYacht:
      return IsYacht(dice) ? rules.yacht : 0;
    default:  // upper section
      return UpperFace(category) * dice[static_cast<int>(category)];
  }
}

TurnScore ScoreTurn(const Ruleset& rules, int filled_mask, bool yacht_holds_50, int index,
                    const FaceCounts& dice) {
  TurnScore result;
  if (filled_mask & (1 << index)) return result;  // already filled
  const Category category = rules.categories[index];
  result.legal = true;
  result.box = BoxScore(rules, category, dice);
  const int yacht_index = rules.IndexOf(Category::kYacht);
  const bool joker = rules.yahtzee_bonus_and_joker && IsYacht(dice) && yacht_index >= 0 &&
                     (filled_mask & (1 << yacht_index));
  if (!joker) return result;

  // A further Yahtzee: +100 if the box holds 50, and the joker rule (see
  // Ruleset::forced_joker).
  if (yacht_holds_50) result.bonus = kYahtzeeBonus;
  int face = 0;
  while (dice[face] == 0) ++face;
  const int own_upper = rules.IndexOf(static_cast<Category>(face));
  const int upper_mask = rules.UpperMask();
  const int all = (1 << rules.NumCategories()) - 1;
  const bool lower_open = (all & ~upper_mask & ~filled_mask) != 0;
  if (own_upper >= 0 && !(filled_mask & (1 << own_upper))) {
    // Its upper box is open: forced there, or (free) no joker at all.
    if (rules.forced_joker) result.legal = index == own_upper;
  } else if (lower_open) {
    // Lower boxes at full value; the forced reading forbids upper boxes.
    if (rules.forced_joker) result.legal = !IsUpper(category);
    if (category == Category::kFullHouse) result.box = rules.full_house_sum ? DiceSum(dice) : 25;
    if (category == Category::kSmallStraight) result.box = rules.small_straight;
    if (category == Category::kLargeStraight) result.box = rules.large_straight;
  }
  return result;
}

}  // namespace yacht
