// Bad input gets one line: a message that quotes what a user wrote (a flag,
// an engine spec, a config value) could otherwise carry its line breaks.
// The same escaping keeps what engines and logs say (names, versions,
// terminations, details) from steering a terminal or breaking the rows of a
// text file: every text the harness prints or writes goes through it.
#ifndef HARNESS_CONFIG_ONE_LINE_H_
#define HARNESS_CONFIG_ONE_LINE_H_

#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace harness {

// `text` with control characters as C escapes: \n, \t, \r, \x1b for the
// other C0 controls and DEL, \u009b for the C1 controls (U+0080 to U+009F),
// \xff for a byte of no UTF-8 character; all other UTF-8 as it is.
std::string OneLine(absl::string_view text);

// `status` with its message made one line (the code kept).
absl::Status OneLine(const absl::Status& status);

}  // namespace harness

#endif  // HARNESS_CONFIG_ONE_LINE_H_
