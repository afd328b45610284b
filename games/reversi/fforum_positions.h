// The FForum #20-39 endgame suite (testdata/fforum-20-39.obf, exact values):
// the independent truth every Reversi solver's test is held to.
#ifndef GAMES_REVERSI_FFORUM_POSITIONS_H_
#define GAMES_REVERSI_FFORUM_POSITIONS_H_

#include <vector>

#include "games/reversi/obf.h"
#include "gtest/gtest.h"

namespace reversi {

// The 20 positions, or none (with a test failure) when the file is missing.
inline std::vector<ObfPosition> FForum() {
  absl::StatusOr<std::vector<ObfPosition>> positions =
      ReadObfFile("games/reversi/testdata/fforum-20-39.obf");
  EXPECT_TRUE(positions.ok()) << positions.status();
  return positions.ok() ? *positions : std::vector<ObfPosition>{};
}

}  // namespace reversi

#endif  // GAMES_REVERSI_FFORUM_POSITIONS_H_
