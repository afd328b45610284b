// The Yacht dice family: categories, scoring and the three rulesets
// (GAMES.md section 2) with their named rule switches.
#ifndef GAMES_YACHT_RULES_H_
#define GAMES_YACHT_RULES_H_

#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "games/yacht/dice.h"

namespace yacht {

enum class Category {
  kAces,
  kTwos,
  kThrees,
  kFours,
  kFives,
  kSixes,          // the upper section
  kChoice,         // Choice / Chance: sum of dice
  kThreeOfAKind,   // sum of dice if >= 3 equal
  kFourOfAKind,    // sum of dice if >= 4 equal
  kFullHouse,      // 3 + 2 (five equal if the switch allows)
  kSmallStraight,  // 4 in a row
  kLargeStraight,  // 5 in a row
  kYacht,          // 5 equal
};

inline bool IsUpper(Category c) { return c <= Category::kSixes; }
inline int UpperFace(Category c) { return static_cast<int>(c) + 1; }  // 1..6

inline constexpr int kUpperBonusThreshold = 63;
inline constexpr int kUpperBonus = 35;
inline constexpr int kYahtzeeBonus = 100;

struct Ruleset {
  std::string name;                  // "pancht", "clubhouse", "yahtzee"
  std::vector<Category> categories;  // in sheet order; a game has one turn each
  bool full_house_sum = true;        // full house scores the dice sum (else 25)
  int small_straight = 15;
  int large_straight = 30;
  int yacht = 50;
  // Switches (GAMES.md): five equal dice count as a full house; the Yahtzee
  // bonus (+100 per further Yahtzee once the box holds 50) and joker rule.
  bool five_equal_full_house = true;
  bool yahtzee_bonus_and_joker = false;
  // The joker's reading. false ("free", the default): the lower boxes take
  // a further Yahtzee at full value once its face's upper box is filled, and
  // no box is forced (Verhoeff's rules; optimum 254.5896). true ("forced",
  // the letter of GAMES.md): the face's upper box if empty, else a lower
  // box at full value, else zero in an upper box.
  bool forced_joker = false;

  int NumCategories() const { return static_cast<int>(categories.size()); }
  // Index in `categories`, or -1.
  int IndexOf(Category category) const;
  // The upper categories' indices as a bit mask over `categories`.
  int UpperMask() const;
};

// The named ruleset with switches applied: five_equal_full_house and
// yahtzee_bonus (true/false), joker (free/forced); unset ones keep the
// ruleset's default.
absl::StatusOr<Ruleset> MakeRuleset(const std::string& name,
                                    const std::map<std::string, std::string>& switches = {});
std::vector<std::string> RulesetNames();

std::string CategoryName(Category category);

// Box score of `category` for `dice` under `rules`, without any joker.
int BoxScore(const Ruleset& rules, Category category, const FaceCounts& dice);

// True if all five dice show one face.
bool IsYacht(const FaceCounts& dice);

// What filling one box at the end of a turn is worth, with the Yahtzee
// bonus and joker rule applied where the ruleset has them.
struct TurnScore {
  bool legal = false;  // the joker rule can force or forbid boxes
  int box = 0;         // points written in the box
  int bonus = 0;       // Yahtzee bonus earned this turn
};

// Filling box `index` (into rules.categories) with `dice`, given the filled
// boxes (`filled_mask`) and whether the Yacht box holds 50.
TurnScore ScoreTurn(const Ruleset& rules, int filled_mask, bool yacht_holds_50, int index,
                    const FaceCounts& dice);

}  // namespace yacht

#endif  // GAMES_YACHT_RULES_H_
