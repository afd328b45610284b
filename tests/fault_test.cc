// Broken engines lose their games with the reason recorded, are restarted,
// and the tournament still finishes.
#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

constexpr char kFaulty[] = "cmd=engines/testing/faulty_engine";

struct FaultCase {
  std::string fault;
  std::string termination;
  std::string detail_contains;
};

void PrintTo(const FaultCase& c, std::ostream* out) { *out << c.fault; }

class FaultTest : public testing::TestWithParam<FaultCase> {};

TEST_P(FaultTest, EveryGameIsLostByTheFaultyEngineWithItsReason) {
  const FaultCase& c = GetParam();
  harness::TournamentRun run = MakeRun(
      {"name=good,builtin=random", absl::StrCat("name=bad,", kFaulty, ",option.fault=", c.fault,
                                                ",option.after=6,option.sleep_ms=3000")},
      4, ScratchPath(c.fault + "/results.jsonl"));
  run.config.set_move_time_ms(20);
  run.config.set_deadline_margin_ms(300);
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
    // It misbehaved at its first decision from ply 6 on, not before.
    EXPECT_GE(record.plies(), 6);
    EXPECT_LE(record.plies(), 7);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Faults, FaultTest,
    testing::Values(FaultCase{"crash", "crash", "exited with code 3"},
                    FaultCase{"sleep", "timeout",
                              "20 ms per move, 300 ms margin; no answer by the deadline"},
                    FaultCase{"illegal", "illegal_action", "illegal move d4"},
                    FaultCase{"wrong_game", "wrong_game", "an action for another game (field 2)"},
                    FaultCase{"malformed", "malformed_action", "neither a square nor a pass"},
                    FaultCase{"error", "engine_error", "deliberate engine error"}),
    [](const testing::TestParamInfo<FaultCase>& info) { return info.param.fault; });

// A clock, not a time per move: 0.6 s for the game and 200 ms per answer
// (with a 150 ms margin) lasts three moves; the fourth loses on time.
TEST(ClockFaultTest, AnEngineThatOverdrawsItsClockLosesOnTimeWithTheOverrun) {
  harness::TournamentRun run = MakeRun(
      {"name=good,builtin=random",
       absl::StrCat("name=slow,", kFaulty, ",tc=0.6+0,option.fault=sleep,option.sleep_ms=200")},
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
    EXPECT_EQ(record.clock_left_ms(1 - slow), -1);  // no clock: the default time per move
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
