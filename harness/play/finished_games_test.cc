#include "harness/play/finished_games.h"

#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

ScheduledGame Game(int64_t index, std::vector<int> seats) {
  ScheduledGame game;
  game.game_index = index;
  game.seats = std::move(seats);
  return game;
}

std::vector<int64_t> Indices(const std::vector<ScheduledGame>& games) {
  std::vector<int64_t> indices;
  for (const ScheduledGame& game : games) indices.push_back(game.game_index);
  return indices;
}

// A round of three matches of two games (indices 16-21) and a bye at 23.
FormatRound Round() {
  FormatRound round;
  round.round = 3;
  for (int64_t index = 16; index < 22; ++index) round.games.push_back(Game(index, {0, 1}));
  round.games.push_back(Game(23, {4}));
  return round;
}

TEST(ShareOfRoundTest, EachShardTakesItsIndicesAndShardZeroEveryBye) {
  const GameIndexSet none;
  const RoundShare zero = ShareOfRound(Round(), none, Shard{0, 3});
  EXPECT_EQ(Indices(zero.games), (std::vector<int64_t>{18, 21}));
  // 23 % 3 == 2, yet the bye is shard 0's: recorded once, by one shard.
  EXPECT_EQ(Indices(zero.byes), (std::vector<int64_t>{23}));
  const RoundShare one = ShareOfRound(Round(), none, Shard{1, 3});
  EXPECT_EQ(Indices(one.games), (std::vector<int64_t>{16, 19}));
  EXPECT_TRUE(one.byes.empty());
  const RoundShare two = ShareOfRound(Round(), none, Shard{2, 3});
  EXPECT_EQ(Indices(two.games), (std::vector<int64_t>{17, 20}));
  EXPECT_TRUE(two.byes.empty());
}

TEST(ShareOfRoundTest, FinishedGamesAreLeftOut) {
  GameIndexSet finished;
  for (int64_t index : {16, 20, 23}) finished.Insert(index);
  const RoundShare zero = ShareOfRound(Round(), finished, Shard{0, 2});
  EXPECT_EQ(Indices(zero.games), (std::vector<int64_t>{18}));
  EXPECT_TRUE(zero.byes.empty());
  EXPECT_FALSE(zero.empty());
  finished.Insert(18);
  EXPECT_TRUE(ShareOfRound(Round(), finished, Shard{0, 2}).empty());
  // Unsharded: every game and bye left.
  const RoundShare whole = ShareOfRound(Round(), GameIndexSet(), Shard{});
  EXPECT_EQ(Indices(whole.games), (std::vector<int64_t>{16, 17, 18, 19, 20, 21}));
  EXPECT_EQ(Indices(whole.byes), (std::vector<int64_t>{23}));
}

}  // namespace
}  // namespace harness
