// Broken engines lose their games with the reason recorded, are restarted,
// and the tournament still finishes; over gRPC and over JSON lines (where
// the transport itself can be broken too).
#include <fstream>
#include <set>
#include <string>

#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

struct FaultCase {
  std::string fault;
  std::string protocol;  // "grpc", "jsonl" or "proto"
  std::string termination;
  std::string detail_contains;
  // The forfeit comes at the first decision from ply 6 on, or (for output
  // found only when the next request is due) at the engine's turn after.
  int first_ply = 6;
};

// The well-behaved opponent answers at once but gets 30 s a move: on a loaded
// machine under a sanitizer it once missed a 320 ms deadline, and only the
// faulty engine's timing is under test.
constexpr char kGoodEngine[] = "name=good,builtin=random,st=30";

void PrintTo(const FaultCase& c, std::ostream* out) { *out << c.fault << " over " << c.protocol; }

std::string FaultySpec(const FaultCase& c) {
  const std::string over = c.protocol == "jsonl"   ? ",args=--stdio,protocol=jsonl"
                           : c.protocol == "proto" ? ",args=--stdio=proto,protocol=proto"
                                                   : "";
  return absl::StrCat("name=bad,cmd=engines/testing/faulty_engine", over, ",option.fault=", c.fault,
                      ",option.after=6,option.sleep_ms=3000");
}

// The pids the faulty engine logged at its starts.
std::set<std::string> FaultyStarts(const std::string& log_path) {
  std::ifstream log(log_path);
  std::set<std::string> pids;
  const std::string marker = "faulty engine started, pid ";
  for (std::string line; std::getline(log, line);) {
    if (line.rfind(marker, 0) == 0) pids.insert(line.substr(marker.size()));
  }
  return pids;
}

class FaultTest : public testing::TestWithParam<FaultCase> {};

TEST_P(FaultTest, EveryGameIsLostByTheFaultyEngineWithItsReason) {
  const FaultCase& c = GetParam();
  harness::TournamentRun run = MakeRun({kGoodEngine, FaultySpec(c)}, 4,
                                       ScratchPath(c.fault + "_" + c.protocol + "/results.jsonl"));
  run.config.set_move_time_ms(20);
  // 20 ms a move with a 1 s margin: the faulty engine's normal answers are
  // in time even on a loaded machine; its 3 s sleep is not.
  run.config.set_deadline_margin_ms(1000);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 4u);
  for (const tourney::v1::GameRecord& record : *records) {
    const int bad_seat = record.players(0).name() == "bad" ? 0 : 1;
    EXPECT_EQ(record.termination(), c.termination);
    EXPECT_EQ(record.fault_seat(), bad_seat);
    EXPECT_EQ(record.scores(bad_seat), 0);
    EXPECT_EQ(record.scores(1 - bad_seat), 1);
    EXPECT_NE(record.termination_detail().find(c.detail_contains), std::string::npos)
        << record.termination_detail();
    EXPECT_EQ(record.termination_detail().find('\n'), std::string::npos)
        << record.termination_detail();
    // It misbehaved at its first decision due, not before.
    EXPECT_GE(record.plies(), c.first_ply);
    EXPECT_LE(record.plies(), c.first_ply + 1);
  }
  // One process for the engine check, then a fresh one for every game (each
  // ended by a fault, which kills the process).
  EXPECT_EQ(FaultyStarts(run.launch.log_path).size(), 5u);
}

// Faults in the answer itself: the same over every transport.
std::vector<FaultCase> AnswerFaults(const std::string& protocol) {
  return {
      {"crash", protocol, "crash", "exited with code 3"},
      {"sleep", protocol, "timeout", "20 ms per move, 1000 ms margin; no answer by the deadline"},
      {"illegal", protocol, "illegal_action", "illegal move d4"},
      {"wrong_game", protocol, "wrong_game", "an action for another game (field 2)"},
      {"malformed", protocol, "malformed_action", "neither a square nor a pass"},
      {"error", protocol, "engine_error", "deliberate engine error"},
  };
}

