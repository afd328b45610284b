// The tokens an organiser issues to authors, who submit bots over HTTP with
// them. The league keeps only a token's hash, so its database read by
// someone else submits nothing.
#ifndef HARNESS_LEAGUE_LEAGUE_TOKENS_H_
#define HARNESS_LEAGUE_LEAGUE_TOKENS_H_

#include <string>
#include <string_view>

namespace harness {

// "tky_" and 32 random bytes as 64 lowercase hex digits; the prefix lets
// a leaked token be recognised (by a secret scanner, say).
std::string NewToken();

// The token's BLAKE2b-256 hash in hex, as stored.
std::string TokenHash(std::string_view token);

// Whether `token` hashes to `stored_hash`, compared in constant time.
bool TokenMatches(std::string_view token, std::string_view stored_hash);

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_TOKENS_H_
