// Opens only regular files. A FIFO blocks the open until someone writes, a
// device or a socket never ends (/dev/zero, /dev/urandom) and a directory
// reads as empty: the harness's inputs and logs are none of these, and each
// is refused in one line before it is read.
#ifndef HARNESS_CONFIG_REGULAR_FILE_H_
#define HARNESS_CONFIG_REGULAR_FILE_H_

#include <string>

#include "absl/status/statusor.h"

namespace harness {

// Why `path` is no regular file ("is a FIFO", "is a directory", "no such
// file"); empty when it is one.
std::string NotRegularFile(const std::string& path);

// `path` opened with `flags` (O_RDONLY, O_WRONLY | O_CREAT, ...; always
// close-on-exec), checked on the open descriptor too: a file swapped for a
// FIFO in between cannot block it. The error reads "cannot read WHAT PATH:
// is a FIFO" ("write" for a descriptor opened for writing; `what` may be
// empty).
absl::StatusOr<int> OpenRegularFile(const std::string& path, int flags, const std::string& what);

}  // namespace harness

#endif  // HARNESS_CONFIG_REGULAR_FILE_H_
