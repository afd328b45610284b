#include "harness/plan/schedule.h"

#include <algorithm>

#include "harness/config/number_ranges.h"
#include "harness/formats/combinations.h"
#include "harness/formats/format_registry.h"
#include "harness/seeds/keyed_seed.h"

namespace harness {

uint64_t PairSeed(uint64_t tournament_seed, int64_t pair_number) {
  return KeyedSeed(tournament_seed, "game", {static_cast<uint64_t>(pair_number)});
}

uint64_t PairingSeed(uint64_t tournament_seed, int64_t group_rank, int64_t pair_number) {
  return KeyedSeed(tournament_seed, "pairing game",
                   {static_cast<uint64_t>(pair_number), static_cast<uint64_t>(group_rank)});
}

Schedule::Schedule(const tourney::v1::TournamentConfig& config,
                   const std::vector<Opening>* openings)
    : config_(config),
      format_(FormatOf(config)),
      seats_(std::max(1, config.seats_per_game())),
      seed_(config.seed()),
      seeds_per_pairing_(config.seeds_per_pairing()),
      openings_(openings != nullptr && !openings->empty() ? openings : nullptr),
      order_(config.openings(), config.seed(),
             openings_ != nullptr ? static_cast<int>(openings_->size()) : 0) {
  groups_ = format_.Groups(config, kMaxScheduledGames);
  rotations_ = config.games_per_pairing() / seats_;
}

ScheduledGame Schedule::Game(int64_t game_index) const {
  const int64_t per_rotation = groups_ * seats_;
  const int64_t rotation = game_index / per_rotation;
  const int64_t group_rank = game_index % per_rotation / seats_;
  const int shift = static_cast<int>(game_index % seats_);
  ScheduledGame game;
  game.game_index = game_index;
  game.pair_index = rotation * groups_ + group_rank;
  game.seed =
      seeds_per_pairing_ ? PairingSeed(seed_, group_rank, rotation) : PairSeed(seed_, rotation);
  if (openings_ != nullptr) {
    // Per pairing, the suite is dealt out pair by pair over all pairings.
    const int64_t turn = seeds_per_pairing_ ? game.pair_index : rotation;
    game.opening = &(*openings_)[order_.ForRotation(turn)];
  }
  // Every engine of the group in every seat once, same seed.
  const std::vector<int> group = format_.Group(config_, group_rank);
  for (int seat = 0; seat < seats_; ++seat) game.seats.push_back(group[(seat + shift) % seats_]);
  return game;
}

}  // namespace harness
