#include "engines/yacht/solver.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <thread>

namespace yacht {
namespace {

constexpr double kImpossible = -std::numeric_limits<double>::infinity();

// From the values of full rolls, the value of every keep (throw the
// missing dice, one at a time, each face equally likely), then the best
// keep reachable from each roll by setting dice aside.
void KeepValues(const DiceTables& tables, const std::array<double, kRolls>& after_roll,
                std::array<double, kKeeps>* keep, std::array<double, kRolls>* best_from_roll) {
  for (int r = 0; r < kRolls; ++r) (*keep)[DiceTables::kRollBase + r] = after_roll[r];
  for (int k = DiceTables::kRollBase - 1; k >= 0; --k) {
    double sum = 0;
    for (int f = 0; f < kFaces; ++f) sum += (*keep)[tables.WithDie(k, f)];
    (*keep)[k] = sum * (1.0 / kFaces);
  }
  // best[k] = max over the sub-keeps of k, smaller keeps first.
  std::array<double, kKeeps> best;
  for (int k = 0; k < kKeeps; ++k) {
    double value = (*keep)[k];
    for (int smaller : tables.OneDieFewer(k)) value = std::max(value, best[smaller]);
    best[k] = value;
  }
  for (int r = 0; r < kRolls; ++r) (*best_from_roll)[r] = best[DiceTables::kRollBase + r];
}

}  // namespace

YachtSolver::YachtSolver(SolverModel model)
    : model_(std::move(model)),
      num_categories_(model_.rules.NumCategories()),
      upper_states_(model_.track_upper_bonus ? kUpperBonusThreshold + 1 : 1),
      flag_states_(model_.rules.yahtzee_bonus_and_joker ? 2 : 1) {
  const DiceTables& tables = DiceTables::Get();
  box_score_.resize(num_categories_);
  for (int c = 0; c < num_categories_; ++c) {
    for (int r = 0; r < kRolls; ++r) {
      box_score_[c][r] = static_cast<int16_t>(BoxScore(
          model_.rules, model_.rules.categories[c], tables.keep(DiceTables::kRollBase + r).counts));
    }
  }
  // Reachable upper totals per subset of upper boxes: each face f box adds
  // f * (0..5), capped at 63.
  const int upper_mask = model_.rules.UpperMask();
  reachable_uppers_.assign(size_t{1} << num_categories_, 0);
  for (int subset = 0; subset < (1 << num_categories_); ++subset) {
    if (subset & ~upper_mask) continue;
    uint64_t totals = 1;  // bit t: total t reachable
    for (int c = 0; c < num_categories_; ++c) {
      if (!(subset & (1 << c))) continue;
      const int face = UpperFace(model_.rules.categories[c]);
      uint64_t next = 0;
      for (int t = 0; t <= kUpperBonusThreshold; ++t) {
        if (!(totals >> t & 1)) continue;
        for (int n = 0; n <= kDice; ++n)
          next |= uint64_t{1} << std::min(kUpperBonusThreshold, t + face * n);
      }
      totals = next;
    }
    reachable_uppers_[subset] = totals;
  }
  for (int r = 0; r < kRolls; ++r) {
    const FaceCounts& dice = tables.keep(DiceTables::kRollBase + r).counts;
    is_yacht_[r] = IsYacht(dice);
    for (int f = 0; f < kFaces; ++f) face_count_[f][r] = dice[f];
  }
  table_.assign(TableSize(), 0.0);
}

size_t YachtSolver::TableSize() const {
  return (size_t{1} << num_categories_) * upper_states_ * flag_states_;
}

size_t YachtSolver::Index(const StateKey& key) const {
  const int upper = model_.track_upper_bonus ? key.upper_total : 0;
  const int flag = flag_states_ > 1 && key.yacht_holds_50 ? 1 : 0;
  return (static_cast<size_t>(key.filled_mask) * upper_states_ + upper) * flag_states_ + flag;
}

uint64_t YachtSolver::ReachableUppers(int filled_mask) const {
  if (!model_.track_upper_bonus) return 1;
  return reachable_uppers_[filled_mask & model_.rules.UpperMask()];
}

double YachtSolver::Points(const StateKey& key, int index, const TurnScore& score) const {
  if (!IsUpper(model_.rules.categories[index])) return score.box + score.bonus;
  if (!model_.track_upper_bonus) return score.box * model_.upper_weight + score.bonus;
  const bool crosses =
      key.upper_total < kUpperBonusThreshold && key.upper_total + score.box >= kUpperBonusThreshold;
  return score.box + score.bonus + (crosses ? kUpperBonus : 0);
}

StateKey YachtSolver::After(const StateKey& key, int index, const TurnScore& score) const {
  StateKey next = key;
  next.filled_mask |= 1 << index;
  const Category category = model_.rules.categories[index];
  if (IsUpper(category) && model_.track_upper_bonus) {
    next.upper_total = std::min(kUpperBonusThreshold, key.upper_total + score.box);
  }
  if (category == Category::kYacht && score.box == model_.rules.yacht) next.yacht_holds_50 = true;
  return next;
}

double YachtSolver::BoxValue(const StateKey& key, int index, const FaceCounts& dice) const {
  const TurnScore score = ScoreTurn(model_.rules, key.filled_mask, key.yacht_holds_50, index, dice);
  if (!score.legal) return kImpossible;
  return Points(key, index, score) + StateValue(After(key, index, score));
}

void YachtSolver::ComputeTurn(const StateKey& key, TurnValues* values) const {
  const DiceTables& tables = DiceTables::Get();
  const Ruleset& rules = model_.rules;
  // What each open box is worth, precomputed so the roll loop is lookups:
  // upper boxes by the count of their face, others by their box score plus
  // the value of the next state (the Yacht box has two: 50 or 0).
  struct OpenBox {
    int index;
    int face;  // 0..5 for upper boxes, -1 otherwise
    std::array<double, kDice + 1> upper_value;
    double next_value;        // lower boxes: value after filling
    double next_value_yacht;  // the Yacht box filled with 50
  };
  OpenBox open[16];
  int open_count = 0;
  for (int c = 0; c < num_categories_; ++c) {
    if (key.filled_mask & (1 << c)) continue;
    OpenBox& box = open[open_count++];
    box.index = c;
    const Category category = rules.categories[c];
    box.face = IsUpper(category) ? static_cast<int>(category) : -1;
    if (box.face >= 0) {
      // Upper boxes: the points are face x count; the upper total moves.
      for (int n = 0; n <= kDice; ++n) {
        const TurnScore score{true, (box.face + 1) * n, 0};
        box.upper_value[n] = Points(key, c, score) + StateValue(After(key, c, score));
      }
    } else {
      StateKey next = key;
      next.filled_mask |= 1 << c;
      box.next_value = StateValue(next);
      next.yacht_holds_50 = true;
      box.next_value_yacht = category == Category::kYacht ? StateValue(next) : box.next_value;
    }
  }
  // The joker and the Yahtzee bonus only touch five equal dice once the
  // Yacht box is filled.
  const int yacht_index = rules.IndexOf(Category::kYacht);
  const bool joker_live =
      rules.yahtzee_bonus_and_joker && yacht_index >= 0 && (key.filled_mask & (1 << yacht_index));
  std::array<double, kRolls>& best = values->best[0];
  best.fill(kImpossible);
  for (int i = 0; i < open_count; ++i) {
    const OpenBox& box = open[i];
    if (box.face >= 0) {
      const uint8_t* count = face_count_[box.face].data();
      for (int r = 0; r < kRolls; ++r) best[r] = std::max(best[r], box.upper_value[count[r]]);
    } else {
      const int16_t* points = box_score_[box.index].data();
      const bool yacht_box = rules.categories[box.index] == Category::kYacht;
      for (int r = 0; r < kRolls; ++r) {
        const double next =
            yacht_box && points[r] == rules.yacht ? box.next_value_yacht : box.next_value;
        best[r] = std::max(best[r], points[r] + next);
      }
    }
  }
  if (joker_live) {
    // Five equal under the joker rule: the exact scoring path.
    for (int r = 0; r < kRolls; ++r) {
      if (!is_yacht_[r]) continue;
      const FaceCounts& dice = tables.keep(DiceTables::kRollBase + r).counts;
      best[r] = kImpossible;
      for (int c = 0; c < num_categories_; ++c) best[r] = std::max(best[r], BoxValue(key, c, dice));
    }
  }
  KeepValues(tables, values->best[0], &values->keep[0], &values->best[1]);
  KeepValues(tables, values->best[1], &values->keep[1], &values->best[2]);
  double start = 0;
  for (const DiceTables::Outcome& outcome : tables.Outcomes(0)) {
    const double weight = model_.uniform_first_roll ? 1.0 / kRolls : outcome.probability;
    start += weight * values->best[2][outcome.roll];
  }
  values->start = start;
}

void YachtSolver::SolveState(const StateKey& key, TurnValues* scratch) {
  ComputeTurn(key, scratch);
  table_[Index(key)] = scratch->start;
}

void YachtSolver::SolveAll(int threads) {
  const int all = (1 << num_categories_) - 1;
  // A state depends only on states with one more box filled: solve by
  // number of filled boxes, most first; states with the same count are
  // independent and split across threads.
  std::vector<std::vector<int>> masks_by_filled(num_categories_ + 1);
  for (int mask = 0; mask <= all; ++mask) masks_by_filled[__builtin_popcount(mask)].push_back(mask);
  for (int filled = num_categories_ - 1; filled >= 0; --filled) {
    const std::vector<int>& masks = masks_by_filled[filled];
    std::atomic<size_t> next{0};
    auto work = [&] {
      TurnValues scratch;
      for (size_t i = next++; i < masks.size(); i = next++) {
        const int mask = masks[i];
        const uint64_t uppers = ReachableUppers(mask);
        for (int upper = 0; upper < upper_states_; ++upper) {
          if (!(uppers >> upper & 1)) continue;
          for (int flag = 0; flag < flag_states_; ++flag) {
            const int yacht_index = model_.rules.IndexOf(Category::kYacht);
            // The flag needs a filled Yacht box.
            if (flag && !(mask & (1 << yacht_index))) continue;
            SolveState(StateKey{mask, upper, flag == 1}, &scratch);
          }
        }
      }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (std::thread& thread : pool) thread.join();
  }
}

}  // namespace yacht
