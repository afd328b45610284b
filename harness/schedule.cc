#include "harness/schedule.h"

#include <utility>

#include "engines/common/seeded_random.h"

namespace harness {

uint64_t PairSeed(uint64_t tournament_seed, int64_t pair_number) {
  return engines::MixSeeds(tournament_seed, static_cast<uint64_t>(pair_number));
}

std::vector<ScheduledGame> MakeSchedule(const tourney::v1::TournamentConfig& config) {
  std::vector<std::pair<int, int>> pairings;
  const int engines = config.engines_size();
  if (config.format() == tourney::v1::TournamentConfig::GAUNTLET) {
    int hub = 0;
    for (int i = 0; i < engines; ++i) {
      if (config.engines(i).name() == config.gauntlet_engine()) hub = i;
    }
    for (int i = 0; i < engines; ++i) {
      if (i != hub) pairings.emplace_back(hub, i);
    }
  } else {
    for (int i = 0; i < engines; ++i) {
      for (int j = i + 1; j < engines; ++j) pairings.emplace_back(i, j);
    }
  }

  std::vector<ScheduledGame> schedule;
  const int pairs_per_pairing = config.games_per_pairing() / 2;
  int64_t pair_index = 0;
  for (int pair_number = 0; pair_number < pairs_per_pairing; ++pair_number) {
    const uint64_t seed = PairSeed(config.seed(), pair_number);
    for (const auto& [first, second] : pairings) {
      for (int swap = 0; swap < 2; ++swap) {
        ScheduledGame game;
        game.game_index = static_cast<int64_t>(schedule.size());
        game.pair_index = pair_index;
        game.seed = seed;
        game.seats = swap ? std::vector<int>{second, first} : std::vector<int>{first, second};
        schedule.push_back(game);
      }
      ++pair_index;
    }
  }
  return schedule;
}

}  // namespace harness
