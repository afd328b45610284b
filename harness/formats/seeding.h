// A knockout's seed order read from a file: a results log (JSON lines),
// ranked as `tourney ratings` ranks it, or a text ratings table (what
// `tourney ratings` prints, or any list with an engine name first on a
// line, after an optional rank number).
#ifndef HARNESS_FORMATS_SEEDING_H_
#define HARNESS_FORMATS_SEEDING_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace harness {

// The engines (indices into `engine_names`) best first: those the file
// ranks in its order, then the rest in config order. A file that names
// none of them is an error naming the file, as is one that cannot be read.
absl::StatusOr<std::vector<int>> ReadSeeding(const std::string& path,
                                             const std::vector<std::string>& engine_names);

}  // namespace harness

#endif  // HARNESS_FORMATS_SEEDING_H_
