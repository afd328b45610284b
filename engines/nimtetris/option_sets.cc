#include "engines/nimtetris/option_sets.h"

#include <algorithm>

#include "games/common/seeded_random.h"

namespace nimtetris {

size_t OptionSets::VectorHash::operator()(const std::vector<GameId>& v) const {
  uint64_t hash = v.size();
  for (GameId id : v) hash = games::MixSeeds(hash, id);
  return static_cast<size_t>(hash);
}

OptionSets::OptionSets() {
  options_.push_back({});  // kZero
  ids_.emplace(std::vector<GameId>{}, kZero);
  mover_wins_.push_back(1);
}

GameId OptionSets::Make(std::vector<GameId> options) {
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  const auto [it, inserted] = ids_.emplace(options, static_cast<GameId>(options_.size()));
  if (inserted) {
    options_.push_back(std::move(options));
    mover_wins_.push_back(-1);
  }
  return it->second;
}

GameId OptionSets::Sum(GameId a, GameId b) {
  if (a == kZero) return b;
  if (b == kZero) return a;
  if (a > b) std::swap(a, b);
  const uint64_t key = (static_cast<uint64_t>(a) << 32) | b;
  if (auto it = sums_.find(key); it != sums_.end()) return it->second;
  std::vector<GameId> options;
  options.reserve(options_[a].size() + options_[b].size());
  // Copies: Sum() may grow options_ and move the vectors.
  for (GameId x : std::vector<GameId>(options_[a])) options.push_back(Sum(x, b));
  for (GameId y : std::vector<GameId>(options_[b])) options.push_back(Sum(a, y));
  const GameId sum = Make(std::move(options));
  sums_.emplace(key, sum);
  return sum;
}

bool OptionSets::MoverWins(GameId game) {
  if (mover_wins_[game] < 0) {
    bool wins = false;
    for (GameId option : std::vector<GameId>(options_[game])) {
      if (!MoverWins(option)) {
        wins = true;
        break;
      }
    }
    mover_wins_[game] = wins;
  }
  return mover_wins_[game] == 1;
}

}  // namespace nimtetris
