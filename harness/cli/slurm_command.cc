// `tourney slurm`: a tournament as a Slurm job array of shards plus a merge
// job (round by round for a format that pairs by results: `--next-round`),
// and `tourney slurm --resume DIR` to re-submit what did not finish.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "google/protobuf/text_format.h"
#include "harness/cli/commands.h"
#include "harness/cli/seed_flag.h"
#include "harness/cli/shard_dir.h"
#include "harness/cli/shell_quote.h"
#include "harness/cli/slurm_binaries.h"
#include "harness/cli/slurm_flags.h"
#include "harness/cli/slurm_scripts.h"
#include "harness/cli/split_engine_args.h"
#include "harness/config/default_tournament.h"
#include "harness/config/tournament_config.h"
#include "harness/engine/engine_connection.h"
#include "harness/formats/format_registry.h"
#include "harness/formats/match_game.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/play/finished_games.h"
#include "harness/results/fresh_results_dir.h"

namespace harness {
namespace {

const char kJobsFile[] = "/slurm-jobs.txt";

absl::Status NotOk(const std::string& message) { return absl::FailedPreconditionError(message); }

// A path for #SBATCH lines, which are not shell words.
absl::Status CheckDirectivePath(const std::string& what, const std::string& path) {
  if (path.find_first_of(" \t\n'\"\\") == std::string::npos) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrCat(what, " ", path,
                   ": sbatch directives cannot hold spaces or quotes; choose "
                   "another --out (or working directory)"));
}

// Runs `command` through the shell; its standard output, or an error with
// what it printed.
absl::StatusOr<std::string> Capture(const std::string& command) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) return NotOk(absl::StrCat("cannot run ", command));
  std::string output;
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) output.append(buffer, n);
  const int status = pclose(pipe);
  while (!output.empty() && output.back() == '\n') output.pop_back();
  if (status != 0) {
    return NotOk(absl::StrCat(command, " failed: ", output.empty() ? "no output" : output));
  }
  return output;
}

// sbatch --parsable prints "jobid" or "jobid;cluster".
absl::StatusOr<std::string> Submit(const std::string& arguments) {
  absl::StatusOr<std::string> printed = Capture("sbatch --parsable " + arguments);
  if (!printed.ok()) return printed.status();
  const std::string id = printed->substr(0, printed->find(';'));
  int64_t number;
  if (!absl::SimpleAtoi(id, &number)) {
    return NotOk(absl::StrCat("sbatch printed '", *printed, "', not a job id"));
  }
  return id;
}

// What `tourney slurm` keeps in DIR/slurm-jobs.txt: "shards N", then one
// line per submission ("shards JOBID TASKS", "merge JOBID"), and round by
// round "round R GAMES" before each round after the first (the games merged
// when it was submitted).
struct JobsRecord {
  int shards = 0;
  std::vector<std::string> shard_jobs;
  std::string merge_job;
  int64_t games_at_last_round = -1;  // -1: no round line
};

absl::StatusOr<JobsRecord> ReadJobs(const std::string& dir) {
  std::ifstream in(dir + kJobsFile);
  if (!in)
    return NotOk(absl::StrCat(dir, kJobsFile, " is missing: is ", dir,
                              " a directory `tourney slurm` wrote?"));
  JobsRecord record;
  for (std::string line; std::getline(in, line);) {
    const std::vector<std::string> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
    if (words.size() == 2 && words[0] == "shards" && record.shards == 0) {
      if (!absl::SimpleAtoi(words[1], &record.shards)) record.shards = 0;
    } else if (words.size() >= 2 && words[0] == "shards") {
      record.shard_jobs.push_back(words[1]);
    } else if (words.size() == 2 && words[0] == "merge") {
      record.merge_job = words[1];
    } else if (words.size() == 3 && words[0] == "round") {
      if (!absl::SimpleAtoi(words[2], &record.games_at_last_round)) record.games_at_last_round = -1;
    }
  }
  if (record.shards < 1) return NotOk(absl::StrCat(dir, kJobsFile, ": no shard count"));
  return record;
}

