// Small deterministic random numbers for the referee and the engines: every
// stream is derived from a seed, so a replayed game is identical.
#ifndef GAMES_COMMON_SEEDED_RANDOM_H_
#define GAMES_COMMON_SEEDED_RANDOM_H_

#include <cstdint>
#include <string_view>

namespace games {

// SplitMix64 finaliser: a good 64-bit mix of one word.
inline uint64_t Mix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// Combines two words into one seed (order matters).
inline uint64_t MixSeeds(uint64_t a, uint64_t b) { return Mix64(a ^ Mix64(b)); }

// A hash of some bytes (a config, a file), chained from `seed`.
inline uint64_t HashText(uint64_t seed, std::string_view text) {
  uint64_t hash = MixSeeds(seed, text.size());
  for (char c : text) hash = MixSeeds(hash, static_cast<unsigned char>(c));
  return hash;
}

// SplitMix64 generator: tiny, fast, statistically fine for games.
class SeededRandom {
 public:
  explicit SeededRandom(uint64_t seed) : state_(seed) {}

  uint64_t Next() {
    const uint64_t current = state_;
    state_ += 0x9e3779b97f4a7c15ULL;
    return Mix64(current);
  }
  // Uniform in [0, bound) (bound > 0), by multiply-high (bias < 2^-32 here).
  uint64_t Below(uint64_t bound) {
    return static_cast<uint64_t>((static_cast<unsigned __int128>(Next()) * bound) >> 64);
  }
  // Uniform in [0, 1).
  double Unit() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }

 private:
  uint64_t state_;
};

}  // namespace games

#endif  // GAMES_COMMON_SEEDED_RANDOM_H_
