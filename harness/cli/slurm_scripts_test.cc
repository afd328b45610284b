#include "harness/cli/slurm_scripts.h"

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>

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

// Runs `script` with bash, job.tourney a fake that logs its arguments and
// fails `merge-shards` with `merge_status`; the exit status and the log.
std::pair<int, std::string> RunWithFakeTourney(SlurmJob job, int merge_status) {
  const std::string dir = std::string(std::getenv("TEST_TMPDIR"));
  const std::string calls = dir + "/calls.txt";
  std::remove(calls.c_str());
  job.tourney = dir + "/fake tourney";
  std::ofstream(job.tourney) << "#!/bin/bash\necho \"$*\" >>" << calls
                             << "\n[ \"$1\" != merge-shards ] || exit " << merge_status << "\n";
  std::filesystem::permissions(job.tourney, std::filesystem::perms::owner_exec,
                               std::filesystem::perm_options::add);
  std::ofstream(dir + "/merge.sh") << MergeScript(job);
  const int status = std::system(("bash " + dir + "/merge.sh").c_str());
  std::ifstream in(calls);
  std::string log((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return {WEXITSTATUS(status), log};
}

TEST(SlurmScriptsTest, RoundByRoundTheMergeJobSubmitsTheNextRoundAfterMerging) {
  SlurmJob job = Job();
  job.round_by_round = true;
  const std::string script = MergeScript(job);
  EXPECT_TRUE(ParsesAsBash(script));
  // Every round's merge job appends to the one output file.
  EXPECT_TRUE(Contains(script, "#SBATCH --open-mode=append\n")) << script;
  EXPECT_TRUE(Contains(ShardScript(job), "its share of the next round"));
  EXPECT_EQ(RunWithFakeTourney(job, 0),
            std::make_pair(0, std::string("merge-shards /shared/t1 4\n"
                                          "slurm --next-round /shared/t1\n")));
  // A failed merge submits nothing, and the job fails with its status.
  EXPECT_EQ(RunWithFakeTourney(job, 3),
            std::make_pair(3, std::string("merge-shards /shared/t1 4\n")));
}

TEST(SlurmScriptsTest, ARoundRobinMergeJobOnlyMerges) {
  EXPECT_EQ(RunWithFakeTourney(Job(), 0),
            std::make_pair(0, std::string("merge-shards /shared/t1 4\n")));
}

}  // namespace
}  // namespace harness
