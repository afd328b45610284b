#include "harness/plan/schedule.h"

#include <algorithm>
#include <map>
#include <set>

#include "gtest/gtest.h"
#include "harness/testing/memory_use.h"

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

std::vector<ScheduledGame> AllGames(const Schedule& schedule) {
  std::vector<ScheduledGame> games;
  for (int64_t i = 0; i < schedule.size(); ++i) games.push_back(schedule.Game(i));
  return games;
}

// The schedule as it was built before it became lazy: every group listed,
// then every game pushed in order. The lazy one must match it game for game
// so that existing results logs (and their tournament ids) stay valid.
void Combinations(int engines, int size, int start, std::vector<int>* current,
                  std::vector<std::vector<int>>* out) {
  if (static_cast<int>(current->size()) == size) {
    out->push_back(*current);
    return;
  }
  for (int i = start; i < engines; ++i) {
    current->push_back(i);
    Combinations(engines, size, i + 1, current, out);
    current->pop_back();
  }
}

std::vector<ScheduledGame> MaterialisedSchedule(const tourney::v1::TournamentConfig& config,
                                                const std::vector<Opening>* openings) {
  const int engines = config.engines_size();
  const int seats = std::max(1, config.seats_per_game());
  std::vector<std::vector<int>> groups;
  std::vector<int> current;
  if (config.format() == tourney::v1::TournamentConfig::GAUNTLET) {
    int hub = 0;
    for (int i = 0; i < engines; ++i) {
      if (config.engines(i).name() == config.gauntlet_engine()) hub = i;
    }
    std::vector<std::vector<int>> others;
    Combinations(engines - 1, seats - 1, 0, &current, &others);
    for (std::vector<int>& group : others) {
      for (int& index : group) index += index >= hub ? 1 : 0;
      group.insert(group.begin(), hub);
      groups.push_back(group);
    }
  } else {
    Combinations(engines, seats, 0, &current, &groups);
  }
  std::vector<ScheduledGame> schedule;
  int64_t pair_index = 0;
  const bool suite = openings != nullptr && !openings->empty();
  const OpeningOrder order(config.openings(), config.seed(),
                           suite ? static_cast<int>(openings->size()) : 0);
  for (int rotation = 0; rotation < config.games_per_pairing() / seats; ++rotation) {
    const Opening* opening = suite ? &(*openings)[order.ForRotation(rotation)] : nullptr;
    for (const std::vector<int>& group : groups) {
      for (int shift = 0; shift < seats; ++shift) {
        ScheduledGame game;
        game.game_index = static_cast<int64_t>(schedule.size());
        game.pair_index = pair_index;
        game.seed = PairSeed(config.seed(), rotation);
        game.opening = opening;
        for (int seat = 0; seat < seats; ++seat)
          game.seats.push_back(group[(seat + shift) % seats]);
        schedule.push_back(game);
      }
      ++pair_index;
    }
  }
  return schedule;
}

void ExpectSameGames(const tourney::v1::TournamentConfig& config,
                     const std::vector<Opening>* openings = nullptr) {
  const std::vector<ScheduledGame> expected = MaterialisedSchedule(config, openings);
  const Schedule schedule(config, openings);
  ASSERT_EQ(schedule.size(), static_cast<int64_t>(expected.size()));
  for (const ScheduledGame& want : expected) {
    const ScheduledGame got = schedule.Game(want.game_index);
    EXPECT_EQ(got.game_index, want.game_index);
    EXPECT_EQ(got.pair_index, want.pair_index) << "game " << want.game_index;
    EXPECT_EQ(got.seed, want.seed) << "game " << want.game_index;
    EXPECT_EQ(got.seats, want.seats) << "game " << want.game_index;
    EXPECT_EQ(got.opening, want.opening) << "game " << want.game_index;
  }
}

TEST(ScheduleTest, LazyScheduleIsTheMaterialisedOneGameForGame) {
  std::vector<Opening> openings(5);
  for (int i = 0; i < 5; ++i) openings[i].index = i + 1;
  for (int engines : {2, 3, 5, 7}) {
    for (int seats : {1, 2, 3, 4}) {
      if (seats > engines) continue;
      for (int games : {seats, 2 * seats + 1, 7}) {  // odd counts drop the incomplete rotation
        for (bool gauntlet : {false, true}) {
          tourney::v1::TournamentConfig config = Config(engines, games);
          config.set_seats_per_game(seats);
          if (gauntlet) {
            config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
            config.set_gauntlet_engine(std::string(1, 'a' + engines / 2));
          }
          SCOPED_TRACE(testing::Message() << engines << " engines, " << seats << " seats, " << games
                                          << " games, gauntlet " << gauntlet);
          ExpectSameGames(config);
          config.mutable_openings()->set_start(3);
          config.mutable_openings()->set_order(tourney::v1::OpeningsConfig::RANDOM);
          ExpectSameGames(config, &openings);
        }
      }
    }
  }
}

