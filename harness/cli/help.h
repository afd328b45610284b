// The tourney command's help text, with the games, variants and built-in
// engines read from the games registry.
#ifndef HARNESS_CLI_HELP_H_
#define HARNESS_CLI_HELP_H_

#include <string>

namespace harness {

std::string TourneyHelp();

}  // namespace harness

#endif  // HARNESS_CLI_HELP_H_
