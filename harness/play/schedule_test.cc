#include "harness/play/schedule.h"

#include <map>
#include <set>

#include "gtest/gtest.h"

namespace harness {
namespace {

tourney::v1::TournamentConfig Config(int engines, int games) {
  tourney::v1::TournamentConfig config;
  for (int i = 0; i < engines; ++i) config.add_engines()->set_name(std::string(1, 'a' + i));
  config.set_games_per_pairing(games);
  config.set_seats_per_game(2);
  config.set_seed(99);
  return config;
}

TEST(ScheduleTest, RoundRobinPlaysSeatSwappedPairsWithSharedSeeds) {
  const std::vector<ScheduledGame> schedule = MakeSchedule(Config(4, 6));
  ASSERT_EQ(schedule.size(), 6u * 6u);  // 6 pairings x 6 games
  std::map<std::pair<int, int>, int> per_ordered_pairing;
  std::map<int64_t, std::vector<const ScheduledGame*>> by_pair;
  for (size_t i = 0; i < schedule.size(); ++i) {
    EXPECT_EQ(schedule[i].game_index, static_cast<int64_t>(i));
    ++per_ordered_pairing[{schedule[i].seats[0], schedule[i].seats[1]}];
    by_pair[schedule[i].pair_index].push_back(&schedule[i]);
  }
  for (const auto& [pairing, count] : per_ordered_pairing) EXPECT_EQ(count, 3);
  for (const auto& [pair, games] : by_pair) {
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0]->seats[0], games[1]->seats[1]);
    EXPECT_EQ(games[0]->seats[1], games[1]->seats[0]);
    EXPECT_EQ(games[0]->seed, games[1]->seed);
  }
  // The n-th pair of every pairing shares its opening seed.
  EXPECT_EQ(schedule[0].seed, PairSeed(99, 0));
  EXPECT_EQ(schedule[2].seed, PairSeed(99, 0));
  EXPECT_NE(schedule[0].seed, schedule[12].seed);
}

TEST(ScheduleTest, GauntletPairsTheHubWithEveryOtherEngine) {
  tourney::v1::TournamentConfig config = Config(4, 2);
  config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  config.set_gauntlet_engine("c");
  const std::vector<ScheduledGame> schedule = MakeSchedule(config);
  ASSERT_EQ(schedule.size(), 6u);
  std::set<int> opponents;
  for (const ScheduledGame& game : schedule) {
    EXPECT_TRUE(game.seats[0] == 2 || game.seats[1] == 2);
    opponents.insert(game.seats[0] == 2 ? game.seats[1] : game.seats[0]);
  }
  EXPECT_EQ(opponents, (std::set<int>{0, 1, 3}));
}

TEST(ScheduleTest, ThreeSeatGamesRotateEveryGroup) {
  tourney::v1::TournamentConfig config = Config(4, 6);
  config.set_seats_per_game(3);
  const std::vector<ScheduledGame> schedule = MakeSchedule(config);
  // C(4,3) = 4 groups x 2 rotation sets x 3 rotations.
  ASSERT_EQ(schedule.size(), 24u);
  std::map<int64_t, std::vector<const ScheduledGame*>> by_rotation;
  for (const ScheduledGame& game : schedule) by_rotation[game.pair_index].push_back(&game);
  ASSERT_EQ(by_rotation.size(), 8u);
  for (const auto& [index, games] : by_rotation) {
    ASSERT_EQ(games.size(), 3u);
    // Each engine of the group sits in each seat exactly once.
    for (int seat = 0; seat < 3; ++seat) {
      std::set<int> in_seat;
      for (const ScheduledGame* game : games) in_seat.insert(game->seats[seat]);
      EXPECT_EQ(in_seat.size(), 3u);
    }
    EXPECT_EQ(games[0]->seed, games[2]->seed);
  }
}

TEST(ScheduleTest, EachPairPlaysOneSuiteOpeningTheSameInEveryPairing) {
  tourney::v1::TournamentConfig config = Config(3, 8);  // 4 pairs per pairing
  config.mutable_openings()->set_start(2);
  std::vector<Opening> openings(3);
  for (int i = 0; i < 3; ++i) openings[i].index = i + 1;
  const std::vector<ScheduledGame> schedule = MakeSchedule(config, &openings);
  ASSERT_EQ(schedule.size(), 3u * 8u);
  std::map<int64_t, std::set<int>> by_pair;
  std::map<uint64_t, std::set<int>> by_seed;  // the n-th pairs of all pairings
  for (const ScheduledGame& game : schedule) {
    ASSERT_NE(game.opening, nullptr);
    by_pair[game.pair_index].insert(game.opening->index);
    by_seed[game.seed].insert(game.opening->index);
  }
  for (const auto& [pair, indices] : by_pair) EXPECT_EQ(indices.size(), 1u) << "pair " << pair;
  // Sequential from the second, wrapping after the third: 2, 3, 1, 2.
  std::vector<int> per_rotation;
  for (int rotation = 0; rotation < 4; ++rotation) {
    const std::set<int>& indices = by_seed[PairSeed(99, rotation)];
    ASSERT_EQ(indices.size(), 1u);
    per_rotation.push_back(*indices.begin());
  }
  EXPECT_EQ(per_rotation, (std::vector<int>{2, 3, 1, 2}));
  // Without a suite, no opening.
  EXPECT_EQ(MakeSchedule(config).front().opening, nullptr);
}

}  // namespace
}  // namespace harness
