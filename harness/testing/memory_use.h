// For tests that hold the harness to a memory budget: the process's peak
// resident memory, and whether such a figure means anything in this build.
#ifndef HARNESS_TESTING_MEMORY_USE_H_
#define HARNESS_TESTING_MEMORY_USE_H_

#include <sys/resource.h>

#include <cstdlib>
#include <string_view>

namespace harness {

// Peak resident set size of this process so far, in KiB.
inline long MaxRssKb() {
  rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

// False in sanitizer builds (.bazelrc's sanitizer configs set
// TOURNEY_SANITIZER for their tests): shadow memory and the quarantine of
// freed blocks would be what a budget measured.
inline bool MemoryBudgetsApply() { return std::getenv("TOURNEY_SANITIZER") == nullptr; }

// False under ASan or TSan (TOURNEY_SANITIZER names them): their shadow
// memory reserves terabytes of address space, so no process of theirs
// starts under an RLIMIT_AS limit (memory_mb=).
inline bool AddressSpaceLimitsApply() {
  const char* sanitizer = std::getenv("TOURNEY_SANITIZER");
  if (sanitizer == nullptr) return true;
  const std::string_view name = sanitizer;
  return name.find("asan") == std::string_view::npos && name.find("tsan") == std::string_view::npos;
}

}  // namespace harness

#endif  // HARNESS_TESTING_MEMORY_USE_H_
