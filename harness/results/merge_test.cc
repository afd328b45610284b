#include "harness/results/merge.h"

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

tourney::v1::GameRecord Record(int64_t index, const std::string& tournament_id) {
  tourney::v1::GameRecord record;
  record.set_tournament_id(tournament_id);
  record.set_game_index(index);
  record.add_players()->set_name("a");
  record.add_players()->set_name("b");
  record.add_scores(index % 2);
  record.add_scores(1 - index % 2);
  return record;
}

std::string WriteLog(const std::string& name, const std::vector<tourney::v1::GameRecord>& games) {
  const std::string path = TempPath(name);
  std::ofstream file(path, std::ios::trunc);
  for (const tourney::v1::GameRecord& game : games) file << RecordToJson(game) << "\n";
  return path;
}

std::vector<int64_t> Indices(const std::vector<tourney::v1::GameRecord>& records) {
  std::vector<int64_t> indices;
  for (const tourney::v1::GameRecord& record : records) indices.push_back(record.game_index());
  return indices;
}

TEST(MergeTest, ShardsOfOneTournamentMergeEachGameOnceReadSideBySide) {
  const std::string a = WriteLog("shard_a.jsonl", {Record(2, "t"), Record(0, "t"), Record(2, "t")});
  const std::string b = WriteLog("shard_b.jsonl", {Record(3, "t"), Record(1, "t")});
  const std::string out = TempPath("merged.jsonl");
  std::filesystem::remove(out);
  std::vector<tourney::v1::GameRecord> seen;
  absl::StatusOr<GameScan> merged = MergeResultLogs(
      {a, b, b}, out, [&](const tourney::v1::GameRecord& record) { seen.push_back(record); });
  ASSERT_TRUE(merged.ok()) << merged.status();
  EXPECT_EQ(merged->games, 4);
  EXPECT_EQ(merged->duplicates, 3);  // one repeated line, and b's two games again
  EXPECT_EQ(Indices(seen), (std::vector<int64_t>{2, 3, 0, 1}));  // a line of each log in turn
  absl::StatusOr<LoadedResults> written = ReadResults(out);
  ASSERT_TRUE(written.ok()) << written.status();
  EXPECT_EQ(Indices(written->records), (std::vector<int64_t>{2, 3, 0, 1}));
  EXPECT_EQ(written->duplicates, 0);
}

TEST(MergeTest, LogsOfTwoTournamentsAreRefusedNamingBothIds) {
  const std::string a = WriteLog("first.jsonl", {Record(0, "aaaa")});
  const std::string b = WriteLog("second.jsonl", {Record(1, "bbbb")});
  const std::string out = TempPath("refused.jsonl");
  EXPECT_EQ(
      std::string(
          MergeResultLogs({a, b}, out, [](const tourney::v1::GameRecord&) {}).status().message()),
      b + ":1: game 1 belongs to tournament bbbb, " + a +
          ":1 to tournament aaaa: the games of two tournaments do not rate together");
  EXPECT_FALSE(std::filesystem::exists(out));  // nothing half-merged is left
}

}  // namespace
}  // namespace harness
