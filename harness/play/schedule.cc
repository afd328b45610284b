#include "harness/play/schedule.h"

#include <algorithm>
#include <utility>

#include "games/common/seeded_random.h"

namespace harness {

uint64_t PairSeed(uint64_t tournament_seed, int64_t pair_number) {
  return games::MixSeeds(tournament_seed, static_cast<uint64_t>(pair_number));
}

namespace {

// Every choice of `size` engines out of `engines`, each as ascending indices.
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

}  // namespace

std::vector<ScheduledGame> MakeSchedule(const tourney::v1::TournamentConfig& config,
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
    // The hub with every choice of the others.
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
  const int rotations_per_group = config.games_per_pairing() / seats;
  int64_t pair_index = 0;
  const bool suite = openings != nullptr && !openings->empty();
  const OpeningOrder order(config.openings(), config.seed(),
                           suite ? static_cast<int>(openings->size()) : 0);
  for (int rotation_number = 0; rotation_number < rotations_per_group; ++rotation_number) {
    const uint64_t seed = PairSeed(config.seed(), rotation_number);
    const Opening* opening = suite ? &(*openings)[order.ForRotation(rotation_number)] : nullptr;
    for (const std::vector<int>& group : groups) {
      // Every engine of the group in every seat once, same seed.
      for (int shift = 0; shift < seats; ++shift) {
        ScheduledGame game;
        game.game_index = static_cast<int64_t>(schedule.size());
        game.pair_index = pair_index;
        game.seed = seed;
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

}  // namespace harness