// A 28-million-game schedule once took 2.5 GB before its first game; now it
// takes nothing: max RSS grows by under 8 MB over building it and computing
// games at its start, middle and end.
TEST(ScheduleTest, AHugeScheduleCostsNoMemory) {
  if (!MemoryBudgetsApply()) GTEST_SKIP() << "a memory budget means nothing in a sanitizer build";
  tourney::v1::TournamentConfig config = Config(0, 60000);
  for (int i = 0; i < 31; ++i) config.add_engines()->set_name("engine" + std::to_string(i));
  const long before = MaxRssKb();
  const Schedule schedule(config);
  ASSERT_EQ(schedule.size(), 465LL * 60000);  // C(31, 2) pairings: 27.9 million games
  const ScheduledGame last = schedule.Game(schedule.size() - 1);
  EXPECT_EQ(last.seats, (std::vector<int>{30, 29}));
  EXPECT_EQ(last.pair_index, 465LL * 30000 - 1);
  for (int64_t i = 0; i < schedule.size(); i += 9973) ASSERT_EQ(schedule.Game(i).game_index, i);
  EXPECT_LT(MaxRssKb() - before, 8 * 1024);
}

TEST(ScheduleTest, RoundRobinPlaysSeatSwappedPairsWithSharedSeeds) {
  const std::vector<ScheduledGame> schedule = AllGames(Schedule(Config(4, 6)));
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
  const std::vector<ScheduledGame> schedule = AllGames(Schedule(config));
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
  const std::vector<ScheduledGame> schedule = AllGames(Schedule(config));
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
  const std::vector<ScheduledGame> schedule = AllGames(Schedule(config, &openings));
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
  EXPECT_EQ(Schedule(config).Game(0).opening, nullptr);
}

// seeds_per_pairing changes the seeds and nothing else: the same games in
// the same seats, a seed per pair of each pairing (both games of a pair on
// it), none shared between pairings or with the shared schedule.
TEST(ScheduleTest, SeedsPerPairingGiveEveryPairItsOwnSeed) {
  const tourney::v1::TournamentConfig shared_config = Config(4, 6);
  tourney::v1::TournamentConfig config = shared_config;
  config.set_seeds_per_pairing(true);
  const std::vector<ScheduledGame> shared = AllGames(Schedule(shared_config));
  const std::vector<ScheduledGame> own = AllGames(Schedule(config));
  ASSERT_EQ(own.size(), shared.size());
  std::set<uint64_t> shared_seeds;
  for (const ScheduledGame& game : shared) shared_seeds.insert(game.seed);
  std::map<int64_t, std::set<uint64_t>> seeds_of_pair;
  std::set<uint64_t> seeds;
  for (size_t i = 0; i < own.size(); ++i) {
    EXPECT_EQ(own[i].seats, shared[i].seats) << "game " << i;
    EXPECT_EQ(own[i].pair_index, shared[i].pair_index) << "game " << i;
    EXPECT_EQ(shared_seeds.count(own[i].seed), 0u) << "game " << i;
    seeds_of_pair[own[i].pair_index].insert(own[i].seed);
    seeds.insert(own[i].seed);
  }
  ASSERT_EQ(seeds_of_pair.size(), 6u * 3u);  // 6 pairings x 3 pairs
  for (const auto& [pair, pair_seeds] : seeds_of_pair) EXPECT_EQ(pair_seeds.size(), 1u);
  EXPECT_EQ(seeds.size(), 18u);
  EXPECT_EQ(shared_seeds.size(), 3u);
  // Deterministic: the same config gives the same seeds.
  EXPECT_EQ(Schedule(config).Game(17).seed, own[17].seed);
}

// With a suite, per-pairing seeds deal the openings out pair by pair over
// every pairing: 3 pairings x 4 pairs from the second of 3 openings.
TEST(ScheduleTest, SeedsPerPairingDealSuiteOpeningsPairByPair) {
  tourney::v1::TournamentConfig config = Config(3, 8);
  config.set_seeds_per_pairing(true);
  config.mutable_openings()->set_start(2);
  std::vector<Opening> openings(3);
  for (int i = 0; i < 3; ++i) openings[i].index = i + 1;
  const std::vector<ScheduledGame> schedule = AllGames(Schedule(config, &openings));
  ASSERT_EQ(schedule.size(), 3u * 8u);
  for (const ScheduledGame& game : schedule) {
    ASSERT_NE(game.opening, nullptr);
    // Pair 0 plays opening 2, pair 1 opening 3, pair 2 opening 1, ...
    EXPECT_EQ(game.opening->index, (game.pair_index + 1) % 3 + 1) << "game " << game.game_index;
  }
}

}  // namespace
}  // namespace harness
