// Reads a whole file the config layer takes (a config, an opening suite),
// with one line saying why it cannot: no such file, a directory, a FIFO or
// a device (regular_file.h), not readable.
#ifndef HARNESS_CONFIG_TEXT_FILE_H_
#define HARNESS_CONFIG_TEXT_FILE_H_

#include <string>

#include "absl/status/statusor.h"

namespace harness {

// The file's text, or "cannot read WHAT PATH: is a directory" (or "no such
// file", "is a FIFO", "not readable"); `what` ("config file") may be empty.
absl::StatusOr<std::string> ReadTextFile(const std::string& path, const std::string& what);

}  // namespace harness

#endif  // HARNESS_CONFIG_TEXT_FILE_H_
