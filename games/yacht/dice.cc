#include "games/yacht/dice.h"

#include <algorithm>

namespace yacht {
namespace {

// Counts 0..5 per face, base 6: a unique code per multiset.
int Code(const FaceCounts& counts) {
  int code = 0;
  for (int f = kFaces - 1; f >= 0; --f) code = code * 6 + counts[f];
  return code;
}

double Factorial(int n) {
  double result = 1;
  for (int i = 2; i <= n; ++i) result *= i;
  return result;
}

}  // namespace

int DiceSum(const FaceCounts& counts) {
  int sum = 0;
  for (int f = 0; f < kFaces; ++f) sum += (f + 1) * counts[f];
  return sum;
}

std::vector<FaceCounts> SubMultisets(const FaceCounts& dice) {
  std::vector<FaceCounts> subsets(1);  // start from keeping nothing
  for (int f = 0; f < kFaces; ++f) {
    const size_t before = subsets.size();
    for (int n = 1; n <= dice[f]; ++n) {
      for (size_t i = 0; i < before; ++i) {
        FaceCounts more = subsets[i];
        more[f] = static_cast<uint8_t>(n);
        subsets.push_back(more);
      }
    }
  }
  return subsets;
}

const DiceTables& DiceTables::Get() {
  static const DiceTables* tables = new DiceTables();
  return *tables;
}

DiceTables::DiceTables() {
  // Every multiset of up to five dice, smaller ones first.
  for (int size = 0; size <= kDice; ++size) {
    FaceCounts counts{};
    // Enumerate compositions of `size` into 6 parts in lexicographic order.
    std::vector<FaceCounts> of_size;
    auto enumerate = [&](auto&& self, int face, int left) -> void {
      if (face == kFaces - 1) {
        counts[face] = static_cast<uint8_t>(left);
        of_size.push_back(counts);
        return;
      }
      for (int n = left; n >= 0; --n) {
        counts[face] = static_cast<uint8_t>(n);
        self(self, face + 1, left - n);
      }
    };
    enumerate(enumerate, 0, size);
    for (const FaceCounts& c : of_size) keeps_.push_back(Keep{c, size});
  }
  index_of_code_.assign(6 * 6 * 6 * 6 * 6 * 6, -1);
  for (int i = 0; i < kKeeps; ++i) index_of_code_[Code(keeps_[i].counts)] = i;

  with_die_.resize(kKeeps);
  without_die_.resize(kKeeps);
  one_die_fewer_.resize(kKeeps);
  for (int i = 0; i < kKeeps; ++i) {
    for (int f = 0; f < kFaces; ++f) {
      FaceCounts more = keeps_[i].counts;
      FaceCounts fewer = keeps_[i].counts;
      with_die_[i][f] = -1;
      without_die_[i][f] = -1;
      if (keeps_[i].size < kDice) {
        ++more[f];
        with_die_[i][f] = KeepIndex(more);
      }
      if (fewer[f] > 0) {
        --fewer[f];
        without_die_[i][f] = KeepIndex(fewer);
        one_die_fewer_[i].push_back(without_die_[i][f]);
      }
    }
  }

  // Outcomes: the thrown dice form a multiset of 5 - size dice; its
  // probability is the multinomial count over 6^n.
  outcomes_.resize(kKeeps);
  for (int i = 0; i < kKeeps; ++i) {
    for (int r = 0; r < kRolls; ++r) {
      const double p = RollProbability(i, r);
      if (p > 0) outcomes_[i].push_back({r, p});
    }
  }
}

int DiceTables::KeepIndex(const FaceCounts& counts) const { return index_of_code_[Code(counts)]; }

double DiceTables::RollProbability(int keep, int roll) const {
  const FaceCounts& held = keeps_[keep].counts;
  const FaceCounts& result = keeps_[kRollBase + roll].counts;
  const int thrown = kDice - keeps_[keep].size;
  double ways = Factorial(thrown);
  for (int f = 0; f < kFaces; ++f) {
    if (result[f] < held[f]) return 0;
    ways /= Factorial(result[f] - held[f]);
  }
  double total = 1;
  for (int i = 0; i < thrown; ++i) total *= kFaces;
  return ways / total;
}

}  // namespace yacht
