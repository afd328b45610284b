#include "harness/results/results_log.h"

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

tourney::v1::GameRecord Record(int64_t index, const std::string& tournament_id = "t") {
  tourney::v1::GameRecord record;
  record.set_tournament_id(tournament_id);
  record.set_game_index(index);
  record.add_players()->set_name("a");
  record.add_players()->set_name("b");
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

// Issue 31: a garbage line appended at the end was called a "truncated last
// record" and dropped on resume. Only a line cut short may be dropped.
TEST(ResultsLogTest, AGarbageLastLineIsAnErrorNotATruncatedRecord) {
  const std::string path = TempPath("garbage_last.jsonl");
  for (const std::string garbage : {"garbage\n", "garbage", "{\"tournament_id\":\"t\",\n"}) {
    std::ofstream(path, std::ios::trunc) << RecordToJson(Record(0)) << "\n" << garbage;
    absl::StatusOr<LoadedResults> loaded = ReadResults(path);
    ASSERT_FALSE(loaded.ok()) << garbage;
    EXPECT_NE(loaded.status().message().find(path + ":2: the last line is not a game record ("),
              std::string::npos)
        << loaded.status();
    EXPECT_NE(loaded.status().message().find(
                  ") nor one cut short by a kill; refusing to guess: repair or remove that line"),
              std::string::npos)
        << loaded.status();
  }
  // A cut within the first bytes is still a cut.
  std::ofstream(path, std::ios::trunc) << RecordToJson(Record(0)) << "\n{\"tourn";
  absl::StatusOr<LoadedResults> loaded = ReadResults(path);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  EXPECT_EQ(loaded->records.size(), 1u);
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

// Writes `lines` as a log and reads it back.
absl::StatusOr<LoadedResults> ReadLines(const std::string& path,
                                        const std::vector<std::string>& lines) {
  std::ofstream file(path, std::ios::trunc);
  for (const std::string& line : lines) file << line << "\n";
  file.close();
  return ReadResults(path);
}

TEST(ResultsLogTest, AGameTwiceCountsOnce) {
  tourney::v1::GameRecord replayed = Record(0);
  replayed.set_duration_ms(1234);  // a replay differs only in its times
  absl::StatusOr<LoadedResults> loaded =
      ReadLines(TempPath("repeated.jsonl"), {RecordToJson(Record(0)), RecordToJson(Record(1)),
                                             RecordToJson(Record(0)), RecordToJson(replayed)});
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  ASSERT_EQ(loaded->records.size(), 2u);
  EXPECT_EQ(loaded->records[0].game_index(), 0);
  EXPECT_EQ(loaded->records[1].game_index(), 1);
  EXPECT_EQ(loaded->duplicates, 2);
}

TEST(ResultsLogTest, AGameTwiceWithAnotherOutcomeIsRefusedNamingBothLines) {
  const std::string path = TempPath("conflict.jsonl");
  tourney::v1::GameRecord other = Record(1);
  other.set_scores(0, 0);
  other.set_scores(1, 1);
  EXPECT_EQ(
      ReadLines(path, {RecordToJson(Record(0)), RecordToJson(Record(1)), RecordToJson(other)})
          .status()
          .message(),
      "conflicting records for game 1: " + path + ":2 and " + path + ":3 differ (moves or result)");
}

TEST(ResultsLogTest, GamesOfTwoTournamentsAreRefusedNamingBothIds) {
  const std::string path = TempPath("two.jsonl");
  EXPECT_EQ(ReadLines(path, {RecordToJson(Record(0, "aaaa")), RecordToJson(Record(1, "aaaa")),
                             RecordToJson(Record(2, "bbbb"))})
                .status()
                .message(),
            path + ":3: game 2 belongs to tournament bbbb, " + path +
                ":1 to tournament aaaa: the games of two tournaments do not rate together");
}

TEST(ResultsLogTest, LinesThatAreNotGameRecordsAreRefusedWithFileAndLine) {
  const std::string path = TempPath("foreign.jsonl");
  tourney::v1::GameRecord unscored = Record(1);
  unscored.clear_scores();
  tourney::v1::GameRecord negative = Record(1);
  negative.set_game_index(-3);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"level":"info","msg":"engine started"})", "no tournament_id"},
      {R"({"tournament_id":"t","game_index":"1"})", "no players"},
      {RecordToJson(unscored), "0 scores for 2 players"},
      {RecordToJson(negative), "game_index -3"},
  };
  for (const auto& [line, why] : cases) {
    EXPECT_EQ(ReadLines(path, {RecordToJson(Record(0)), line, RecordToJson(Record(2))})
                  .status()
                  .message(),
              path + ":2: not a game record of a results log (" + why + "); refusing to guess")
        << line;
  }
}

TEST(ResultsLogTest, AnIgnoredKeyLeavesNothingBehindThatWritingBackWouldDrop) {
  // Protobuf's JSON reader keeps a "" key as an unknown field (libFuzzer
  // found it): the record read must be the record written back.
  const std::string path = TempPath("empty_key.jsonl");
  std::ofstream(path, std::ios::trunc)
      << R"({"tournament_id":"t","game_index":"0","players":[{"name":"a","":{"nodes":"100"}},)"
      << R"({"name":"b"}],"scores":[1,0],"fault_seat":-1})"
      << "\n";
  absl::StatusOr<LoadedResults> loaded = ReadResults(path);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  ASSERT_EQ(loaded->records.size(), 1u);
  const tourney::v1::GameRecord& record = loaded->records[0];
  EXPECT_EQ(record.players(0).GetReflection()->GetUnknownFields(record.players(0)).field_count(),
            0);
  tourney::v1::GameRecord written_back;
  ASSERT_TRUE(
      google::protobuf::util::JsonStringToMessage(RecordToJson(record), &written_back).ok());
  EXPECT_EQ(written_back.SerializeAsString(), record.SerializeAsString());
}

TEST(ResultsLogTest, MissingFileIsAClearError) {
  EXPECT_EQ(ReadResults(TempPath("nope.jsonl")).status().message(),
            "cannot read results file " + TempPath("nope.jsonl") + ": no such file");
}

}  // namespace
}  // namespace harness
