#include "engines/yacht/solver.h"

#include "gtest/gtest.h"

namespace yacht {
namespace {

double Optimum(const std::string& ruleset, const std::map<std::string, std::string>& switches = {}) {
  SolverModel model{*MakeRuleset(ruleset, switches)};
  YachtSolver solver(model);
  solver.SolveAll(2);
  return solver.ExpectedScore();
}

// Published exact optimum of Clubhouse Games' Yacht.
TEST(YachtSolverTest, ClubhouseOptimumMatchesThePublishedValue) {
  EXPECT_NEAR(Optimum("clubhouse"), 191.774369188342, 1e-6);
}

// Verhoeff (1999): 254.5896 for solitaire Yahtzee with bonus and joker.
TEST(YachtSolverTest, YahtzeeOptimumMatchesVerhoeff) {
  EXPECT_NEAR(Optimum("yahtzee"), 254.5896, 1e-4);
}

}  // namespace
}  // namespace yacht
