#include "harness/league/league_tokens.h"

#include <sodium.h>

#include "harness/league/sodium_ready.h"

namespace harness {
namespace {

constexpr std::string_view kPrefix = "tky_";
constexpr size_t kTokenBytes = 32;

std::string Hex(const unsigned char* bytes, size_t size) {
  std::string hex(size * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), bytes, size);
  hex.pop_back();
  return hex;
}

}  // namespace

std::string NewToken() {
  RequireSodium();
  unsigned char bytes[kTokenBytes];
  randombytes_buf(bytes, sizeof bytes);
  return std::string(kPrefix) + Hex(bytes, sizeof bytes);
}

std::string TokenHash(std::string_view token) {
  RequireSodium();
  // A fast unkeyed hash is right here, unlike for passwords: a token holds
  // 256 random bits, so no guess at it from its hash is worth trying, and a
  // slow hash would only slow every submission.
  unsigned char hash[crypto_generichash_BYTES];
  crypto_generichash(hash, sizeof hash, reinterpret_cast<const unsigned char*>(token.data()),
                     token.size(), nullptr, 0);
  return Hex(hash, sizeof hash);
}

bool TokenMatches(std::string_view token, std::string_view stored_hash) {
  const std::string hash = TokenHash(token);
  // The lengths are public (every hash has the same); the bytes are compared
  // in constant time, so timing tells an attacker nothing of a stored hash.
  return hash.size() == stored_hash.size() &&
         sodium_memcmp(hash.data(), stored_hash.data(), hash.size()) == 0;
}

}  // namespace harness
