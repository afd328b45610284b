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

std::string SlurmConfigPath(const SlurmJob& job) { return job.dir + "/tournament.txtpb"; }
std::string ShardLogPath(const SlurmJob& job, int shard) {
  return absl::StrCat(job.dir, "/shard-", shard, "/results.jsonl");
}
std::string ShardDonePath(const SlurmJob& job, int shard) {
  return absl::StrCat(job.dir, "/shard-", shard, "/done");
}
std::string ShardScriptPath(const SlurmJob& job) { return job.dir + "/shards.sbatch"; }
std::string MergeScriptPath(const SlurmJob& job) { return job.dir + "/merge.sbatch"; }
std::string MergedLogPath(const SlurmJob& job) { return job.dir + "/results.jsonl"; }

std::string ShardScript(const SlurmJob& job) {
  const std::string dir = ShellQuote(job.dir);
  return absl::StrCat(
      "#!/bin/bash\n"
      "# Written by `tourney slurm`: task I of this array plays shard I/",
      job.shards,
      " of the tournament in\n"
      "# tournament.txtpb. A requeued or re-submitted task resumes its shard's log.\n"
      "#SBATCH --job-name=",
      job.name, "\n#SBATCH --array=0-", job.shards - 1, "\n#SBATCH --cpus-per-task=",
      job.cpus_per_task,
      "\n"
      "#SBATCH --requeue\n"
      "#SBATCH --open-mode=append\n"
      "#SBATCH --output=",
      job.dir, "/logs/shard-%a.out\n", CommonDirectives(job),
      "set -uo pipefail\n"
      "shard=\"$SLURM_ARRAY_TASK_ID\"\n"
      "log=",
      dir,
      "/shard-\"$shard\"/results.jsonl\n"
      "resume=()\n"
      "[ -e \"$log\" ] && resume=(--resume)\n"
      "echo \"shard $shard/",
      job.shards,
      ": job $SLURM_JOB_ID on $(hostname), restart ${SLURM_RESTART_COUNT:-0}, ${resume[*]:-new}\"\n",
      ShellQuote(job.tourney), " run ", ShellQuote(SlurmConfigPath(job)),
      " --results \"$log\" --shard \"$shard/", job.shards, "\" --concurrency ", job.cpus_per_task,
      " \\\n    --builtin-dir ", ShellQuote(job.builtin_dir),
      " --quiet \"${resume[@]}\"\n"
      "status=$?\n"
      "[ \"$status\" -eq 0 ] && touch ",
      dir,
      "/shard-\"$shard\"/done\n"
      "exit \"$status\"\n");
}

std::string MergeScript(const SlurmJob& job) {
  const std::string tourney = ShellQuote(job.tourney);
  std::string logs;
  for (int shard = 0; shard < job.shards; ++shard) {
    absl::StrAppend(&logs, " \\\n    ", ShellQuote(ShardLogPath(job, shard)));
  }
  return absl::StrCat(
      "#!/bin/bash\n"
      "# Written by `tourney slurm`: runs once every shard succeeded; merges their\n"
      "# logs into results.jsonl and writes ratings.txt and report.html beside it.\n"
      "#SBATCH --job-name=",
      job.name,
      "-merge\n"
      "#SBATCH --output=",
      job.dir, "/logs/merge.out\n", CommonDirectives(job),
      "set -euo pipefail\n"
      "cd ",
      ShellQuote(job.dir),
      "\n"
      "rm -f results.jsonl.merging\n",
      tourney, " merge --out results.jsonl.merging", logs,
      " >/dev/null\n"
      "mv results.jsonl.merging results.jsonl\n",
      tourney, " ratings results.jsonl > ratings.txt\n", tourney,
      " report results.jsonl --out report.html\n"
      "echo \"merged: $(wc -l < results.jsonl) games in ",
      job.dir, "/results.jsonl\"\n");
}

}  // namespace harness
