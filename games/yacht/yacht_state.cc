#include "games/yacht/yacht_state.h"

#include "absl/strings/str_cat.h"
#include "games/common/seeded_random.h"

namespace yacht {

int Sheet::FilledMask() const {
  int mask = 0;
  for (size_t i = 0; i < boxes_.size(); ++i) {
    if (boxes_[i] >= 0) mask |= 1 << i;
  }
  return mask;
}

int Sheet::UpperTotal(const Ruleset& rules) const {
  int total = 0;
  for (int i = 0; i < rules.NumCategories(); ++i) {
    if (IsUpper(rules.categories[i]) && boxes_[i] > 0) total += boxes_[i];
  }
  return total;
}

int Sheet::UpperBonus(const Ruleset& rules) const {
  return UpperTotal(rules) >= kUpperBonusThreshold ? kUpperBonus : 0;
}

int Sheet::Total(const Ruleset& rules) const {
  int total = UpperBonus(rules) + yahtzee_bonus_;
  for (int box : boxes_) total += box > 0 ? box : 0;
  return total;
}

bool Sheet::YachtHolds50(const Ruleset& rules) const {
  const int index = rules.IndexOf(Category::kYacht);
  return index >= 0 && boxes_[index] == rules.yacht;
}

std::string DiceString(const FaceCounts& dice) {
  std::string text;
  for (int f = 0; f < kFaces; ++f) text.append(dice[f], static_cast<char>('1' + f));
  return text;
}

YachtState::YachtState(Ruleset rules, int players, uint64_t seed, bool duplicate_dice)
    : rules_(std::move(rules)),
      seed_(seed),
      duplicate_dice_(duplicate_dice),
      sheets_(players, Sheet(rules_.NumCategories())) {
  RollDice(kDice);
}

void YachtState::RollDice(int count) {
  // One stream per (player, turn, roll); duplicate dice share the player.
  const uint64_t player = duplicate_dice_ ? 0 : static_cast<uint64_t>(to_move_) + 1;
  const uint64_t roll = 2 - static_cast<uint64_t>(rolls_left_);
  games::SeededRandom random(
      games::MixSeeds(seed_, (player * 64 + static_cast<uint64_t>(turn_)) * 4 + roll));
  for (int i = 0; i < count; ++i) ++dice_[random.Below(kFaces)];
  if (rolls_left_ == 2) absl::StrAppend(&record_, record_.empty() ? "" : " ", "P", to_move_, ":");
  absl::StrAppend(&record_, rolls_left_ == 2 ? "" : ",", "r", DiceString(dice_));
}

absl::Status YachtState::Keep(const FaceCounts& kept) {
  if (IsOver()) return absl::FailedPreconditionError("the game is over");
  if (rolls_left_ == 0) return absl::InvalidArgumentError("no re-roll left: fill a box");
  int held = 0;
  for (int f = 0; f < kFaces; ++f) {
    if (kept[f] > dice_[f]) {
      return absl::InvalidArgumentError(
          absl::StrCat("cannot keep ", DiceString(kept), " from ", DiceString(dice_)));
    }
    held += kept[f];
  }
  absl::StrAppend(&record_, ",k", DiceString(kept));
  dice_ = kept;
  --rolls_left_;
  ++decisions_;
  RollDice(kDice - held);
  return absl::OkStatus();
}

TurnScore YachtState::ScoreFor(int index) const {
  if (index < 0 || index >= rules_.NumCategories()) return TurnScore{};
  const Sheet& sheet = sheets_[to_move_];
  return ScoreTurn(rules_, sheet.FilledMask(), sheet.YachtHolds50(rules_), index, dice_);
}

absl::Status YachtState::Fill(int index) {
  if (IsOver()) return absl::FailedPreconditionError("the game is over");
  if (index < 0 || index >= rules_.NumCategories()) {
    return absl::InvalidArgumentError(absl::StrCat("no box ", index));
  }
  const TurnScore score = ScoreFor(index);
  if (!score.legal) {
    return absl::InvalidArgumentError(absl::StrCat(CategoryName(rules_.categories[index]),
                                                   sheets_[to_move_].IsFilled(index)
                                                       ? " is already filled"
                                                       : " is not allowed by the joker rule"));
  }
  sheets_[to_move_].Fill(index, score);
  absl::StrAppend(&record_, ",", CategoryName(rules_.categories[index]), "=", score.box,
                  score.bonus ? absl::StrCat("+", score.bonus) : "");
  ++decisions_;
  // Next player; a round ends when the last player has filled a box.
  to_move_ = (to_move_ + 1) % Players();
  if (to_move_ == 0) ++turn_;
  dice_ = FaceCounts{};
  rolls_left_ = 2;
  if (!IsOver()) RollDice(kDice);
  return absl::OkStatus();
}

}  // namespace yacht
