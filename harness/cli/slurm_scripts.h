// The sbatch scripts `tourney slurm` writes: a job array with one shard of
// the tournament per task, and a merge job that runs once every shard has
// succeeded. Both are kept in the tournament's directory for the user to
// read and re-run.
#ifndef HARNESS_CLI_SLURM_SCRIPTS_H_
#define HARNESS_CLI_SLURM_SCRIPTS_H_

#include <string>

namespace harness {

// One tournament on a Slurm cluster. Every path is absolute and must mean
// the same on every node (a shared filesystem); `dir` and `workdir` hold no
// whitespace or quotes (#SBATCH lines are not shell words).
struct SlurmJob {
  std::string dir;          // the config, scripts, shard logs and merged results
  std::string workdir;      // jobs start here: relative paths in the config
  std::string tourney;      // the tourney binary
  std::string builtin_dir;  // where built-in engines live
  std::string name;         // job name, e.g. tourney-<tournament id>
  int shards = 1;
  int cpus_per_task = 1;   // also the games each shard plays at once
  std::string partition;   // empty: the cluster's default
  std::string time_limit;  // empty: the partition's
  // A format that pairs by results: the array plays one round, and the
  // merge job submits the next round's array and merge until it is over.
  bool round_by_round = false;
};

// The scripts, kept in `job.dir` (the layout of shard_dir.h).
std::string ShardScriptPath(const SlurmJob& job);
std::string MergeScriptPath(const SlurmJob& job);

// The array job: task I runs `tourney shard DIR I/N`, which resumes its own
// log when it exists (a requeued or re-submitted task picks up where it
// stopped; a finished game is never played twice).
std::string ShardScript(const SlurmJob& job);

// The merge job: `tourney merge-shards DIR N` (the merged log, the ratings
// and the report), then, round by round, `tourney slurm --next-round DIR`.
std::string MergeScript(const SlurmJob& job);

}  // namespace harness

#endif  // HARNESS_CLI_SLURM_SCRIPTS_H_
