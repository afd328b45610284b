// Seeds derived from a tournament's master seed by a keyed one-way function
// (SipHash-2-4, libsodium's crypto_shorthash, keyed with the master seed):
// what an engine is sent, each game's seed (its deals, dice, layouts) and the
// tournament id. None of them gives back the master seed or another derived
// seed short of a search of all 2^64 master seeds, unlike games::MixSeeds,
// which is a bijection and undoes in a line.
#ifndef HARNESS_SEEDS_KEYED_SEED_H_
#define HARNESS_SEEDS_KEYED_SEED_H_

#include <cstdint>
#include <initializer_list>
#include <string_view>

namespace harness {

// A 64-bit hash of `message` under the key `master_seed`.
uint64_t KeyedHash(uint64_t master_seed, std::string_view message);

// The seed for `purpose` ("engine", "game", ...) at `fields` (a game index,
// a seat, a ply): the same for the same arguments, unrelated otherwise.
uint64_t KeyedSeed(uint64_t master_seed, std::string_view purpose,
                   std::initializer_list<uint64_t> fields);

}  // namespace harness

#endif  // HARNESS_SEEDS_KEYED_SEED_H_