// Submits the array (only `tasks` of it when not empty) and the merge job
// after it; records both and prints where the results will be.
int SubmitJobs(const SlurmJob& job, const std::string& tasks, bool submit) {
  const bool merge_only = tasks == "none";
  const std::string array = tasks.empty() || merge_only ? "" : "--array=" + tasks + " ";
  const std::string shards_args = array + ShellQuote(ShardScriptPath(job));
  if (!submit) {
    if (merge_only) {
      std::printf("submit with:\n  sbatch %s\n", ShellQuote(MergeScriptPath(job)).c_str());
    } else {
      std::printf(
          "submit with:\n  id=$(sbatch --parsable %s)\n"
          "  sbatch --dependency=afterok:$id %s\n",
          shards_args.c_str(), ShellQuote(MergeScriptPath(job)).c_str());
    }
    return 0;
  }
  absl::StatusOr<std::string> shards_job =
      merge_only ? absl::StatusOr<std::string>("") : Submit(shards_args);
  if (!shards_job.ok()) return Fail(shards_job.status());
  const std::string dependency =
      shards_job->empty() ? "" : absl::StrCat("--dependency=afterok:", *shards_job, " ");
  absl::StatusOr<std::string> merge_job = Submit(dependency + ShellQuote(MergeScriptPath(job)));
  if (!merge_job.ok()) return Fail(merge_job.status());
  std::ofstream jobs(job.dir + kJobsFile, std::ios::app);
  if (!shards_job->empty())
    jobs << "shards " << *shards_job << " " << (tasks.empty() ? "all" : tasks) << "\n";
  jobs << "merge " << *merge_job << "\n";
  if (!shards_job->empty()) {
    std::printf("shards: job %s (array tasks %s)\n", shards_job->c_str(),
                tasks.empty() ? absl::StrCat("0-", job.shards - 1).c_str() : tasks.c_str());
  }
  std::printf("merge:  job %s, after every shard succeeded\n", merge_job->c_str());
  std::printf("results: %s\nratings: %s/ratings.txt\nreport:  %s/report.html\n",
              MergedLogPath(job.dir).c_str(), job.dir.c_str(), job.dir.c_str());
  std::printf(
      "watch with `squeue -j %s%s`; if a shard fails or is cancelled: %s slurm --resume %s\n",
      shards_job->empty() ? "" : (*shards_job + ",").c_str(), merge_job->c_str(),
      ShellQuote(job.tourney).c_str(), ShellQuote(job.dir).c_str());
  return 0;
}

// This binary's own path, for the scripts to run.
std::string SelfPath() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? "tourney" : self.string();
}

int Resume(const std::string& dir_flag, bool submit) {
  const std::string dir = std::filesystem::absolute(dir_flag).lexically_normal().string();
  absl::StatusOr<JobsRecord> record = ReadJobs(dir);
  if (!record.ok()) return Fail(record.status());
  SlurmJob job;  // what re-submitting needs: the scripts are there already
  job.dir = dir;
  job.shards = record->shards;
  job.tourney = SelfPath();

  // A shard still queued or running would meet its own re-submission at the
  // results lock: refuse instead. The old merge job only waits on them.
  if (!record->shard_jobs.empty()) {
    absl::StatusOr<std::string> queued =
        Capture(absl::StrCat("squeue -h -o '%i %T' -j ", absl::StrJoin(record->shard_jobs, ",")));
    // squeue fails for job ids the controller has forgotten: none is queued.
    if (queued.ok() && !queued->empty()) {
      return Fail(NotOk(absl::StrCat("shards of ", dir, " are still queued or running:\n", *queued,
                                     "\nwait for them, or scancel them first")));
    }
  }
  std::vector<std::string> unfinished;
  for (int shard = 0; shard < record->shards; ++shard) {
    if (!std::filesystem::exists(ShardDonePath(job.dir, shard))) {
      unfinished.push_back(std::to_string(shard));
    }
  }
  if (!record->merge_job.empty() && submit) {
    // A merge still waiting on the cancelled shards would never run.
    (void)Capture("scancel " + record->merge_job);
  }
  std::printf(
      "%s: %zu of %d shards finished; re-submitting %s\n", dir.c_str(),
      record->shards - unfinished.size(), record->shards,
      unfinished.empty()
          ? "the merge only"
          : absl::StrCat("shards ", absl::StrJoin(unfinished, ","), " and the merge").c_str());
  return SubmitJobs(job, unfinished.empty() ? "none" : absl::StrJoin(unfinished, ","), submit);
}

struct NextRoundOf {
  std::optional<int> round;  // nullopt: the format is over
  int64_t games_merged = 0;
};

