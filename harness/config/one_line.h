// Bad input gets one line: a message that quotes what a user wrote (a flag,
// an engine spec, a config value) could otherwise carry its line breaks.
#ifndef HARNESS_CONFIG_ONE_LINE_H_
#define HARNESS_CONFIG_ONE_LINE_H_

#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace harness {

// `text` with control characters as C escapes (\n, \t, \x01); everything
// else, UTF-8 included, as it is.
std::string OneLine(absl::string_view text);

// `status` with its message made one line (the code kept).
absl::Status OneLine(const absl::Status& status);

}  // namespace harness

#endif  // HARNESS_CONFIG_ONE_LINE_H_
