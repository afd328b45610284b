// Several harness processes each play a shard of one tournament; merging
// their logs gives exactly the games, and the ratings, of one process
// playing it all with the same seed.
#include <sys/wait.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gtest/gtest.h"
#include "harness/report/ratings_report.h"
#include "harness/results/merge.h"
#include "harness/results/results_log.h"
#include "tests/tournament_test_util.h"
#include "tests/tourney_process.h"

namespace tests {
namespace {

const std::vector<std::string> kTournament = {
    "run",
    "--engine",
    "name=random,builtin=random",
    "--engine",
    "name=d1,builtin=reversi,option.eval=seed,option.depth=1",
    "--engine",
    "name=d2,builtin=reversi,option.eval=seed,option.depth=2",
    "--games",
    "8",
    "--seed",
    "31",
    "--builtin-dir",
    "engines",
    "--quiet"};

int Wait(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::vector<std::string> With(std::vector<std::string> args,
                              std::initializer_list<std::string> more) {
  args.insert(args.end(), more);
  return args;
}

TEST(ShardMergeTest, MergedShardsEqualASingleProcessRun) {
  const std::string dir = ScratchPath("shards");
  // One process, the whole schedule.
  ASSERT_EQ(Wait(StartTourney(With(kTournament, {"--results", dir + "/single.jsonl"}))), 0);
  // Three processes at once, a third each.
  std::vector<pid_t> shards;
  for (int i = 0; i < 3; ++i) {
    shards.push_back(
        StartTourney(With(kTournament, {"--results", dir + "/shard" + std::to_string(i) + ".jsonl",
                                        "--shard", std::to_string(i) + "/3"})));
  }
  for (pid_t pid : shards) ASSERT_EQ(Wait(pid), 0);

  absl::StatusOr<harness::LoadedResults> single = harness::ReadResults(dir + "/single.jsonl");
  ASSERT_TRUE(single.ok()) << single.status();
  ASSERT_EQ(single->records.size(), 24u);
  // The log is in the order games finished; compare by game index.
  std::sort(single->records.begin(), single->records.end(),
            [](const auto& a, const auto& b) { return a.game_index() < b.game_index(); });
  std::vector<std::string> logs;
  for (int i = 0; i < 3; ++i) {
    logs.push_back(dir + "/shard" + std::to_string(i) + ".jsonl");
    absl::StatusOr<harness::LoadedResults> shard = harness::ReadResults(logs.back());
    ASSERT_TRUE(shard.ok());
    EXPECT_EQ(shard->records.size(), 8u);
    for (const auto& record : shard->records) EXPECT_EQ(record.game_index() % 3, i);
  }
  // A shard given twice: its games count once.
  logs.push_back(logs[0]);
  int64_t seen = 0;
  absl::StatusOr<harness::GameScan> merged = harness::MergeResultLogs(
      logs, dir + "/merged_api.jsonl", [&](const tourney::v1::GameRecord&) { ++seen; });
  ASSERT_TRUE(merged.ok()) << merged.status();
  EXPECT_EQ(merged->duplicates, 8);
  EXPECT_EQ(merged->games, 24);
  EXPECT_EQ(seen, 24);
  absl::StatusOr<harness::LoadedResults> merged_log =
      harness::ReadResults(dir + "/merged_api.jsonl");
  ASSERT_TRUE(merged_log.ok()) << merged_log.status();
  std::vector<tourney::v1::GameRecord>& records = merged_log->records;
  ASSERT_EQ(records.size(), 24u);
  std::sort(records.begin(), records.end(),
            [](const auto& a, const auto& b) { return a.game_index() < b.game_index(); });
  for (size_t i = 0; i < 24; ++i) {
    EXPECT_EQ(records[i].game_index(), static_cast<int64_t>(i));
    EXPECT_EQ(records[i].moves(), single->records[i].moves()) << "game " << i;
  }
  // The same report, but for the times each process measured.
  auto without_times = [](std::vector<tourney::v1::GameRecord> records) {
    for (auto& record : records) record = harness::WithoutTimes(record);
    return harness::FormatRatingsReport(records);
  };
  EXPECT_EQ(without_times(records), without_times(single->records));

  // The CLI writes the merged log.
  ASSERT_EQ(
      Wait(StartTourney({"merge", "--out", dir + "/merged.jsonl", logs[0], logs[1], logs[2]})), 0);
  absl::StatusOr<harness::LoadedResults> written = harness::ReadResults(dir + "/merged.jsonl");
  ASSERT_TRUE(written.ok());
  EXPECT_EQ(written->records.size(), 24u);
}

TEST(ShardMergeTest, ConflictingRecordsAreAnError) {
  const std::string dir = ScratchPath("conflict");
  ASSERT_EQ(
      Wait(StartTourney(With(kTournament, {"--results", dir + "/a.jsonl", "--shard", "0/4"}))), 0);
  absl::StatusOr<harness::LoadedResults> a = harness::ReadResults(dir + "/a.jsonl");
  ASSERT_TRUE(a.ok());
  // The same game with another result.
  tourney::v1::GameRecord changed = a->records[0];
  changed.set_moves(changed.moves() + "pass");
  std::ofstream(dir + "/b.jsonl") << harness::RecordToJson(changed) << "\n";
  absl::StatusOr<harness::GameScan> merged =
      harness::MergeResultLogs({dir + "/a.jsonl", dir + "/b.jsonl"}, dir + "/merged.jsonl",
                               [](const tourney::v1::GameRecord&) {});
  ASSERT_FALSE(merged.ok());
  EXPECT_FALSE(std::filesystem::exists(dir + "/merged.jsonl"));
  // (The log is in finishing order: its first line is some game of shard 0.)
  EXPECT_EQ(std::string(merged.status().message()),
            "conflicting records for game " + std::to_string(changed.game_index()) + ": " + dir +
                "/a.jsonl:1 and " + dir + "/b.jsonl:1 differ (moves or result)");
}

}  // namespace
}  // namespace tests