// Faults of the JSON-lines transport.
std::vector<FaultCase> StdioFaults() {
  return {
      {"not_json", "jsonl", "protocol_error", "not JSON (Unexpected token.): this is not JSON"},
      {"wrong_shape", "jsonl", "protocol_error",
       "not a bot.v1.StdioResponse ((decide.action): invalid value 42 for type "
       "type.googleapis.com/bot.v1.Action)"},
      {"no_action", "jsonl", "protocol_error", "the decide answer has no action"},
      {"unknown_method", "jsonl", "protocol_error",
       "answered with no key bot.v1 knows (unknown keys are ignored) to a `decide` request"},
      {"wrong_id", "jsonl", "protocol_error", "answered id 10"},
      {"wrong_key", "jsonl", "protocol_error", "answered `prepare` to a `decide` request"},
      {"partial_line", "jsonl", "timeout", "no answer within 1020 ms: a partial line ("},
      {"huge_line", "jsonl", "protocol_error", "wrote a line longer than 1048576 bytes: xxx"},
      {"unsolicited_output", "jsonl", "protocol_error",
       "wrote to stdout before being asked: unsolicited output", 8},
  };
}

std::vector<FaultCase> AllFaults() {
  std::vector<FaultCase> cases = AnswerFaults("grpc");
  for (std::vector<FaultCase> more :
       {AnswerFaults("jsonl"), AnswerFaults("proto"), StdioFaults()}) {
    cases.insert(cases.end(), more.begin(), more.end());
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(Faults, FaultTest, testing::ValuesIn(AllFaults()),
                         [](const testing::TestParamInfo<FaultCase>& info) {
                           return info.param.fault + "_" + info.param.protocol;
                         });

// A stdio engine that cannot run at all is refused at its start, with why.
TEST(StdioStartTest, AnEngineThatCannotRunFailsTheCheckSayingWhy) {
  harness::TournamentRun run =
      MakeRun({kGoodEngine, "name=bad,cmd=/nonexistent/bot,protocol=jsonl"}, 2,
              ScratchPath("cannot_run/results.jsonl"));
  const absl::Status status = harness::RunTournament(run).status();
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(status.message(), "engine bad: cannot start /nonexistent/bot: no such file");
}

// A clock, not a time per move: 0.6 s for the game and 200 ms per answer
// (with a 150 ms margin) lasts three moves; the fourth loses on time.
TEST(ClockFaultTest, AnEngineThatOverdrawsItsClockLosesOnTimeWithTheOverrun) {
  harness::TournamentRun run = MakeRun(
      {kGoodEngine, absl::StrCat("name=slow,cmd=engines/testing/"
                                 "faulty_engine,tc=0.6+0,option.fault=sleep,option.sleep_ms=200")},
      2, ScratchPath("clock/results.jsonl"));
  run.config.set_deadline_margin_ms(150);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 2u);
  for (const tourney::v1::GameRecord& record : *records) {
    const int slow = record.players(0).name() == "slow" ? 0 : 1;
    EXPECT_EQ(record.termination(), "timeout");
    EXPECT_EQ(record.fault_seat(), slow);
    EXPECT_EQ(record.termination_detail().rfind("time forfeit: over by ", 0), 0u)
        << record.termination_detail();
    EXPECT_NE(record.termination_detail().find("ms left on the clock, 150 ms margin"),
              std::string::npos)
        << record.termination_detail();
    ASSERT_EQ(record.clock_left_ms_size(), 2);
    EXPECT_EQ(record.clock_left_ms(slow), 0);
    EXPECT_EQ(record.clock_left_ms(1 - slow), -1);  // no clock: a time per move
    int slow_moves = 0;
    for (const tourney::v1::MoveRecord& move : record.decisions()) {
      if (move.seat() != slow) continue;
      ++slow_moves;
      EXPECT_GE(move.ms(), 200);
    }
    EXPECT_EQ(slow_moves, 3);
  }
}

}  // namespace
}  // namespace tests
