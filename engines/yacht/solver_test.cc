#include "engines/yacht/solver.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "engines/yacht/choices.h"
#include "engines/yacht/table_cache.h"
#include "gtest/gtest.h"

namespace yacht {
namespace {

YachtSolver Solved(const std::string& ruleset,
                   const std::map<std::string, std::string>& switches = {}) {
  YachtSolver solver(SolverModel{*MakeRuleset(ruleset, switches)});
  solver.SolveAll(2);
  return solver;
}

struct Sample {
  double mean, standard_error;
};

Sample SelfPlay(const YachtSolver& solver, int games) {
  double sum = 0, squares = 0;
  for (int g = 0; g < games; ++g) {
    const double score = PlaySolitaire(solver, solver.model().rules, 1000 + g);
    EXPECT_GE(score, 0);
    sum += score;
    squares += score * score;
  }
  const double mean = sum / games;
  return {mean, std::sqrt((squares / games - mean * mean) / (games - 1))};
}

// Published exact optimum of Clubhouse Games' Yacht (five equal count as a
// full house).
TEST(YachtSolverTest, ClubhouseOptimumMatchesThePublishedValue) {
  EXPECT_NEAR(Solved("clubhouse").ExpectedScore(), 191.774369188342, 1e-6);
}

// Verhoeff (1999): 254.5896 for solitaire Yahtzee with bonus and joker;
// about 245.87 without them.
TEST(YachtSolverTest, YahtzeeOptimumMatchesVerhoeff) {
  EXPECT_NEAR(Solved("yahtzee").ExpectedScore(), 254.5896, 1e-4);
  EXPECT_NEAR(Solved("yahtzee", {{"yahtzee_bonus", "false"}}).ExpectedScore(), 245.87, 5e-3);
}

// Simulated optimal play agrees with the computed expectation.
TEST(YachtSolverTest, SelfPlayMeanMatchesTheExpectation) {
  const YachtSolver solver = Solved("clubhouse");
  const Sample sample = SelfPlay(solver, 10000);
  EXPECT_LT(std::fabs(sample.mean - solver.ExpectedScore()), 3 * sample.standard_error)
      << sample.mean << " +- " << sample.standard_error;
}

// The seed's DP at weight 3.0 lands near its published 211.476 (5 000
// games) and below the optimum of the same rules.
TEST(YachtSolverTest, SeedModelReproducesItsPublishedAverage) {
  YachtSolver seed(SeedModel(*MakeRuleset("pancht"), 3.0));
  seed.SolveAll(2);
  const int games = 10000;
  const Sample sample = SelfPlay(seed, games);
  // The published figure has its own noise: 5 000 games.
  const double combined = sample.standard_error * std::sqrt(1.0 + games / 5000.0);
  EXPECT_LT(std::fabs(sample.mean - 211.476), 3 * combined) << sample.mean;
  EXPECT_LT(sample.mean + 5 * sample.standard_error, Solved("pancht").ExpectedScore());
}

std::string TablePath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

TEST(TableCacheTest, RoundTripsAndRejectsDamage) {
  const YachtSolver solved = Solved("clubhouse");
  const std::string path = TablePath("clubhouse.table");
  ASSERT_TRUE(SaveTable(solved, path).ok());
  YachtSolver loaded(solved.model());
  ASSERT_TRUE(LoadTable(path, &loaded).ok());
  EXPECT_EQ(loaded.table(), solved.table());

  // Flip one byte in the middle: the checksum catches it.
  {
    std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
    file.seekp(static_cast<std::streamoff>(std::filesystem::file_size(path) / 2));
    file.put('\x5a');
  }
  YachtSolver damaged(solved.model());
  EXPECT_EQ(std::string(LoadTable(path, &damaged).message()), path + " fails its checksum");
  // A table of another ruleset is refused.
  YachtSolver other(SolverModel{*MakeRuleset("pancht")});
  ASSERT_TRUE(SaveTable(solved, path).ok());
  EXPECT_FALSE(LoadTable(path, &other).ok());
  EXPECT_TRUE(absl::IsNotFound(LoadTable(TablePath("none.table"), &other)));
}

TEST(TableCacheTest, LoadOrSolveRecomputesACorruptFileWithOneWarning) {
  const std::string dir = TablePath("cache");
  std::filesystem::remove_all(dir);
  YachtSolver first(SolverModel{*MakeRuleset("clubhouse")});
  FILE* warnings = std::tmpfile();
  LoadOrSolve(dir, &first, warnings);  // computes and stores
  const std::string path = dir + "/" + TableKey(first.model()) + ".table";
  ASSERT_TRUE(std::filesystem::exists(path));
  std::filesystem::resize_file(path, 1000);  // truncated
  YachtSolver second(first.model());
  LoadOrSolve(dir, &second, warnings);
  EXPECT_NEAR(second.ExpectedScore(), 191.774369188342, 1e-6);
  std::rewind(warnings);
  char line[512];
  std::vector<std::string> lines;
  while (std::fgets(line, sizeof(line), warnings)) lines.push_back(line);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "yacht: " + path + " does not exist; computing it\n");
  EXPECT_EQ(lines[1], "yacht: " + path + " is truncated; recomputing it\n");
  // The recomputed file is whole again.
  YachtSolver third(first.model());
  EXPECT_TRUE(LoadTable(path, &third).ok());
  std::fclose(warnings);
}

}  // namespace
}  // namespace yacht
