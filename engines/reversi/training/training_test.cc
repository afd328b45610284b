#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <string>

#include "engines/reversi/pattern_weights.h"
#include "engines/reversi/training/label_search.h"
#include "engines/reversi/training/least_squares.h"
#include "engines/reversi/training/self_play.h"
#include "engines/reversi/training/weights_file.h"
#include "games/common/seeded_random.h"
#include "games/reversi/test_positions.h"
#include "gtest/gtest.h"

namespace reversi::training {
namespace {

TEST(LeastSquaresTest, RecoversAnExactlyLinearTarget) {
  games::SeededRandom random(5);
  SparseProblem problem;
  problem.columns = 30;
  problem.per_row = 4;
  std::vector<double> truth(problem.columns);
  for (double& w : truth) w = static_cast<double>(random.Below(2001)) / 100 - 10;
  for (int row = 0; row < 400; ++row) {
    double target = 0;
    for (int k = 0; k < problem.per_row; ++k) {
      const uint32_t column = static_cast<uint32_t>(random.Below(problem.columns));
      problem.entries.push_back(column);
      target += truth[column];
    }
    problem.targets.push_back(target);
  }
  const std::vector<double> fitted = FitRidge(problem, 1e-9, 200);
  for (size_t row = 0; row < problem.rows(); ++row) {
    double prediction = 0;
    for (int k = 0; k < problem.per_row; ++k) prediction += fitted[problem.entries[row * 4 + k]];
    EXPECT_NEAR(prediction, problem.targets[row], 1e-4) << "row " << row;
  }
}

TEST(LeastSquaresTest, TheRidgePullsARarelySeenFeatureTowardZero) {
  // Column 0 in every row with target 1; column 1 once, with target 11.
  SparseProblem problem;
  problem.columns = 2;
  problem.per_row = 1;
  for (int row = 0; row < 100; ++row) {
    problem.entries.push_back(0);
    problem.targets.push_back(1);
  }
  problem.entries.push_back(1);
  problem.targets.push_back(11);
  const std::vector<double> plain = FitRidge(problem, 0, 50);
  const std::vector<double> ridged = FitRidge(problem, 1, 50);
  EXPECT_NEAR(plain[1], 11, 1e-6);
  EXPECT_NEAR(ridged[1], 5.5, 1e-6);  // 11 * 1 / (1 + 1)
  EXPECT_NEAR(ridged[0], 100.0 / 101, 1e-6);
}

TEST(LabelSearchTest, SearchingToTheEndIsTheExactValue) {
  const PatternWeights zero;
  for (const Position& position : RandomPositions(30, 8, 11)) {
    EXPECT_EQ(SearchLabel(zero, position, 0), ExactByMinimax(position));
  }
}

TEST(SelfPlayTest, ExactLabelsAreExactAndThreadsChangeNothing) {
  SelfPlayOptions options;
  options.games = 6;
  options.seed = 3;
  options.exact_empties = 10;
  options.search_depth = 2;
  options.threads = 1;
  const std::vector<TrainingPosition> one = PlaySelfPlayGames(options, [](int) {});
  options.threads = 2;
  const std::vector<TrainingPosition> two = PlaySelfPlayGames(options, [](int) {});
  ASSERT_EQ(one.size(), two.size());
  int checked = 0;
  for (size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(one[i].position, two[i].position);
    EXPECT_EQ(one[i].label, two[i].label);
    const int empties = one[i].position.EmptyCount();
    EXPECT_EQ(one[i].exact, empties <= 10);
    if (one[i].exact && empties <= 8) {
      EXPECT_EQ(one[i].label, ExactByMinimax(one[i].position));
      ++checked;
    }
  }
  EXPECT_GT(checked, 6 * 6);
  EXPECT_GT(one.size(), 6u * 50);
}

TEST(SelfPlayTest, SiblingsAreExactPositionsOffTheLineThatStaysAsItWas) {
  SelfPlayOptions options;
  options.games = 6;
  options.seed = 4;
  options.exact_empties = 8;
  options.search_depth = 2;
  const std::vector<TrainingPosition> line = PlaySelfPlayGames(options, [](int) {});
  options.siblings = 2;
  const std::vector<TrainingPosition> with = PlaySelfPlayGames(options, [](int) {});
  std::vector<TrainingPosition> line_again;
  int siblings = 0;
  int most_empties = 0;
  for (size_t i = 0; i < with.size(); ++i) {
    if (!with[i].sibling) {
      line_again.push_back(with[i]);
      continue;
    }
    ++siblings;
    most_empties = std::max(most_empties, with[i].position.EmptyCount());
    // After a move from the last position of the line, not the one played.
    const TrainingPosition& from = line_again.back();
    bool reachable = false;
    for (Bitboard moves = from.position.Moves(); moves; moves &= moves - 1) {
      reachable |= from.position.Play(LowestSquare(moves)) == with[i].position;
    }
    EXPECT_TRUE(reachable);
    size_t next = i + 1;
    while (next < with.size() && with[next].sibling) ++next;
    if (next < with.size()) {
      EXPECT_FALSE(with[next].position == with[i].position);
    }
    EXPECT_EQ(with[i].game, from.game);
    EXPECT_TRUE(with[i].exact);
    EXPECT_LE(with[i].position.EmptyCount(), 8);
    EXPECT_EQ(with[i].label, ExactByMinimax(with[i].position));
  }
  EXPECT_GT(siblings, 6 * 8);
  // From the positions one more empty than solved exactly, down.
  EXPECT_EQ(most_empties, 8);
  ASSERT_EQ(line_again.size(), line.size());
  for (size_t i = 0; i < line.size(); ++i) {
    EXPECT_EQ(line_again[i].position, line[i].position);
    EXPECT_EQ(line_again[i].label, line[i].label);
  }
}

TEST(WeightsFileTest, ReadsWhatWasWrittenAndNamesThePathOtherwise) {
  const std::string directory = std::getenv("TEST_TMPDIR");
  PatternWeights written;
  written.MutablePhaseTable(3)[7] = 123;
  const std::string path = directory + "/weights.bin";
  std::ofstream(path, std::ios::binary) << written.Serialize();
  const absl::StatusOr<PatternWeights> read = ReadWeightsFile(path);
  ASSERT_TRUE(read.ok()) << read.status();
  EXPECT_EQ(read->Serialize(), written.Serialize());

  for (const std::string& bad : {directory + "/missing.bin", directory}) {
    const absl::StatusOr<PatternWeights> failed = ReadWeightsFile(bad);
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.status().message(), "cannot read " + bad);
  }
  std::ofstream(path, std::ios::binary) << "not weights";
  const absl::StatusOr<PatternWeights> garbage = ReadWeightsFile(path);
  ASSERT_FALSE(garbage.ok());
  EXPECT_EQ(garbage.status().message().substr(0, path.size() + 2), path + ": ");
}

}  // namespace
}  // namespace reversi::training
