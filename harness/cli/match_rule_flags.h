// The run flags for opening suites and adjudication, shared by `run` and
// `sprt`: their names, applying them over a config, and their help.
#ifndef HARNESS_CLI_MATCH_RULE_FLAGS_H_
#define HARNESS_CLI_MATCH_RULE_FLAGS_H_

#include <set>
#include <string>

#include "absl/status/status.h"
#include "harness/cli/cli_flags.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// `valued` plus the flags below.
std::set<std::string> WithMatchRuleFlags(std::set<std::string> valued);

// Sets config.openings and config.adjudication from the flags given; ranges
// are checked here, the rest by ValidateConfig.
absl::Status ApplyMatchRuleFlags(const CliFlags& flags, tourney::v1::TournamentConfig* config);

// Their lines in `tourney --help`.
extern const char kMatchRuleFlagsHelp[];

}  // namespace harness

#endif  // HARNESS_CLI_MATCH_RULE_FLAGS_H_
