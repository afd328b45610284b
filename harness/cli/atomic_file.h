// Writing a file so that a reader sees the old contents or the new, never
// half of them: a temporary file beside it, renamed over it.
#ifndef HARNESS_CLI_ATOMIC_FILE_H_
#define HARNESS_CLI_ATOMIC_FILE_H_

#include <functional>
#include <ostream>
#include <string>

#include "absl/status/status.h"

namespace harness {

// Writes to `path` through a temporary beside it (`path`.writing-PID-N, its
// own for every process and call) and a rename, `write` streaming the
// contents into it (large pages are never held whole). An error from
// `write` leaves `path` as it was. Concurrent writers of one path each
// succeed; the last rename wins.
absl::Status WriteAtomically(const std::string& path,
                             const std::function<absl::Status(std::ostream&)>& write);
// The same for contents in memory.
absl::Status WriteAtomically(const std::string& path, const std::string& text);

}  // namespace harness

#endif  // HARNESS_CLI_ATOMIC_FILE_H_
