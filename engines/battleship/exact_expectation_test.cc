#include "engines/battleship/exact_expectation.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/battleship/density_shooter.h"
#include "gtest/gtest.h"

namespace battleship {
namespace {

Rules Board(int width, int height, const std::vector<int>& lengths) {
  Rules rules;
  rules.name = "test";
  rules.width = width;
  rules.height = height;
  for (int length : lengths) rules.fleet.push_back({absl::StrCat("ship", length), length});
  return rules;
}

// The plain minimum over shots, memoised on the exact consistent set (no
// hashing, no bounds): the oracle for the pruned search.
class PlainMinimum {
 public:
  PlainMinimum(const Rules& rules, const std::vector<std::vector<CellSet>>& layouts)
      : rules_(rules), layouts_(layouts) {}

  double Value() {
    std::vector<int> all(layouts_.size());
    for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
    return Value(all, CellSet());
  }

 private:
  double Value(const std::vector<int>& layouts, const CellSet& shot) {
    CellSet occupied;
    for (const CellSet& ship : layouts_[layouts[0]]) occupied |= ship;
    if ((occupied & ~shot).none()) return 0;
    const auto key = std::make_pair(shot.to_string(), layouts);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    double best = 1e300;
    for (int cell = 0; cell < rules_.Cells(); ++cell) {
      if (shot[cell]) continue;
      std::map<std::string, std::vector<int>> by_answer;
      for (int layout : layouts) {
        std::string answer = "miss";
        for (size_t ship = 0; ship < layouts_[layout].size(); ++ship) {
          if (!layouts_[layout][ship][cell]) continue;
          CellSet rest = layouts_[layout][ship] & ~shot;
          rest.reset(cell);
          answer = rest.none() ? absl::StrCat("sunk ", ship) : "hit";
        }
        by_answer[answer].push_back(layout);
      }
      CellSet next = shot;
      next.set(cell);
      double value = 1;
      for (const auto& [answer, group] : by_answer) {
        value += static_cast<double>(group.size()) / layouts.size() * Value(group, next);
      }
      best = std::min(best, value);
    }
    return memo_[key] = best;
  }

  const Rules& rules_;
  const std::vector<std::vector<CellSet>>& layouts_;
  std::map<std::pair<std::string, std::vector<int>>, double> memo_;
};

// A destroyer on a 1x3 strip: the middle cell always hits, then one end
// sinks it or shows it lies the other way: 1 + 1 + 1/2 = 2.5. On a 1x4
// strip a middle cell hits 2/3 of the time (then 1.5 more shots), else the
// ship is the far pair (2 more): 1 + 2/3 * 1.5 + 1/3 * 2 = 8/3.
TEST(ExactExpectationTest, HandCheckedStrips) {
  const ExactExpectation three = *ExactExpectation::ForRules(Board(3, 1, {2}), 1000);
  EXPECT_EQ(three.Layouts(), 2);
  EXPECT_NEAR(three.Greedy(), 2.5, 1e-12);
  EXPECT_NEAR(three.GreedyBestTies(), 2.5, 1e-12);
  EXPECT_NEAR(three.Optimal(), 2.5, 1e-12);
  const ExactExpectation four = *ExactExpectation::ForRules(Board(4, 1, {2}), 1000);
  EXPECT_NEAR(four.Greedy(), 8.0 / 3, 1e-12);
  EXPECT_NEAR(four.Optimal(), 8.0 / 3, 1e-12);
}

// Two dominoes on 3x3: 12 placements each, 144 ordered pairs. A corner cell
// lies in 2 placements, an edge middle in 3, the centre in 4, so the 8
// placements along the border meet 4 placements (themselves included) and
// the 4 through the centre meet 6: 56 overlapping pairs, 88 layouts.
TEST(ExactExpectationTest, ListsEveryLegalLayout) {
  EXPECT_EQ(ExactExpectation::ForRules(Board(3, 3, {2, 2}), 1000)->Layouts(), 88);
  EXPECT_EQ(ExactExpectation::ForRules(Board(3, 1, {2, 2}), 1000).status().message(),
            "the fleet does not fit on the board");
}

TEST(ExactExpectationTest, PrunedOptimumEqualsThePlainMinimum) {
  for (const Rules& rules : {Board(3, 3, {2, 2}), Board(4, 3, {3, 2}), Board(3, 3, {3, 2})}) {
    const ExactExpectation exact = *ExactExpectation::ForRules(rules, 10'000);
    const double optimum = exact.Optimal();
    EXPECT_NEAR(optimum, PlainMinimum(rules, exact.layouts()).Value(), 1e-9)
        << rules.width << "x" << rules.height;
    EXPECT_LE(optimum, exact.GreedyBestTies() + 1e-9);
    EXPECT_LE(exact.GreedyBestTies(), exact.Greedy() + 1e-9);
  }
}

// The density shooter (exact counting on a board this small, ties broken
// uniformly) must average what the answer tree says greedy play averages;
// and on this board greedy is measurably worse than the optimum.
TEST(ExactExpectationTest, DensityShooterAveragesTheExactGreedyValue) {
  const Rules rules = Board(4, 3, {3, 2});
  const ExactExpectation exact = *ExactExpectation::ForRules(rules, 10'000);
  const double greedy = exact.Greedy();
  EXPECT_LT(exact.Optimal(), greedy - 0.1);

  constexpr int kGames = 4000;
  double sum = 0, squares = 0;
  for (int g = 0; g < kGames; ++g) {
    games::SeededRandom placing(g + 1), random(g + 5000);
    Fleet fleet(rules, UniformLayout(rules, placing));
    std::vector<Shot> history;
    while (!fleet.AllSunk()) {
      history.push_back(fleet.Receive(*DensityShot(rules, history, DensitySettings(), random)));
    }
    sum += history.size();
    squares += history.size() * history.size();
  }
  const double mean = sum / kGames;
  const double standard_error = std::sqrt((squares / kGames - mean * mean) / kGames);
  EXPECT_NEAR(mean, greedy, 4 * standard_error) << "standard error " << standard_error;
}

TEST(ExactExpectationTest, RefusesBoardsTooLargeToList) {
  const absl::StatusOr<ExactExpectation> classic =
      ExactExpectation::ForRules(*MakeRules("classic"), 1'000'000);
  ASSERT_FALSE(classic.ok());
  EXPECT_NE(classic.status().message().find("too many to solve exactly"), std::string::npos);
}

}  // namespace
}  // namespace battleship
