#include "harness/plan/schedule.h"

#include <algorithm>

#include "harness/seeds/keyed_seed.h"

namespace harness {

uint64_t PairSeed(uint64_t tournament_seed, int64_t pair_number) {
  return KeyedSeed(tournament_seed, "game", {static_cast<uint64_t>(pair_number)});
}

uint64_t PairingSeed(uint64_t tournament_seed, int64_t group_rank, int64_t pair_number) {
  return KeyedSeed(tournament_seed, "pairing game",
                   {static_cast<uint64_t>(pair_number), static_cast<uint64_t>(group_rank)});
}

namespace {

// n choose k. Only called with results up to the schedule's group count,
// which validation bounds (kMaxScheduledGames): every step stays below
// that bound times n.
int64_t Choose(int64_t n, int64_t k) {
  if (k < 0 || k > n) return 0;
  k = std::min(k, n - k);
  int64_t result = 1;
  for (int64_t i = 1; i <= k; ++i) result = result * (n - k + i) / i;
  return result;
}

// The `rank`-th combination of `size` of 0..n-1 in lexicographic order.
// Combinations of `left` elements from lo..n-1 whose first element is below
// x number Choose(n - lo, left) - Choose(n - x, left): a binary search finds
// each element.
std::vector<int> UnrankCombination(int n, int size, int64_t rank) {
  std::vector<int> combination;
  int lo = 0;
  for (int left = size; left > 0; --left) {
    const int64_t all = Choose(n - lo, left);
    auto before = [&](int x) { return all - Choose(n - x, left); };
    // The largest x in [lo, n - left] with before(x) <= rank.
    int low = lo, high = n - left;
    while (low < high) {
      const int mid = low + (high - low + 1) / 2;
      if (before(mid) <= rank) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    rank -= before(low);
    combination.push_back(low);
    lo = low + 1;
  }
  return combination;
}

}  // namespace

Schedule::Schedule(const tourney::v1::TournamentConfig& config,
                   const std::vector<Opening>* openings)
    : engines_(config.engines_size()),
      seats_(std::max(1, config.seats_per_game())),
      seed_(config.seed()),
      seeds_per_pairing_(config.seeds_per_pairing()),
      openings_(openings != nullptr && !openings->empty() ? openings : nullptr),
      order_(config.openings(), config.seed(),
             openings_ != nullptr ? static_cast<int>(openings_->size()) : 0) {
  if (config.format() == tourney::v1::TournamentConfig::GAUNTLET) {
    hub_ = 0;
    for (int i = 0; i < engines_; ++i) {
      if (config.engines(i).name() == config.gauntlet_engine()) hub_ = i;
    }
    groups_ = Choose(engines_ - 1, seats_ - 1);
  } else {
    groups_ = Choose(engines_, seats_);
  }
  rotations_ = config.games_per_pairing() / seats_;
}

std::vector<int> Schedule::Group(int64_t rank) const {
  if (hub_ < 0) return UnrankCombination(engines_, seats_, rank);
  // The hub with a choice of the others (indices past the hub shifted up).
  std::vector<int> group = UnrankCombination(engines_ - 1, seats_ - 1, rank);
  for (int& index : group) index += index >= hub_ ? 1 : 0;
  group.insert(group.begin(), hub_);
  return group;
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
  const std::vector<int> group = Group(group_rank);
  for (int seat = 0; seat < seats_; ++seat) game.seats.push_back(group[(seat + shift) % seats_]);
  return game;
}

}  // namespace harness
