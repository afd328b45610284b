// The shell splits an unquoted `--engine name=x,cmd=./bot,args=--level 5`
// after "--level", and the "5" would then read as a config file: the check
// that names such a piece before the command line is parsed.
#ifndef HARNESS_CLI_SPLIT_ENGINE_ARGS_H_
#define HARNESS_CLI_SPLIT_ENGINE_ARGS_H_

#include <set>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "harness/cli/cli_flags.h"

namespace harness {

// A word right after a value of one of `spec_flags` whose last field is
// args=, that is neither a flag in `valued`/`switches` nor (if
// `positional_ok`) an existing file, is taken for such a piece: the
// one-line error, else OK.
absl::Status SplitEngineArgsProblem(const std::vector<std::string>& args,
                                    const std::set<std::string>& spec_flags,
                                    const std::set<std::string>& valued,
                                    const std::set<std::string>& switches, bool positional_ok);

// A command line with engine specs in `spec_flags`: the check above, then
// the parse.
absl::StatusOr<CliFlags> ParseWithEngineSpecs(const std::vector<std::string>& args,
                                              const FlagNames& names,
                                              const std::set<std::string>& spec_flags,
                                              bool positional_ok);

}  // namespace harness

#endif  // HARNESS_CLI_SPLIT_ENGINE_ARGS_H_
