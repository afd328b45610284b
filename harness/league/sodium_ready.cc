#include "harness/league/sodium_ready.h"

#include <sodium.h>

#include <cstdlib>

namespace harness {

void RequireSodium() {
  static const bool ready = sodium_init() >= 0;
  if (!ready) std::abort();
}

}  // namespace harness
