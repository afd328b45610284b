// The binaries a Slurm run's jobs execute, copied into a directory of the
// run's own before anything is submitted: the sbatch scripts name the
// copies, so the jobs depend neither on a path inside Bazel's cache (often
// not on the compute nodes) nor on a binary a rebuild replaces mid-run.
#ifndef HARNESS_CLI_SLURM_BINARIES_H_
#define HARNESS_CLI_SLURM_BINARIES_H_

#include <string>

#include "absl/status/statusor.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct SlurmBinaries {
  std::string tourney;      // DEST/tourney
  std::string builtin_dir;  // DEST/engines
};

// Copies `tourney` to DEST/tourney and each built-in engine `config` plays
// (BUILTIN_DIR/NAME/NAME_engine) to DEST/engines/NAME/NAME_engine, replacing
// earlier copies. Engines given by cmd= or addr= are left where they are.
// Fails naming the file that could not be copied.
absl::StatusOr<SlurmBinaries> CopySlurmBinaries(const std::string& tourney,
                                                const std::string& builtin_dir,
                                                const tourney::v1::TournamentConfig& config,
                                                const std::string& dest);

}  // namespace harness

#endif  // HARNESS_CLI_SLURM_BINARIES_H_
