// What a bot author would try on the seeds an engine is sent: undo
// SplitMix64's finaliser (games::Mix64, a bijection) and games::MixSeeds, so
// that a seed derived from the game's or the master seed by them gives it
// back. For the seed tests (seed_secrecy_test.cc, picked_seed_test.cc).
#ifndef TESTS_SEED_ATTACK_H_
#define TESTS_SEED_ATTACK_H_

#include <cstdint>
#include <set>
#include <vector>

#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"

namespace tests {

// The inverse of an odd number modulo 2^64 (Newton's iteration).
inline uint64_t InverseOdd(uint64_t odd) {
  uint64_t inverse = odd;
  for (int i = 0; i < 5; ++i) inverse *= 2 - odd * inverse;
  return inverse;
}

// x ^= x >> shift, undone.
inline uint64_t UnXorShift(uint64_t y, int shift) {
  uint64_t x = y;
  for (int i = 0; i < 64 / shift; ++i) x = y ^ (x >> shift);
  return x;
}

// games::Mix64 run backwards.
inline uint64_t UnMix64(uint64_t y) {
  uint64_t x = UnXorShift(y, 31) * InverseOdd(0x94d049bb133111ebULL);
  x = UnXorShift(x, 27) * InverseOdd(0xbf58476d1ce4e5b9ULL);
  return UnXorShift(x, 30) - 0x9e3779b97f4a7c15ULL;
}

// Every `a` with games::MixSeeds(a, b) == mixed for some b in `salts`, and
// `mixed` itself and its UnMix64 (a seed passed on as it is, or mixed alone).
inline std::set<uint64_t> UnMixSeeds(uint64_t mixed, const std::vector<uint64_t>& salts) {
  std::set<uint64_t> found = {mixed, UnMix64(mixed)};
  for (uint64_t salt : salts) found.insert(UnMix64(mixed) ^ games::Mix64(salt));
  return found;
}

// The registered games whose seed deals what some seat must not know:
// chance (dice, deals, layouts offered) or hidden information.
inline std::vector<const games::GameType*> SecretDealingGames() {
  std::vector<const games::GameType*> found;
  for (const games::GameType& type : games::RegisteredGames()) {
    if (type.chance || !type.hidden_information.empty()) found.push_back(&type);
  }
  return found;
}

}  // namespace tests

#endif  // TESTS_SEED_ATTACK_H_
