#include "harness/cli/slurm_flags.h"

#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"

namespace harness {
namespace {

constexpr IntRange kShards{"shards", "--shards", 1, 100000, "array tasks", false};
constexpr IntRange kCpusPerTask{
    "cpus per task", "--cpus-per-task", 1, 256, "cores per shard, also its games at once", false};

using Slurm = SlurmSettings;

const Flag<Slurm> kSlurmFlags[] = {
    {{"shards", Arity::kValue, "N", "array tasks, each a deterministic 1/N of the schedule"},
     Int<Slurm>(kShards, [](int64_t v, Slurm& s) { s.job.shards = static_cast<int>(v); })},
    {{"cpus-per-task", Arity::kValue, "C",
      "cores per shard, also the games it plays at once (default $CPUS_PER_TASK)"},
     Int<Slurm>(kCpusPerTask,
                [](int64_t v, Slurm& s) { s.job.cpus_per_task = static_cast<int>(v); })},
    {{"partition", Arity::kValue, "P", "the partition (default: the cluster's default)"},
     Set<Slurm>([](const std::string& v, Slurm& s) { s.job.partition = v; })},
    {{"time", Arity::kValue, "T", "each job's time limit, in sbatch's format (e.g. 2:00:00)"},
     Set<Slurm>([](const std::string& v, Slurm& s) { s.job.time_limit = v; })},
    {{"out", Arity::kValue, "DIR", "where everything goes (default results/<time>); no spaces"},
     Set<Slurm>([](const std::string& v, Slurm& s) { s.out = v; })},
    {{"tourney-bin", Arity::kValue, "PATH", "the tourney binary to copy (default: this one)"},
     Set<Slurm>([](const std::string& v, Slurm& s) { s.job.tourney = v; })},
    {{"builtin-dir", Arity::kValue, "DIR", "the built-in engines to copy (default: beside it)"},
     Set<Slurm>([](const std::string& v, Slurm& s) { s.job.builtin_dir = v; })},
    {{"bin-dir", Arity::kValue, "PATH", "where the copies go (default DIR/bin)"},
     Set<Slurm>([](const std::string& v, Slurm& s) { s.bin_dir = v; })},
    {{"no-submit", Arity::kSwitch, "", "write the scripts and print the sbatch commands only"},
     Set<Slurm>([](const std::string&, Slurm& s) { s.submit = false; })},
    {{"resume", Arity::kValue, "DIR",
      "re-submit the shards of DIR that did not finish (a\n"
      "cancelled, failed or timed-out task), each resuming its\n"
      "own log, and a new merge job; finished games are never\n"
      "played again. A pre-empted task is requeued by Slurm\n"
      "itself (--requeue) and resumes the same way."},
     Set<Slurm>([](const std::string& dir, Slurm& s) { s.resume = dir; })},
    {{"next-round", Arity::kValue, "DIR",
      "swiss, knockout, rank (run by the merge job): submit\n"
      "the array and merge job of DIR's next round, or say the\n"
      "format is over"},
     Set<Slurm>([](const std::string& dir, Slurm& s) { s.next_round = dir; })},
};

constexpr char kUsage[] = R"(usage: tourney slurm [CONFIG] --shards N [run flags] [slurm flags]
       tourney slurm --resume DIR
Runs a tournament on a Slurm cluster: a job array with one shard of the
schedule per task (`tourney run --shard I/N`) and a merge job that runs only
after every shard succeeded (--dependency=afterok) and writes the merged
results, ratings and report. The scripts are kept in DIR to read and re-run.
A format that pairs by results (swiss, knockout, rank) goes round by round:
each array plays one round, paired from the merged results of the rounds
before, and its merge job submits the next round's array and merge job.
Assumes a filesystem shared by every node: DIR (and --bin-dir) must be at
the same path on the compute nodes. The tourney binary and the built-in
engines the tournament plays are copied into DIR/bin and the jobs run those
copies (not a path in Bazel's cache, which a rebuild would change mid-run).

)";

}  // namespace

std::vector<FlagSection<SlurmSettings>> SlurmFlagSections() {
  return {{"slurm flags:", {std::begin(kSlurmFlags), std::end(kSlurmFlags)}}};
}

std::vector<FlagSection<RunFlagValues>> SlurmRunFlags() {
  return Without(RunFlagSections(),
                 {"dry-run", "results", "resume", "shard", "pairing-log", "concurrency",
                  "builtin-dir", "engine-log", "engine-log-max-mb", "quiet", "report-every-s",
                  "stop-grace-ms", "unreachable-grace-ms", "prepare-timeout-ms"});
}

std::string SlurmUsage() {
  return absl::StrCat(
      kUsage, SectionsHelp(SlurmFlagSections()),
      Wrapped("run flags: as `tourney run` (see --help):", FlagList(SlurmRunFlags()), ""), "\n");
}

}  // namespace harness
