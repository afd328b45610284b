// The results-log reader under the byte fuzzer (games/common/fuzzing): logs
// of real records, mutated, read by ReadResults. It must refuse in one line
// naming the file, or accept; what it accepts must be a faithful log: its
// records written back read back the same.
#include <fstream>

#include "games/common/fuzzing/byte_fuzz.h"
#include "games/common/fuzzing/proto_dictionary.h"
#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

using games::fuzzing::Accepted;
using games::fuzzing::Broken;
using games::fuzzing::Refused;
using games::fuzzing::Verdict;

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

// A finished Reversi game as the harness records it, every kind of field set.
tourney::v1::GameRecord Game(int64_t index, double first_score) {
  tourney::v1::GameRecord record;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(
      R"pb(
        tournament_id: "3f9a0c1d2e4b5a69"
        pair_index: 0
        game: "reversi"
        seed: 17
        players {
          name: "strong"
          options { key: "eval" value: "strong" }
          time_control { move_time_ms: 100 }
          limits { nodes: 100000 }
        }
        players {
          name: "seed-d3"
          options { key: "depth" value: "3" }
        }
        plies: 4
        termination: "normal"
        fault_seat: -1
        moves: "f5d6c3d3"
        opening_plies: 2
        finished_at: "2026-11-01T10:00:00Z"
        duration_ms: 812
        decisions { seat: 0 ms: 41 engine_ms: 40 depth: 7 nodes: 99812 score: 1.5 pv: "c3 d3" }
        decisions {
          seat: 1
          ms: 2
          engine_ms: 1
          depth: 3
          nodes: 310
          score: -4
          comment: "exact"
          ply: 3
        }
        clock_left_ms: 59000
        clock_left_ms: 61000
      )pb",
      &record));
  record.set_game_index(index);
  record.add_scores(first_score);
  record.add_scores(1 - first_score);
  record.add_points(36 * first_score);
  record.add_points(28);
  return record;
}

std::string Log(const std::vector<tourney::v1::GameRecord>& records) {
  std::string text;
  for (const tourney::v1::GameRecord& record : records) text += RecordToJson(record) + "\n";
  return text;
}

// Reads `text` as a log file at `path`.
absl::StatusOr<LoadedResults> ReadAsLog(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
  return ReadResults(path);
}

Verdict ReadLog(const std::string& input) {
  const std::string path = TempPath("fuzz.jsonl");
  absl::StatusOr<LoadedResults> loaded = ReadAsLog(path, input);
  if (!loaded.ok()) {
    const std::string message(loaded.status().message());
    if (message.find(path) == std::string::npos) return Broken("refusal names no file: " + message);
    return Refused(message);
  }
  if (loaded->valid_bytes > static_cast<int64_t>(input.size())) {
    return Broken("valid_bytes past the end of the file");
  }
  if (loaded->warning.find('\n') != std::string::npos) return Broken("a warning of two lines");
  // Written back, the accepted games read back the same, with no warning.
  absl::StatusOr<LoadedResults> again = ReadAsLog(TempPath("again.jsonl"), Log(loaded->records));
  if (!again.ok())
    return Broken("its records written back are refused: " + again.status().ToString());
  if (again->records.size() != loaded->records.size() || !again->warning.empty()) {
    return Broken("its records written back read differently");
  }
  for (size_t i = 0; i < loaded->records.size(); ++i) {
    if (!google::protobuf::util::MessageDifferencer::Equals(loaded->records[i],
                                                            again->records[i])) {
      return Broken("record " + std::to_string(i) + " changes when written back");
    }
  }
  return Accepted();
}

TEST(ResultsLogFuzzTest, RefusesInOneLineNamingTheFileOrReadsAFaithfulLog) {
  games::fuzzing::ByteTarget target;
  target.name = "results log";
  const std::string three = Log({Game(0, 1), Game(1, 0.5), Game(2, 0)});
  target.seeds = {three, three + Log({Game(1, 0.5)}),    // a game twice counts once
                  three + "{\"tournament_id\":\"3f9a"};  // a cut last line is ignored
  target.dictionary = games::fuzzing::ProtoDictionary(*tourney::v1::GameRecord::descriptor());
  for (const char* token : {"{", "}", "[", "]", ":", ",", "\"", "\n", "\r\n", " ", "null", "true",
                            "false", "\\u0000", "\\n", "\"gameIndex\":", "\"tournamentId\":"}) {
    target.dictionary.push_back(token);
  }
  target.run = ReadLog;
  games::fuzzing::ExpectSoundUnderByteFuzz(target, 2500);
}

}  // namespace
}  // namespace harness
