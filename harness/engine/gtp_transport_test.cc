#include "harness/engine/gtp_transport.h"

#include <algorithm>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "harness/engine/fake_text_engine.h"

namespace harness {
namespace {

using Commands = std::vector<std::string>;

// Like gtp-rhino: refuses to be told of passes, answers genmove with `move`.
FakeTextEngine::Script Engine(const std::string& move, bool takes_passes = false) {
  return [move, takes_passes](const std::string& command) -> std::string {
    if (command == "name") return "= Fake GTP\n\n";
    if (command == "version") return "= 1.2\n\n";
    if (absl::StartsWith(command, "play") && absl::EndsWith(command, " pass") && !takes_passes) {
      return "? syntax error\n\n";
    }
    if (absl::StartsWith(command, "genmove")) return move;
    return "=\n\n";
  };
}

using Rig = FakeEngineRig<GtpTransport>;

TEST(GtpTransportTest, ReportsTheEnginesNameAndVersion) {
  Rig rig(Engine("= c5\n\n"));
  absl::StatusOr<bot::v1::EngineInfo> info = rig.transport.GetInfo(1000);
  ASSERT_TRUE(info.ok()) << info.status();
  EXPECT_EQ(info->name(), "Fake GTP");
  EXPECT_EQ(info->version(), "1.2");
  ASSERT_EQ(info->games_size(), 1);
  EXPECT_EQ(info->games(0).game(), "reversi");
  EXPECT_EQ(info->options_size(), 0);
}

// Issue 31: an engine name of 60 KB (a line under the adapter's cap) is cut
// to 1 KiB and marked as it is read.
TEST(GtpTransportTest, AHugeNameIsCapped) {
  Rig rig([](const std::string& command) -> std::string {
    if (command == "name") return "= " + std::string(60000, 'n') + "\n\n";
    return "= 1.2\n\n";
  });
  absl::StatusOr<bot::v1::EngineInfo> info = rig.transport.GetInfo(1000);
  ASSERT_TRUE(info.ok()) << info.status();
  EXPECT_EQ(info->name(), std::string(1024, 'n') + "\xE2\x80\xA6[cut 58976 bytes]");
}

TEST(GtpTransportTest, SendsTheOpeningThenOnlyTheNewMoves) {
  Rig rig(Engine("= C5\n\n"));
  // f5 (37) was an opening ply; the engine plays white.
  DecideOutcome outcome = rig.transport.Decide(ReversiRequest("t/0", {37}), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(outcome.response.action().reversi().square(), 34u);  // c5
  EXPECT_EQ(outcome.response.info().comment(), "= C5");
  EXPECT_EQ(rig.engine.commands(),
            (Commands{"boardsize 8", "clear_board", "play black f5", "time_settings 0 2 1",
                      "time_left white 2 1", "genmove white"}));

  // Its own c5 is on its board already: only black's d6 (43) is new.
  rig.engine.ClearCommands();
  outcome = rig.transport.Decide(ReversiRequest("t/0", {37, 34, 43}), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(rig.engine.commands(),
            (Commands{"play black d6", "time_left white 2 1", "genmove white"}));

  // The next game: a fresh board, no second boardsize.
  rig.engine.ClearCommands();
  outcome = rig.transport.Decide(ReversiRequest("t/1", {}), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(rig.engine.commands(),
            (Commands{"clear_board", "time_left black 2 1", "genmove black"}));
}

TEST(GtpTransportTest, StopsSendingPassesToAnEngineThatRefusesThem) {
  Rig rig(Engine("= a1\n\n"));
  ASSERT_EQ(rig.transport.Decide(ReversiRequest("t/0", {37}), 1000).fault, CallFault::kNone);
  rig.engine.ClearCommands();
  // Black (the opponent) passed twice around the engine's a1 (0).
  DecideOutcome outcome = rig.transport.Decide(ReversiRequest("t/0", {37, 0, -1}), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  outcome = rig.transport.Decide(ReversiRequest("t/0", {37, 0, -1, 0, -1}), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(rig.engine.commands(),
            (Commands{"play black pass", "time_left white 2 1", "genmove white",
                      "time_left white 2 1", "genmove white"}));
}

TEST(GtpTransportTest, KeepsSendingPassesToAnEngineThatTakesThem) {
  Rig rig(Engine("= a1\n\n", /*takes_passes=*/true));
  ASSERT_EQ(rig.transport.Decide(ReversiRequest("t/0", {37, -1}), 1000).fault, CallFault::kNone);
  ASSERT_EQ(rig.transport.Decide(ReversiRequest("t/0", {37, -1, 0, -1}), 1000).fault,
            CallFault::kNone);
  // White passed at ply 1 and again at ply 3, each time named white.
  const Commands commands = rig.engine.commands();
  EXPECT_EQ(std::count(commands.begin(), commands.end(), "play white pass"), 2);
  EXPECT_EQ(std::count(commands.begin(), commands.end(), "play black pass"), 0);
}

TEST(GtpTransportTest, AnswersAForcedPassWithoutAskingTheEngine) {
  Rig rig(Engine("= a1\n\n"));
  DecideOutcome outcome =
      rig.transport.Decide(ReversiRequest("t/0", {37}, /*forced_pass=*/true), 1000);
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_TRUE(outcome.response.action().reversi().pass());
  EXPECT_TRUE(rig.engine.commands().empty());
}

TEST(GtpTransportTest, ForgetsTimeCommandsTheEngineRefuses) {
  Rig rig([](const std::string& command) -> std::string {
    if (absl::StartsWith(command, "time_")) return "? unknown command\n\n";
    if (absl::StartsWith(command, "genmove")) return "= d3\n\n";
    return "=\n\n";
  });
  ASSERT_EQ(rig.transport.Decide(ReversiRequest("t/0", {}), 1000).fault, CallFault::kNone);
  rig.engine.ClearCommands();
  ASSERT_EQ(rig.transport.Decide(ReversiRequest("t/0", {19, 18}), 1000).fault, CallFault::kNone);
  EXPECT_EQ(rig.engine.commands(), (Commands{"play white c3", "genmove black"}));
}

struct FaultCase {
  std::string genmove_answer;  // "" = silence
  CallFault fault;
  std::string detail;
};

class GtpFaultTest : public testing::TestWithParam<FaultCase> {};

TEST_P(GtpFaultTest, SortsTheFaultAndQuotesTheEngine) {
  Rig rig(Engine(GetParam().genmove_answer));
  const DecideOutcome outcome = rig.transport.Decide(ReversiRequest("t/0", {}), 300);
  EXPECT_EQ(outcome.fault, GetParam().fault);
  EXPECT_EQ(outcome.detail, GetParam().detail);
}

INSTANTIATE_TEST_SUITE_P(
    Faults, GtpFaultTest,
    testing::Values(
        FaultCase{"? illegal move\n\n", CallFault::kEngineError,
                  "the engine answered '? illegal move' to 'genmove black'"},
        FaultCase{"= resign\n\n", CallFault::kEngineError,
                  "the engine answered '= resign' to 'genmove black'"},
        FaultCase{"= z9\n\n", CallFault::kProtocolError,
                  "the engine answered '= z9' to 'genmove black': 'z9' is not an Othello move "
                  "(a1..h8 or pass)"},
        FaultCase{"thinking...\n", CallFault::kProtocolError,
                  "the engine answered 'thinking...' to 'genmove black', not a GTP answer (which "
                  "starts with '=' or '?')"},
        FaultCase{"", CallFault::kTimeout,
                  "no answer within 300 ms (waiting for the answer to 'genmove black': no "
                  "answer)"},
        FaultCase{"= d", CallFault::kTimeout,
                  "no answer within 300 ms (waiting for the answer to 'genmove black': a "
                  "partial line '= d' and then nothing)"},
        FaultCase{FakeTextEngine::kHangUp, CallFault::kUnavailable,
                  "waiting for the answer to 'genmove black': the engine closed its stdout"}));

TEST(GtpTransportTest, ARefusedMoveIsAnEngineError) {
  Rig rig([](const std::string& command) -> std::string {
    return absl::StartsWith(command, "play") ? "? illegal move\n\n" : "=\n\n";
  });
  const DecideOutcome outcome = rig.transport.Decide(ReversiRequest("t/0", {37}), 1000);
  EXPECT_EQ(outcome.fault, CallFault::kEngineError);
  EXPECT_EQ(outcome.detail, "the engine answered '? illegal move' to 'play black f5'");
}

}  // namespace
}  // namespace harness
