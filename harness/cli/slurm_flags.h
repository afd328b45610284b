// `tourney slurm`'s command line: its own flags' rows (cli_flags.h), the
// run flags it takes, and its --help.
#ifndef HARNESS_CLI_SLURM_FLAGS_H_
#define HARNESS_CLI_SLURM_FLAGS_H_

#include <optional>
#include <string>
#include <vector>

#include "harness/cli/cli_flags.h"
#include "harness/cli/run_flags.h"
#include "harness/cli/slurm_scripts.h"

namespace harness {

// What the slurm flags set.
struct SlurmSettings {
  SlurmJob job;                       // shards, cpus, partition, time, binaries
  std::string out;                    // "": a fresh results/<time>
  std::string bin_dir;                // where the binaries are copied; "": DIR/bin
  std::optional<std::string> resume;  // the directory to re-submit
  // Round by round: the directory whose next round to submit (the merge
  // job runs this).
  std::optional<std::string> next_round;
  bool submit = true;
};

std::vector<FlagSection<SlurmSettings>> SlurmFlagSections();

// The run flags `slurm` takes: not --results, --shard or --concurrency
// (each shard's come from the slurm flags), nor those of one process.
std::vector<FlagSection<RunFlagValues>> SlurmRunFlags();

std::string SlurmUsage();

}  // namespace harness

#endif  // HARNESS_CLI_SLURM_FLAGS_H_
