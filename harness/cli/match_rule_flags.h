// The run flags for opening suites and adjudication, shared by `run`,
// `sprt` and `slurm`: their rows (run_flags.h).
#ifndef HARNESS_CLI_MATCH_RULE_FLAGS_H_
#define HARNESS_CLI_MATCH_RULE_FLAGS_H_

#include <vector>

#include "harness/cli/cli_flags.h"
#include "harness/cli/run_flags.h"

namespace harness {

// The two sections: opening suites (config.openings), then adjudication
// (config.adjudication). A block is touched only when one of its flags is
// given: a present block means a suite, or rules.
std::vector<FlagSection<RunFlagValues>> MatchRuleFlagSections();

}  // namespace harness

#endif  // HARNESS_CLI_MATCH_RULE_FLAGS_H_
