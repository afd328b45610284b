// Five six-sided dice as multisets: the 252 distinct rolls, the 462
// distinct keeps (sub-multisets of 0..5 dice), and the tables every Yacht
// solver needs (probability of each roll from a keep, adding or removing a
// die). Order never matters in Yacht, so dice are counted, not listed.
#ifndef GAMES_YACHT_DICE_H_
#define GAMES_YACHT_DICE_H_

#include <array>
#include <cstdint>
#include <vector>

namespace yacht {

inline constexpr int kDice = 5;
inline constexpr int kFaces = 6;
inline constexpr int kRolls = 252;  // multisets of 5 dice
inline constexpr int kKeeps = 462;  // multisets of 0..5 dice

// counts[f] = number of dice showing face f + 1.
using FaceCounts = std::array<uint8_t, kFaces>;

struct Keep {
  FaceCounts counts{};
  int size = 0;
};

class DiceTables {
 public:
  static const DiceTables& Get();

  // Keeps are numbered so that every keep comes after all keeps with fewer
  // dice; keeps 210..461 are the full rolls (roll r is keep kRollBase + r).
  static constexpr int kRollBase = kKeeps - kRolls;

  const Keep& keep(int index) const { return keeps_[index]; }
  int KeepIndex(const FaceCounts& counts) const;
  // The keep with one more die showing `face` (0..5), or -1 past five dice.
  int WithDie(int keep, int face) const { return with_die_[keep][face]; }
  // The keep with one die showing `face` removed, or -1 if it has none.
  int WithoutDie(int keep, int face) const { return without_die_[keep][face]; }
  // The distinct keeps with one die fewer (one per face present).
  const std::vector<int>& OneDieFewer(int keep) const { return one_die_fewer_[keep]; }
  // Probability of rolling to `roll` (0..251) when `keep` is held and the
  // other dice are thrown; 0 unless keep is a sub-multiset of the roll.
  double RollProbability(int keep, int roll) const;
  // The rolls reachable from a keep with their probabilities.
  struct Outcome {
    int roll;
    double probability;
  };
  const std::vector<Outcome>& Outcomes(int keep) const { return outcomes_[keep]; }

 private:
  DiceTables();

  std::vector<Keep> keeps_;
  std::vector<std::array<int, kFaces>> with_die_;
  std::vector<std::array<int, kFaces>> without_die_;
  std::vector<std::vector<int>> one_die_fewer_;
  std::vector<std::vector<Outcome>> outcomes_;
  std::vector<int> index_of_code_;  // base-6 count code -> keep index
};

// Sum of the dice.
int DiceSum(const FaceCounts& counts);

// Every distinct sub-multiset of `dice` (what a player may keep), from
// keeping nothing to keeping everything.
std::vector<FaceCounts> SubMultisets(const FaceCounts& dice);

}  // namespace yacht

#endif  // GAMES_YACHT_DICE_H_
