#include "harness/results/merge.h"

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

TEST(MergeTest, ShardsOfOneTournamentMergeEachGameOnceByIndex) {
  const std::string a = WriteLog("shard_a.jsonl", {Record(2, "t"), Record(0, "t"), Record(2, "t")});
  const std::string b = WriteLog("shard_b.jsonl", {Record(3, "t"), Record(1, "t")});
  absl::StatusOr<MergedResults> merged = MergeResultLogs({a, b, b});
  ASSERT_TRUE(merged.ok()) << merged.status();
  ASSERT_EQ(merged->records.size(), 4u);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(merged->records[i].game_index(), i);
  EXPECT_EQ(merged->duplicates, 3);  // one repeated line, and b's two games again
}

TEST(MergeTest, LogsOfTwoTournamentsAreRefusedNamingBothIds) {
  const std::string a = WriteLog("first.jsonl", {Record(0, "aaaa")});
  const std::string b = WriteLog("second.jsonl", {Record(1, "bbbb")});
  EXPECT_EQ(std::string(MergeResultLogs({a, b}).status().message()),
            b + ":1: game 1 belongs to tournament bbbb, " + a +
                ":1 to tournament aaaa: the games of two tournaments do not rate together");
}

}  // namespace
}  // namespace harness
