#include "harness/engine/nboard_transport.h"

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/engine/fake_text_engine.h"

namespace harness {
namespace {

using Commands = std::vector<std::string>;

constexpr char kStart[] =
    "(;GM[Othello]PC[tourney]TY[8]BO[8 "
    "---------------------------O*------*O--------------------------- *]";

// Like Edax: names itself after `set depth`, chats while thinking, answers
// `go` with `go_answer`.
FakeTextEngine::Script Engine(const std::string& go_answer) {
  return [go_answer](const std::string& command) -> std::string {
    if (absl::StartsWith(command, "set depth "))
      return absl::StrCat("set myname Fake", command.substr(10), "\n");
    if (absl::StartsWith(command, "ping ")) return absl::StrCat("pong ", command.substr(5), "\n");
    if (command == "go") {
      return absl::StrCat("status thinking\nnodestats 100 0.01\n", go_answer, "status waiting\n");
    }
    return "";
  };
}

using Rig = FakeEngineRig<NboardTransport>;

TEST(NboardTransportTest, GreetsTheEngineAndReportsItsNameAndTheDepthOption) {
  Rig rig(Engine("=== d3\n"));
  absl::StatusOr<bot::v1::EngineInfo> info = rig.transport.GetInfo(1000);
  ASSERT_TRUE(info.ok()) << info.status();
  EXPECT_EQ(info->name(), "Fake12");
  EXPECT_EQ(info->version(), "");
  ASSERT_EQ(info->games_size(), 1);
  EXPECT_EQ(info->games(0).game(), "reversi");
  ASSERT_EQ(info->options_size(), 1);
  EXPECT_EQ(info->options(0).name(), "depth");
  EXPECT_EQ(info->options(0).default_value(), "12");
  EXPECT_EQ(rig.engine.commands(), (Commands{"nboard 2", "set depth 12", "ping 1"}));
}

TEST(NboardTransportTest, SetsTheGameThenSendsEveryNewMoveItsOwnIncluded) {
  Rig rig(Engine("=== c5 -1.00 0.0\n"));
  bot::v1::PrepareRequest prepare;
  prepare.set_game("reversi");
  (*prepare.mutable_options())["depth"] = "4";
  ASSERT_TRUE(rig.transport.Prepare(prepare, 1000).ok());
  EXPECT_EQ(rig.engine.commands(), (Commands{"nboard 2", "set depth 4", "ping 1"}));

  rig.engine.ClearCommands();
  bot::v1::DecideRequest request = ReversiRequest("t/0", {37});
  (*request.mutable_options())["depth"] = "4";
  DecideOutcome outcome = rig.transport.Decide(request, 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(outcome.response.action().reversi().square(), 34u);  // c5
  EXPECT_EQ(outcome.response.info().comment(), "=== c5 -1.00 0.0");
  EXPECT_EQ(rig.engine.commands(),
            (Commands{absl::StrCat("set game ", kStart, "B[F5];)"), "ping 2", "go"}));

  // `go` left the board alone: its own c5, black's pass and d6 are new.
  rig.engine.ClearCommands();
  request = ReversiRequest("t/0", {37, 34, -1, 43});
  (*request.mutable_options())["depth"] = "4";
  outcome = rig.transport.Decide(request, 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(rig.engine.commands(), (Commands{"move C5", "move PA", "move D6", "ping 3", "go"}));

  // Another game, at the default depth.
  rig.engine.ClearCommands();
  outcome = rig.transport.Decide(ReversiRequest("t/1", {}), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(rig.engine.commands(),
            (Commands{"set depth 12", absl::StrCat("set game ", kStart, ";)"), "ping 4", "go"}));
}

TEST(NboardTransportTest, ReadsMovesWithSlashes) {
  Rig rig(Engine("=== D3/0.50/1.2\n"));
  const DecideOutcome outcome = rig.transport.Decide(ReversiRequest("t/0", {}), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(outcome.response.action().reversi().square(), 19u);
}

TEST(NboardTransportTest, AnswersAForcedPassWithoutAskingTheEngine) {
  Rig rig(Engine("=== d3\n"));
  const DecideOutcome outcome =
      rig.transport.Decide(ReversiRequest("t/0", {37}, /*forced_pass=*/true), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_TRUE(outcome.response.action().reversi().pass());
  EXPECT_TRUE(rig.engine.commands().empty());
}

TEST(NboardTransportTest, AMoveBeforeThePongIsAProtocolError) {
  Rig rig([](const std::string& command) -> std::string {
    return absl::StartsWith(command, "ping") ? "=== e6\npong 1\n" : "";
  });
  const DecideOutcome outcome = rig.transport.Decide(ReversiRequest("t/0", {}), 1000);
  EXPECT_EQ(outcome.fault, CallFault::kProtocolError);
  EXPECT_EQ(outcome.detail,
            "the engine answered '=== e6' to 'ping 1': a move nobody asked for (before 'pong 1')");
}

struct FaultCase {
  std::string go_answer;
  CallFault fault;
  std::string detail;
};

class NboardFaultTest : public testing::TestWithParam<FaultCase> {};

TEST_P(NboardFaultTest, SortsTheFaultAndQuotesTheEngine) {
  Rig rig(Engine(GetParam().go_answer));
  const DecideOutcome outcome = rig.transport.Decide(ReversiRequest("t/0", {}), 300);
  EXPECT_EQ(outcome.fault, GetParam().fault);
  EXPECT_EQ(outcome.detail, GetParam().detail);
}

INSTANTIATE_TEST_SUITE_P(
    Faults, NboardFaultTest,
    testing::Values(FaultCase{"=== k9/1.0\n", CallFault::kProtocolError,
                              "the engine answered '=== k9/1.0' to 'go': 'k9' is not an Othello "
                              "move (a1..h8 or pass)"},
                    FaultCase{"===\n", CallFault::kProtocolError,
                              "the engine answered '===' to 'go': no move after '==='"},
                    FaultCase{"", CallFault::kTimeout,
                              "no answer within 300 ms (waiting for the answer to 'go': no "
                              "answer)"}));

}  // namespace
}  // namespace harness