// What DIR's merged log (none before round 1) leaves of its format.
absl::StatusOr<NextRoundOf> ReadNextRound(const std::string& dir) {
  absl::StatusOr<tourney::v1::TournamentConfig> config =
      LoadTournamentConfig(ShardedConfigPath(dir));
  if (!config.ok()) return config.status();
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> resolved =
      ResolvedTournament::Resolve(*config);
  if (!resolved.ok()) return resolved.status();
  const FormatRounds* rounds = (*resolved)->rounds();
  if (rounds == nullptr) {
    return NotOk(absl::StrCat(dir, " plays a format paired in advance: it has no next round"));
  }
  std::vector<MatchGame> games;
  FinishedGames merged;
  if (std::filesystem::exists(MergedLogPath(dir))) {
    absl::StatusOr<FinishedGames> read = ReadFinishedGames(
        **resolved, MergedLogPath(dir), Shard{},
        [&](const tourney::v1::GameRecord& record) {
          if (std::optional<MatchGame> game = rounds->ToMatchGame(record)) games.push_back(*game);
          return false;
        },
        stderr);
    if (!read.ok()) return read.status();
    merged = *std::move(read);
  }
  const std::optional<FormatRound> next = rounds->Next(games, merged.finished);
  return NextRoundOf{next ? std::optional<int>(next->round) : std::nullopt, merged.finished.size()};
}

// Run by a round's merge job once it merged: submits the next round's array
// and merge job, or says the format is over.
int NextRound(const std::string& dir_flag) {
  const std::string dir = std::filesystem::absolute(dir_flag).lexically_normal().string();
  absl::StatusOr<JobsRecord> record = ReadJobs(dir);
  if (!record.ok()) return Fail(record.status());
  absl::StatusOr<NextRoundOf> next = ReadNextRound(dir);
  if (!next.ok()) return Fail(next.status());
  if (!next->round) {
    std::printf("%s: the format is over after %lld games\n", dir.c_str(),
                static_cast<long long>(next->games_merged));
    return 0;
  }
  // A round whose shards all succeeded yet added no game would be submitted
  // again and again.
  if (next->games_merged == record->games_at_last_round) {
    return Fail(NotOk(absl::StrCat("the last round of ", dir, " added no game to its ",
                                   next->games_merged, ": not submitting round ", *next->round,
                                   " again (see ", dir, "/logs)")));
  }
  // The done markers are a round's: the new round's shards start undone (and
  // should submitting fail, --resume re-submits them all).
  for (int shard = 0; shard < record->shards; ++shard) {
    std::filesystem::remove(ShardDonePath(dir, shard));
  }
  std::ofstream(dir + kJobsFile, std::ios::app)
      << "round " << *next->round << " " << next->games_merged << "\n";
  std::printf("%s: %lld games merged; submitting round %d\n", dir.c_str(),
              static_cast<long long>(next->games_merged), *next->round);
  SlurmJob job;
  job.dir = dir;
  job.shards = record->shards;
  job.tourney = SelfPath();
  return SubmitJobs(job, "", /*submit=*/true);
}

// The config every shard plays: CONFIG (else the default tournament unless
// engines are given) under the run flags, its seed fixed, validated.
absl::StatusOr<tourney::v1::TournamentConfig> ShardedConfig(const CliFlags& flags) {
  RunFlagValues settings;
  if (!flags.positional().empty()) {
    absl::StatusOr<tourney::v1::TournamentConfig> loaded =
        LoadTournamentConfig(flags.positional()[0]);
    if (!loaded.ok()) return loaded.status();
    settings.config = *std::move(loaded);
  } else if (!flags.Has("engine")) {
    settings.config = DefaultTournament();
  }
  absl::Status applied = ApplyRunFlags(flags, SlurmRunFlags(), &settings);
  if (!applied.ok()) return applied;
  tourney::v1::TournamentConfig& config = settings.config;
  // Every shard plays the same schedule: fix the seed now.
  const bool seed_given = config.seed() != 0;
  if (!seed_given) config.set_seed(RandomSeed());
  config.clear_results();
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> resolved =
      ResolvedTournament::Resolve(config);
  if (!resolved.ok()) return resolved.status();
  const std::string warning = GivenSeedWarning((*resolved)->game().type(), config.seed());
  if (seed_given && !warning.empty()) std::fprintf(stderr, "%s\n", warning.c_str());
  return (*resolved)->config();  // defaulted, the openings' digest pinned
}

// The job the flags describe, its paths absolute, named after `config`.
SlurmJob JobFor(const SlurmSettings& settings, const tourney::v1::TournamentConfig& config) {
  SlurmJob job = settings.job;
  job.tourney = std::filesystem::absolute(job.tourney).string();
  job.builtin_dir = std::filesystem::absolute(job.builtin_dir).string();
  job.workdir = std::filesystem::current_path().string();
  job.name = "tourney-" + TournamentId(config);
  return job;
}

