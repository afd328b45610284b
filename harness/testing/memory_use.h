// For tests that hold the harness to a memory budget: the process's peak
// resident memory, and whether such a figure means anything in this build.
#ifndef HARNESS_TESTING_MEMORY_USE_H_
#define HARNESS_TESTING_MEMORY_USE_H_

#include <sys/resource.h>

#include <cstdlib>

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

}  // namespace harness

#endif  // HARNESS_TESTING_MEMORY_USE_H_
