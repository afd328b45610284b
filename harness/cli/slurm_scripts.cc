#include "harness/cli/slurm_scripts.h"

#include "absl/strings/str_cat.h"
#include "harness/cli/shell_quote.h"

namespace harness {
namespace {

// The #SBATCH lines both jobs share.
std::string CommonDirectives(const SlurmJob& job) {
  std::string lines = absl::StrCat("#SBATCH --chdir=", job.workdir, "\n");
  if (!job.partition.empty()) absl::StrAppend(&lines, "#SBATCH --partition=", job.partition, "\n");
  if (!job.time_limit.empty()) absl::StrAppend(&lines, "#SBATCH --time=", job.time_limit, "\n");
  return lines;
}

}  // namespace

std::string ShardScriptPath(const SlurmJob& job) { return job.dir + "/shards.sbatch"; }
std::string MergeScriptPath(const SlurmJob& job) { return job.dir + "/merge.sbatch"; }

std::string ShardScript(const SlurmJob& job) {
  return absl::StrCat(
      "#!/bin/bash\n"
      "# Written by `tourney slurm`: task I of this array plays shard I/",
      job.shards,
      " of the tournament in\n"
      "# tournament.txtpb",
      job.round_by_round ? " (its share of the next round, paired from results.jsonl)" : "",
      ".\n# A requeued or re-submitted task resumes its shard's log.\n"
      "#SBATCH --job-name=",
      job.name, "\n#SBATCH --array=0-", job.shards - 1,
      "\n#SBATCH --cpus-per-task=", job.cpus_per_task,
      "\n#SBATCH --requeue\n#SBATCH --open-mode=append\n#SBATCH --output=", job.dir,
      "/logs/shard-%a.out\n", CommonDirectives(job),
      "echo \"job $SLURM_JOB_ID on $(hostname), restart ${SLURM_RESTART_COUNT:-0}\"\n"
      "exec ",
      ShellQuote(job.tourney), " shard ", ShellQuote(job.dir), " \"$SLURM_ARRAY_TASK_ID/",
      job.shards, "\" --concurrency ", job.cpus_per_task, " \\\n    --builtin-dir ",
      ShellQuote(job.builtin_dir), "\n");
}

std::string MergeScript(const SlurmJob& job) {
  const std::string merge =
      absl::StrCat(ShellQuote(job.tourney), " merge-shards ", ShellQuote(job.dir), " ", job.shards);
  if (!job.round_by_round) {
    return absl::StrCat(
        "#!/bin/bash\n"
        "# Written by `tourney slurm`: runs once every shard succeeded; merges their\n"
        "# logs into results.jsonl and writes ratings.txt and report.html beside it.\n"
        "#SBATCH --job-name=",
        job.name, "-merge\n#SBATCH --output=", job.dir, "/logs/merge.out\n", CommonDirectives(job),
        "exec ", merge, "\n");
  }
  return absl::StrCat(
      "#!/bin/bash\n"
      "# Written by `tourney slurm`: runs once every shard of a round succeeded;\n"
      "# merges their logs into results.jsonl (every round so far) with\n"
      "# ratings.txt and report.html beside it, then submits the next round's\n"
      "# array and merge job, unless the format is over.\n"
      "#SBATCH --job-name=",
      job.name, "-merge\n#SBATCH --open-mode=append\n#SBATCH --output=", job.dir,
      "/logs/merge.out\n", CommonDirectives(job), merge, " || exit\nexec ", ShellQuote(job.tourney),
      " slurm --next-round ", ShellQuote(job.dir), "\n");
}

}  // namespace harness
