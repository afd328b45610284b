#include "harness/results/results_log.h"

#include <filesystem>
#include <fstream>

#include "gtest/gtest.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

tourney::v1::GameRecord Record(int64_t index) {
  tourney::v1::GameRecord record;
  record.set_tournament_id("t");
  record.set_game_index(index);
  record.add_scores(1);
  record.add_scores(0);
  record.set_fault_seat(-1);
  return record;
}

TEST(ResultsLogTest, AppendsAndReadsBack) {
  const std::string path = TempPath("append.jsonl");
  std::filesystem::remove(path);
  {
    auto log = ResultsLog::Open(path, 0);
    ASSERT_TRUE(log.ok()) << log.status();
    for (int i = 0; i < 3; ++i) ASSERT_TRUE((*log)->Append(Record(i)).ok());
  }
  absl::StatusOr<LoadedResults> loaded = ReadResults(path);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  ASSERT_EQ(loaded->records.size(), 3u);
  EXPECT_EQ(loaded->records[2].game_index(), 2);
  EXPECT_EQ(loaded->records[0].fault_seat(), -1);
  EXPECT_TRUE(loaded->warning.empty());
  EXPECT_EQ(loaded->valid_bytes, static_cast<int64_t>(std::filesystem::file_size(path)));
}

TEST(ResultsLogTest, TruncatedLastLineIsReportedIgnoredAndCutOnReopen) {
  const std::string path = TempPath("truncated.jsonl");
  std::filesystem::remove(path);
  {
    auto log = ResultsLog::Open(path, 0);
    ASSERT_TRUE((*log)->Append(Record(0)).ok());
    ASSERT_TRUE((*log)->Append(Record(1)).ok());
  }
  const int64_t good_size = static_cast<int64_t>(std::filesystem::file_size(path));
  std::ofstream(path, std::ios::app) << "{\"tournament_id\":\"t\",\"game_in";
  absl::StatusOr<LoadedResults> loaded = ReadResults(path);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  EXPECT_EQ(loaded->records.size(), 2u);
  EXPECT_EQ(loaded->warning,
            path + ":3: truncated last record ignored (the game will be replayed on --resume)");
  EXPECT_EQ(loaded->valid_bytes, good_size);
  // Reopening at the valid size drops the fragment; appends stay parseable.
  {
    auto log = ResultsLog::Open(path, loaded->valid_bytes);
    ASSERT_TRUE((*log)->Append(Record(2)).ok());
  }
  loaded = ReadResults(path);
  ASSERT_TRUE(loaded.ok());
  EXPECT_EQ(loaded->records.size(), 3u);
  EXPECT_TRUE(loaded->warning.empty());
}

TEST(ResultsLogTest, CorruptMiddleLineIsAnErrorNamingTheLine) {
  const std::string path = TempPath("corrupt.jsonl");
  std::ofstream(path, std::ios::trunc) << RecordToJson(Record(0)) << "\n"
                                       << "not json\n"
                                       << RecordToJson(Record(1)) << "\n";
  absl::StatusOr<LoadedResults> loaded = ReadResults(path);
  ASSERT_FALSE(loaded.ok());
  EXPECT_NE(loaded.status().message().find(path + ":2: corrupt record in the middle of the log"),
            std::string::npos)
      << loaded.status();
}

TEST(ResultsLogTest, MissingFileIsAClearError) {
  EXPECT_EQ(ReadResults(TempPath("nope.jsonl")).status().message(),
            "cannot read results file " + TempPath("nope.jsonl"));
}

}  // namespace
}  // namespace harness
