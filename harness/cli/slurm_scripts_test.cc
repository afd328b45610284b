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

TEST(SlurmScriptsTest, ShardScriptPlaysTaskIAsShardIOfNResumingItsLog) {
  const std::string script = ShardScript(Job());
  EXPECT_TRUE(ParsesAsBash(script));
  for (const char* line : {"#SBATCH --array=0-3\n", "#SBATCH --cpus-per-task=2\n",
                           "#SBATCH --requeue\n", "#SBATCH --partition=batch\n",
                           "#SBATCH --time=1:00:00\n", "#SBATCH --chdir=/shared\n",
                           "#SBATCH --output=/shared/t1/logs/shard-%a.out\n",
                           "[ -e \"$log\" ] && resume=(--resume)\n"}) {
    EXPECT_TRUE(Contains(script, line)) << line;
  }
  EXPECT_TRUE(Contains(script, "'/opt/tourney'\\''s build/tourney' run /shared/t1/tournament.txtpb "
                               "--results \"$log\" --shard \"$shard/4\" --concurrency 2"))
      << script;
  EXPECT_TRUE(Contains(script, "touch /shared/t1/shard-\"$shard\"/done")) << script;
}

TEST(SlurmScriptsTest, MergeScriptMergesEveryShardThenRatesAndReports) {
  const std::string script = MergeScript(Job());
  EXPECT_TRUE(ParsesAsBash(script));
  for (int shard = 0; shard < 4; ++shard) {
    EXPECT_TRUE(Contains(script, ShardLogPath(Job(), shard))) << shard;
  }
  EXPECT_FALSE(Contains(script, ShardLogPath(Job(), 4)));
  EXPECT_TRUE(Contains(script, "set -euo pipefail"));
  EXPECT_TRUE(Contains(script, "mv results.jsonl.merging results.jsonl\n"));
  EXPECT_TRUE(Contains(script, " report results.jsonl --out report.html\n"));
}

}  // namespace
}  // namespace harness
