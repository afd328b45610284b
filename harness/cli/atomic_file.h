// Writing a file so that a reader sees the old contents or the new, never
// half of them: a temporary file beside it, renamed over it.
#ifndef HARNESS_CLI_ATOMIC_FILE_H_
#define HARNESS_CLI_ATOMIC_FILE_H_

#include <string>

#include "absl/status/status.h"

namespace harness {

// Writes `text` to `path` through `path`.writing and a rename.
absl::Status WriteAtomically(const std::string& path, const std::string& text);

}  // namespace harness

#endif  // HARNESS_CLI_ATOMIC_FILE_H_
