// The defaults that --help names, each read from what the code itself uses
// (a constant, or a default-constructed settings struct), so the help text
// cannot drift from the code. Help texts write "(default $GAMES)"; every
// help text passes through WithHelpDefaults before it is printed, and a
// test (help_defaults_test) refuses a number written after "default" in a
// help text.
#ifndef HARNESS_CLI_HELP_DEFAULTS_H_
#define HARNESS_CLI_HELP_DEFAULTS_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"

namespace harness {

// Every placeholder ("$GAMES") with its value ("20").
const std::vector<std::pair<std::string, std::string>>& HelpDefaults();

// `text` with every placeholder replaced by its value.
std::string WithHelpDefaults(absl::string_view text);

}  // namespace harness

#endif  // HARNESS_CLI_HELP_DEFAULTS_H_
