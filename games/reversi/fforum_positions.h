// The FForum endgame suites (testdata/fforum-20-39.obf and
// fforum-40-59.obf, exact values): the independent truth every Reversi
// solver's test is held to.
#ifndef GAMES_REVERSI_FFORUM_POSITIONS_H_
#define GAMES_REVERSI_FFORUM_POSITIONS_H_

#include <vector>

#include "games/reversi/obf.h"
#include "gtest/gtest.h"

namespace reversi {

// A suite's positions, or none (with a test failure) when the file is
// missing.
inline std::vector<ObfPosition> FForumSuite(const char* path) {
  absl::StatusOr<std::vector<ObfPosition>> positions = ReadObfFile(path);
  EXPECT_TRUE(positions.ok()) << positions.status();
  return positions.ok() ? *positions : std::vector<ObfPosition>{};
}

// FFO #20-39 (6-26 empties).
inline std::vector<ObfPosition> FForum() {
  return FForumSuite("games/reversi/testdata/fforum-20-39.obf");
}

// FFO #40-59 (20-34 empties), the set the leading engines publish.
inline std::vector<ObfPosition> FForum40To59() {
  return FForumSuite("games/reversi/testdata/fforum-40-59.obf");
}

}  // namespace reversi

#endif  // GAMES_REVERSI_FFORUM_POSITIONS_H_
