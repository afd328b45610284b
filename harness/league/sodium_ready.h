// libsodium initialised once, before the league's first hash or random
// bytes (its functions pick their implementation then).
#ifndef HARNESS_LEAGUE_SODIUM_READY_H_
#define HARNESS_LEAGUE_SODIUM_READY_H_

namespace harness {

// Initialises libsodium on the first call (thread-safe); aborts where it
// finds no usable platform, since no token or digest could be trusted.
void RequireSodium();

}  // namespace harness

#endif  // HARNESS_LEAGUE_SODIUM_READY_H_
