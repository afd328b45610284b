// A GTP or NBoard engine whose move the referee refuses loses by
// illegal_action, and the reason quotes the engine's exact answer; a move
// the adapter cannot read is a protocol_error quoting it.
#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

struct AdapterFault {
  std::string name;
  std::string spec;  // the faulty engine, named "bad"
  std::string termination;
  std::vector<std::string> detail_contains;
};

void PrintTo(const AdapterFault& c, std::ostream* out) { *out << c.name; }

class TextAdapterFaultTest : public testing::TestWithParam<AdapterFault> {};

TEST_P(TextAdapterFaultTest, TheEngineLosesWithItsOwnWordsInTheReason) {
  const AdapterFault& c = GetParam();
  harness::TournamentRun run = MakeRun({"name=good,builtin=random", "name=bad," + c.spec}, 2,
                                       ScratchPath(c.name + "/results.jsonl"));
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 2u);
  for (const tourney::v1::GameRecord& record : *records) {
    const int bad_seat = record.players(0).name() == "bad" ? 0 : 1;
    EXPECT_EQ(record.termination(), c.termination);
    EXPECT_EQ(record.fault_seat(), bad_seat);
    for (const std::string& part : c.detail_contains) {
      EXPECT_TRUE(absl::StrContains(record.termination_detail(), part))
          << record.termination_detail() << "\nlacks: " << part;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Faults, TextAdapterFaultTest,
    testing::Values(AdapterFault{"gtp_illegal",
                                 "cmd=tests/fake_gtp_engine.sh,protocol=gtp,args=D4",
                                 "illegal_action",
                                 {"illegal move d4", "engine's comment: = D4"}},
                    AdapterFault{"gtp_unreadable",
                                 "cmd=tests/fake_gtp_engine.sh,protocol=gtp,args=xyzzy",
                                 "protocol_error",
                                 {"the engine answered '= xyzzy' to 'genmove"}},
                    AdapterFault{
                        "nboard_illegal",
                        "cmd=engines/testing/nboard_fixture,protocol=nboard,args=--illegal",
                        "illegal_action",
                        {"illegal move d4", "engine's comment: === D4/0.00/0.0"}}),
    [](const testing::TestParamInfo<AdapterFault>& info) { return info.param.name; });

}  // namespace
}  // namespace tests
