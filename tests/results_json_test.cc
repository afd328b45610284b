// results.jsonl as a reader sees it: every line carries fault_seat, seat 0
// included (proto3 once dropped the zero, so "seat 0 faulted" read as
// "field missing"), and an engine's line quoted in a detail is escaped once,
// by the JSON (it once read {\\\"id\\\"...).
#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

TEST(ResultsJsonTest, FaultSeatIsAlwaysWrittenAndALineIsQuotedOnce) {
  harness::TournamentRun run =
      MakeRun({"name=good,builtin=random",
               "name=bad,cmd=engines/testing/faulty_engine,args=--stdio,protocol=jsonl,"
               "option.fault=wrong_shape,option.after=6"},
              2, ScratchPath("results_json/results.jsonl"));
  run.config.set_move_time_ms(200);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  std::ifstream log(run.config.results());
  int lines = 0;
  int bad_first = 0;
  for (std::string line; std::getline(log, line); ++lines) {
    const bool first = line.find(R"("players":[{"name":"bad")") != std::string::npos;
    bad_first += first;
    EXPECT_NE(line.find(first ? R"("fault_seat":0,)" : R"("fault_seat":1,)"), std::string::npos)
        << line;
    EXPECT_NE(line.find(R"(: {\"id\":3,\"decide\":{\"action\":42}}")"), std::string::npos) << line;
  }
  EXPECT_EQ(lines, 2);
  EXPECT_EQ(bad_first, 1);
}

// A game without a fault says -1.
TEST(ResultsJsonTest, ANormalGameWritesMinusOne) {
  harness::TournamentRun run = MakeRun({"name=a,builtin=random", "name=b,builtin=random"}, 2,
                                       ScratchPath("results_json_normal/results.jsonl"));
  ASSERT_TRUE(harness::RunTournament(run).ok());
  std::ifstream log(run.config.results());
  for (std::string line; std::getline(log, line);) {
    EXPECT_NE(line.find(R"("fault_seat":-1,)"), std::string::npos) << line;
  }
}

}  // namespace
}  // namespace tests
