// The default results directory: named after the start time, and never
// shared, even by two tournaments started in the same second.
#ifndef HARNESS_RESULTS_FRESH_RESULTS_DIR_H_
#define HARNESS_RESULTS_FRESH_RESULTS_DIR_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/time/time.h"

namespace harness {

// Creates and returns ROOT/YYYYMMDD-HHMMSS (`now` in local time), or the
// first of ROOT/YYYYMMDD-HHMMSS-2, -3, ... that does not exist yet. Each is
// made with mkdir, which exactly one process wins.
absl::StatusOr<std::string> MakeFreshResultsDir(const std::string& root, absl::Time now);

}  // namespace harness

#endif  // HARNESS_RESULTS_FRESH_RESULTS_DIR_H_