// The job's directory: its logs folder, the copies of the binaries the jobs
// run, the config every shard plays, the scripts and the jobs file.
absl::Status LayOut(const SlurmSettings& settings, const tourney::v1::TournamentConfig& config,
                    SlurmJob* job) {
  std::error_code error;
  std::filesystem::create_directories(job->dir + "/logs", error);
  if (error) return NotOk(absl::StrCat("cannot create ", job->dir, ": ", error.message()));
  absl::StatusOr<SlurmBinaries> copies = CopySlurmBinaries(
      job->tourney, job->builtin_dir, config,
      std::filesystem::absolute(settings.bin_dir.empty() ? job->dir + "/bin" : settings.bin_dir));
  if (!copies.ok()) return copies.status();
  job->tourney = copies->tourney;
  job->builtin_dir = copies->builtin_dir;
  std::string text;
  google::protobuf::TextFormat::PrintToString(config, &text);
  std::ofstream(ShardedConfigPath(job->dir)) << text;
  std::ofstream(ShardScriptPath(*job)) << ShardScript(*job);
  std::ofstream(MergeScriptPath(*job)) << MergeScript(*job);
  std::ofstream(job->dir + kJobsFile) << "shards " << job->shards << "\n";
  return absl::OkStatus();
}

}  // namespace

int SlurmCommand(const std::vector<std::string>& args) {
  FlagNames names;
  AddNames(SlurmFlagSections(), &names);
  AddNames(SlurmRunFlags(), &names);
  absl::StatusOr<CliFlags> flags =
      ParseWithEngineSpecs(args, names, {"engine"}, /*positional_ok=*/true);
  if (!flags.ok()) return Fail(flags.status());
  if (flags->Has("help")) {
    std::fputs(SlurmUsage().c_str(), stdout);
    return 0;
  }
  SlurmSettings settings;
  settings.job.tourney = SelfPath();
  settings.job.builtin_dir = DefaultBuiltinDir();
  absl::Status applied = ApplyFlags(*flags, SlurmFlagSections(), settings);
  if (!applied.ok()) return Fail(applied);
  if (settings.resume) return Resume(*settings.resume, settings.submit);
  if (settings.next_round) return NextRound(*settings.next_round);
  if (!flags->Has("shards") || flags->positional().size() > 1) {
    std::fputs(SlurmUsage().c_str(), stderr);
    return 2;
  }
  absl::StatusOr<tourney::v1::TournamentConfig> sharded = ShardedConfig(*flags);
  if (!sharded.ok()) return Fail(sharded.status());
  tourney::v1::TournamentConfig config = *std::move(sharded);
  const bool submit = settings.submit;

  config.set_concurrency(settings.job.cpus_per_task);
  SlurmJob job = JobFor(settings, config);
  job.round_by_round = FormatOf(config).pairs_by_results();

  std::string dir = settings.out;
  if (dir.empty()) {
    absl::StatusOr<std::string> fresh = MakeFreshResultsDir("results", absl::Now());
    if (!fresh.ok()) return Fail(fresh.status());
    dir = *fresh;
  } else if (std::filesystem::exists(dir + kJobsFile)) {
    return Fail(absl::AlreadyExistsError(
        absl::StrCat(dir, " already holds a Slurm tournament: tourney slurm --resume ", dir,
                     " re-submits what did not finish")));
  }
  job.dir = std::filesystem::absolute(dir).lexically_normal().string();
  for (const auto& [what, path] : {std::pair<std::string, std::string>{"--out", job.dir},
                                   {"working directory", job.workdir}}) {
    absl::Status plain = CheckDirectivePath(what, path);
    if (!plain.ok()) return Fail(plain);
  }

  absl::Status laid_out = LayOut(settings, config, &job);
  if (!laid_out.ok()) return Fail(laid_out);
  std::printf("tournament %s, seed %llu: %d shards%s in %s\n", TournamentId(config).c_str(),
              static_cast<unsigned long long>(config.seed()), job.shards,
              job.round_by_round ? " a round, each round's merge job submitting the next" : "",
              job.dir.c_str());
  std::printf("scripts: %s\n         %s\n", ShardScriptPath(job).c_str(),
              MergeScriptPath(job).c_str());
  return SubmitJobs(job, "", submit);
}

}  // namespace harness
