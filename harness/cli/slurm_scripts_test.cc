#include "harness/cli/slurm_scripts.h"

#include <cstdlib>
#include <fstream>
#include <string>

#include "gtest/gtest.h"

namespace harness {
namespace {

SlurmJob Job() {
  SlurmJob job;
  job.dir = "/shared/t1";
  job.workdir = "/shared";
  job.tourney = "/opt/tourney's build/tourney";  // a quote and a space: quoted
  job.builtin_dir = "/opt/engines";
  job.name = "tourney-abc";
  job.shards = 4;
  job.cpus_per_task = 2;
  job.partition = "batch";
  job.time_limit = "1:00:00";
  return job;
}

bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// bash parses it (syntax only, nothing runs).
bool ParsesAsBash(const std::string& script) {
  const std::string path = std::string(std::getenv("TEST_TMPDIR")) + "/script.sh";
  std::ofstream(path) << script;
  return std::system(("bash -n " + path).c_str()) == 0;
}

TEST(SlurmScriptsTest, TaskIRunsShardIOfN) {
  const std::string script = ShardScript(Job());
  EXPECT_TRUE(ParsesAsBash(script));
  for (const char* line :
       {"#SBATCH --array=0-3\n", "#SBATCH --cpus-per-task=2\n", "#SBATCH --requeue\n",
        "#SBATCH --partition=batch\n", "#SBATCH --time=1:00:00\n", "#SBATCH --chdir=/shared\n",
        "#SBATCH --output=/shared/t1/logs/shard-%a.out\n"}) {
    EXPECT_TRUE(Contains(script, line)) << line;
  }
  EXPECT_TRUE(Contains(script,
                       "exec '/opt/tourney'\\''s build/tourney' shard /shared/t1 "
                       "\"$SLURM_ARRAY_TASK_ID/4\" --concurrency 2"))
      << script;
}

TEST(SlurmScriptsTest, TheMergeJobMergesTheShards) {
  const std::string script = MergeScript(Job());
  EXPECT_TRUE(ParsesAsBash(script));
  EXPECT_TRUE(Contains(script, "#SBATCH --output=/shared/t1/logs/merge.out\n"));
  EXPECT_TRUE(
      Contains(script, "exec '/opt/tourney'\\''s build/tourney' merge-shards /shared/t1 4\n"))
      << script;
}

}  // namespace
}  // namespace harness
