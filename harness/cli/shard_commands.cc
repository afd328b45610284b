// `tourney shard DIR I/N` and `tourney merge-shards DIR N`: the entry points
// every multi-machine backend runs (the sbatch scripts of `tourney slurm`,
// the Kubernetes Jobs in docs/kubernetes), over the layout of shard_dir.h.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "harness/cli/atomic_file.h"
#include "harness/cli/commands.h"
#include "harness/cli/shard_dir.h"
#include "harness/config/tournament_config.h"
#include "harness/formats/format_registry.h"
#include "harness/plan/shard.h"
#include "harness/report/html_report.h"
#include "harness/report/ratings_report.h"
#include "harness/results/merge.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

constexpr char kShardUsage[] =
    "usage: tourney shard DIR I/N [--concurrency C] [--builtin-dir DIR] [--stop-grace-ms MS]\n"
    "Plays shard I of N of the tournament in DIR/tournament.txtpb into\n"
    "DIR/shard-I/results.jsonl, resuming that log when it exists (a retried task\n"
    "never plays a finished game twice), and marks DIR/shard-I/done when the\n"
    "shard is complete. For a format that pairs by results (swiss, knockout,\n"
    "rank) a shard is its share of the next round, paired from DIR/results.jsonl\n"
    "(the merged rounds before; none for round 1). Exit status as `tourney run`.\n";

constexpr char kMergeUsage[] =
    "usage: tourney merge-shards DIR N\n"
    "Once every shard of DIR is done: merges DIR/shard-0..N-1/results.jsonl into\n"
    "DIR/results.jsonl and writes DIR/ratings.txt and DIR/report.html.\n";

}  // namespace

int ShardCommand(const std::vector<std::string>& args) {
  if (args.size() < 2 || args[0] == "--help") {
    std::fputs(kShardUsage, args.empty() || args[0] != "--help" ? stderr : stdout);
    return args.empty() || args[0] != "--help" ? 2 : 0;
  }
  const std::string dir = args[0];
  const std::optional<Shard> shard = ParseShard(args[1]);
  if (!shard) {
    return Fail(
        absl::InvalidArgumentError(absl::StrCat(args[1], ": expected I/N with 0 <= I < N")));
  }
  if (!std::filesystem::is_regular_file(ShardedConfigPath(dir))) {
    return Fail(absl::NotFoundError(absl::StrCat(ShardedConfigPath(dir),
                                                 " is missing: DIR is where `tourney slurm` "
                                                 "(or your own setup) put tournament.txtpb")));
  }
  absl::StatusOr<tourney::v1::TournamentConfig> config =
      LoadTournamentConfig(ShardedConfigPath(dir));
  if (!config.ok()) return Fail(config.status());
  const std::string log = ShardLogPath(dir, shard->index);
  std::vector<std::string> run = {
      ShardedConfigPath(dir), "--results", log, "--shard", args[1], "--quiet"};
  const bool resume = std::filesystem::exists(log);
  if (resume) run.push_back("--resume");
  // Each round is paired from the merged logs of those before it.
  if (FormatOf(*config).pairs_by_results() && std::filesystem::exists(MergedLogPath(dir))) {
    run.insert(run.end(), {"--pairing-log", MergedLogPath(dir)});
  }
  run.insert(run.end(), args.begin() + 2, args.end());  // --concurrency, --builtin-dir, ...
  std::fprintf(stderr, "shard %s of %s: %s\n", args[1].c_str(), dir.c_str(),
               resume ? "resuming its log" : "new");
  const int status = RunCommand(run, false);
  if (status == 0) std::ofstream(ShardDonePath(dir, shard->index));
  return status;
}

int MergeShardsCommand(const std::vector<std::string>& args) {
  int count = 0;
  if (args.size() != 2 || !absl::SimpleAtoi(args[1], &count) || count < 1) {
    const bool help = !args.empty() && args[0] == "--help";
    std::fputs(kMergeUsage, help ? stdout : stderr);
    return help ? 0 : 2;
  }
  const std::string dir = args[0];
  std::vector<std::string> logs;
  for (int shard = 0; shard < count; ++shard) {
    if (!std::filesystem::exists(ShardDonePath(dir, shard))) {
      return Fail(absl::FailedPreconditionError(
          absl::StrCat("shard ", shard, " of ", dir, " has not finished (no ",
                       ShardDonePath(dir, shard), "): nothing merged")));
    }
    logs.push_back(ShardLogPath(dir, shard));
  }
  absl::StatusOr<tourney::v1::TournamentConfig> config =
      LoadTournamentConfig(ShardedConfigPath(dir));
  if (!config.ok()) return Fail(config.status());
  // The merged log appears whole or not at all; it is summarised as it is
  // written.
  const std::string merging = MergedLogPath(dir) + ".merging";
  std::filesystem::remove(merging);
  int64_t lines = 0;  // where the report samples the ratings over time
  for (const std::string& log : logs) lines += CountLogLines(log);
  LogSummary summary(lines);
  absl::StatusOr<GameScan> merged = MergeResultLogs(
      logs, merging, [&summary](const tourney::v1::GameRecord& r) { summary.Add(r); });
  if (!merged.ok()) return Fail(merged.status());
  PrintScanNotes(absl::StrCat(count, " shard logs"), *merged);
  std::error_code error;
  std::filesystem::rename(merging, MergedLogPath(dir), error);
  if (error)
    return Fail(
        absl::InternalError(absl::StrCat("cannot rename ", merging, ": ", error.message())));
  const std::string ratings = FormatRatingsReport(summary);
  // The page lists the merged log's first games, read back as it is written.
  for (const absl::Status& written : {WriteAtomically(dir + "/ratings.txt", ratings),
                                      WriteAtomically(dir + "/report.html", [&](std::ostream& out) {
                                        return WriteLogHtmlReport(
                                            out, summary, MergedLogPath(dir), kDefaultEmbeddedGames,
                                            absl::StrCat("Tournament ", TournamentId(*config)));
                                      })}) {
    if (!written.ok()) return Fail(written);
  }
  std::fputs(ratings.c_str(), stdout);
  std::fprintf(stderr, "merged %lld games from %d shards into %s (%lld duplicates dropped)\n",
               static_cast<long long>(merged->games), count, MergedLogPath(dir).c_str(),
               static_cast<long long>(merged->duplicates));
  return 0;
}

}  // namespace harness
