#include "harness/seeds/keyed_seed.h"

#include <sodium.h>

#include <array>
#include <cstdlib>
#include <string>

namespace harness {
namespace {

// Eight little-endian bytes, so that seeds are the same on every machine.
void AppendWord(uint64_t word, std::string* bytes) {
  for (int i = 0; i < 8; ++i) bytes->push_back(static_cast<char>(word >> (8 * i)));
}

}  // namespace

uint64_t KeyedHash(uint64_t master_seed, std::string_view message) {
  static const bool ready = sodium_init() >= 0;
  if (!ready) std::abort();  // libsodium found no usable platform: nothing can be seeded
  // SipHash takes 128 key bits; the master seed's 64 are all the secret there
  // is, the rest a fixed tag.
  std::string key;
  AppendWord(master_seed, &key);
  AppendWord(0x7365656473763100, &key);  // "seedsv1"
  static_assert(crypto_shorthash_KEYBYTES == 16 && crypto_shorthash_BYTES == 8);
  std::array<unsigned char, crypto_shorthash_BYTES> hash;
  crypto_shorthash(hash.data(), reinterpret_cast<const unsigned char*>(message.data()),
                   message.size(), reinterpret_cast<const unsigned char*>(key.data()));
  uint64_t value = 0;
  for (int i = 7; i >= 0; --i) value = value << 8 | hash[i];
  return value;
}

uint64_t KeyedSeed(uint64_t master_seed, std::string_view purpose,
                   std::initializer_list<uint64_t> fields) {
  // The purpose, a terminator, then fixed-width fields: no two argument
  // lists give the same message.
  std::string message(purpose);
  message.push_back('\0');
  for (uint64_t field : fields) AppendWord(field, &message);
  return KeyedHash(master_seed, message);
}

}  // namespace harness
