// A Yacht game as the referee keeps it: 1 to 6 players, each with a sheet,
// taking turns of up to two re-rolls and one box. The referee rolls the
// dice from the game's seed; with "duplicate dice" every player gets the
// same dice stream, which cuts luck out of comparisons.
#ifndef GAMES_YACHT_YACHT_STATE_H_
#define GAMES_YACHT_YACHT_STATE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "games/common/seeded_random.h"
#include "games/yacht/dice.h"
#include "games/yacht/rules.h"

namespace yacht {

inline constexpr int kMaxPlayers = 6;

class Sheet {
 public:
  explicit Sheet(int categories) : boxes_(categories, -1) {}

  bool IsFilled(int index) const { return boxes_[index] >= 0; }
  int Box(int index) const { return boxes_[index]; }
  int FilledMask() const;
  int UpperTotal(const Ruleset& rules) const;
  int UpperBonus(const Ruleset& rules) const;
  int YahtzeeBonus() const { return yahtzee_bonus_; }
  int Total(const Ruleset& rules) const;
  bool YachtHolds50(const Ruleset& rules) const;

  void Fill(int index, const TurnScore& score) {
    boxes_[index] = score.box;
    yahtzee_bonus_ += score.bonus;
  }

 private:
  std::vector<int> boxes_;
  int yahtzee_bonus_ = 0;
};

class YachtState {
 public:
  YachtState(Ruleset rules, int players, uint64_t seed, bool duplicate_dice);

  const Ruleset& rules() const { return rules_; }
  int Players() const { return static_cast<int>(sheets_.size()); }
  int ToMove() const { return to_move_; }
  int Turn() const { return turn_; }
  int RollsLeft() const { return rolls_left_; }
  const FaceCounts& Dice() const { return dice_; }
  const Sheet& SheetOf(int player) const { return sheets_[player]; }
  bool IsOver() const { return turn_ >= rules_.NumCategories(); }
  int Decisions() const { return decisions_; }

  // Keep `kept` (a sub-multiset of the dice) and re-roll the rest; needs a
  // re-roll left.
  absl::Status Keep(const FaceCounts& kept);
  // Fill box `index` for the player to move and pass the turn on.
  absl::Status Fill(int index);

  // What filling box `index` now would score (legal false if it may not).
  TurnScore ScoreFor(int index) const;

  // Every roll from now on comes from another stream, drawn from `seed`
  // (the dice already on the table stay).
  void RedrawFutureDice(uint64_t seed) { seed_ = games::MixSeeds(seed_, seed); }

  // "P0:r12346,k1246,r12456,large_straight=30 P1:..."
  std::string Record() const { return record_; }

 private:
  void RollDice(int count);

  Ruleset rules_;
  uint64_t seed_;
  bool duplicate_dice_;
  std::vector<Sheet> sheets_;
  int to_move_ = 0;
  int turn_ = 0;
  int rolls_left_ = 2;
  int decisions_ = 0;
  FaceCounts dice_{};
  std::string record_;
};

// "12346" for the dice.
std::string DiceString(const FaceCounts& dice);

}  // namespace yacht

#endif  // GAMES_YACHT_YACHT_STATE_H_
