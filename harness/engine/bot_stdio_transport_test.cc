// The stdio transport against an engine played by the test over pipes,
// answering with exactly the bytes each case needs. (More of the JSON-lines
// encoding's faults are covered end to end by //tests:fault_test and
// //tests:hostile_engines_test.)
#include "harness/engine/bot_stdio_transport.h"

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <thread>

#include "absl/strings/match.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "protocol/delimited.h"

namespace harness {
namespace {

class StdioTransportTest : public testing::Test {
 protected:
  explicit StdioTransportTest(StdioEncoding encoding) : encoding_(encoding) {}

  void SetUp() override {
    ::signal(SIGPIPE, SIG_IGN);
    ASSERT_EQ(::pipe(to_engine_), 0);
    ASSERT_EQ(::pipe(from_engine_), 0);
    absl::StatusOr<std::shared_ptr<EngineLog>> log = EngineLog::Open(log_path_, 1 << 20);
    ASSERT_TRUE(log.ok()) << log.status();
    transport_ = std::make_unique<BotStdioTransport>(encoding_, to_engine_[1], from_engine_[0],
                                                     "test engine", *log);
  }
  void TearDown() override {
    for (int fd : {to_engine_[0], to_engine_[1], from_engine_[0], from_engine_[1]}) {
      if (fd >= 0) ::close(fd);
    }
  }

  // Reads one whole request as the engine would.
  bot::v1::StdioRequest ReadRequest() {
    return encoding_ == StdioEncoding::kBinary ? ReadDelimitedRequest() : ReadJsonRequest();
  }
  bot::v1::StdioRequest ReadJsonRequest() {
    std::string line;
    char c;
    while (::read(to_engine_[0], &c, 1) == 1 && c != '\n') line += c;
    bot::v1::StdioRequest request;
    EXPECT_TRUE(google::protobuf::util::JsonStringToMessage(line, &request).ok()) << line;
    return request;
  }
  bot::v1::StdioRequest ReadDelimitedRequest() {
    std::string bytes;
    char chunk[4096];
    while (protocol::ReadDelimitedPrefix(bytes).state !=
           protocol::DelimitedPrefix::State::kComplete) {
      const ssize_t n = ::read(to_engine_[0], chunk, sizeof(chunk));
      if (n <= 0) return {};
      bytes.append(chunk, static_cast<size_t>(n));
    }
    const protocol::DelimitedPrefix prefix = protocol::ReadDelimitedPrefix(bytes);
    bot::v1::StdioRequest request;
    request.ParseFromString(bytes.substr(prefix.header, prefix.length));
    return request;
  }

  // Decides once while the engine answers the request with `answer(request)`
  // (raw bytes), then closes its stdout if `then_exit`.
  DecideOutcome DecideAnswering(
      const std::function<std::string(const bot::v1::StdioRequest&)>& answer,
      bool then_exit = false) {
    std::thread engine([&] {
      const std::string bytes = answer(ReadRequest());
      EXPECT_EQ(::write(from_engine_[1], bytes.data(), bytes.size()),
                static_cast<ssize_t>(bytes.size()));
      if (then_exit) {
        ::close(from_engine_[1]);
        from_engine_[1] = -1;
      }
    });
    bot::v1::DecideRequest request;
    request.set_game("reversi");
    DecideOutcome outcome = transport_->Decide(request, 300);
    engine.join();
    return outcome;
  }

  static std::string Framed(const bot::v1::StdioResponse& response) {
    std::string bytes;
    protocol::AppendDelimited(response.SerializeAsString(), &bytes);
    return bytes;
  }

  std::string EnginesLog() const {
    std::ifstream file(log_path_);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
  }

  StdioEncoding encoding_;
  const std::string log_path_ = std::string(std::getenv("TEST_TMPDIR")) + "/engines.log";
  int to_engine_[2] = {-1, -1};
  int from_engine_[2] = {-1, -1};
  std::unique_ptr<BotStdioTransport> transport_;
};

class BinaryStdioTransportTest : public StdioTransportTest {
 protected:
  BinaryStdioTransportTest() : StdioTransportTest(StdioEncoding::kBinary) {}
};

class JsonLinesTransportTest : public StdioTransportTest {
 protected:
  JsonLinesTransportTest() : StdioTransportTest(StdioEncoding::kJsonLines) {}

  // The answer to `request` as one JSON line around `decide` (the JSON of a
  // DecideResponse).
  static std::string DecideLine(const bot::v1::StdioRequest& request, const std::string& decide) {
    return "{\"id\":" + std::to_string(request.id()) + ",\"decide\":" + decide + "}\n";
  }
};

TEST_F(BinaryStdioTransportTest, AnAnswerWithTheRequestsIdAndKeyIsTheDecision) {
  const DecideOutcome outcome = DecideAnswering([](const bot::v1::StdioRequest& request) {
    EXPECT_TRUE(request.has_decide());
    EXPECT_EQ(request.decide().game(), "reversi");
    bot::v1::StdioResponse response;
    response.set_id(request.id());
    response.mutable_decide()->mutable_action()->mutable_reversi()->set_square(19);
    return Framed(response);
  });
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(outcome.response.action().reversi().square(), 19);
}

TEST_F(BinaryStdioTransportTest, BytesThatAreNotAResponseAreAProtocolError) {
  const DecideOutcome outcome = DecideAnswering([](const bot::v1::StdioRequest&) {
    return std::string(
        "\x03"
        "abc");
  });
  EXPECT_EQ(outcome.fault, CallFault::kProtocolError);
  EXPECT_EQ(outcome.detail, "not a binary bot.v1.StdioResponse: abc");
}

TEST_F(BinaryStdioTransportTest, ALengthOverTheCapIsRefusedWithoutWaitingForTheBytes) {
  const DecideOutcome outcome = DecideAnswering(
      [](const bot::v1::StdioRequest&) { return std::string("\x80\x80\x80\x01", 4); });
  EXPECT_EQ(outcome.fault, CallFault::kProtocolError);
  EXPECT_EQ(outcome.detail.rfind("wrote a message of 2097152 bytes (at most 1048576)", 0), 0u)
      << outcome.detail;
}

TEST_F(BinaryStdioTransportTest, AnAnswerToAnotherRequestIsAProtocolError) {
  const DecideOutcome outcome = DecideAnswering([](const bot::v1::StdioRequest& request) {
    bot::v1::StdioResponse response;
    response.set_id(request.id() + 6);
    response.mutable_decide()->mutable_action()->mutable_reversi()->set_square(19);
    return Framed(response);
  });
  EXPECT_EQ(outcome.fault, CallFault::kProtocolError);
  EXPECT_EQ(outcome.detail.rfind("answered id 7 while id 1 (decide) was waiting", 0), 0u)
      << outcome.detail;
}

TEST_F(BinaryStdioTransportTest, APartialMessageThenSilenceTimesOut) {
  const DecideOutcome outcome = DecideAnswering([](const bot::v1::StdioRequest&) {
    return std::string(
        "\x09"
        "half");
  });
  EXPECT_EQ(outcome.fault, CallFault::kTimeout);
  EXPECT_EQ(outcome.detail,
            "no answer within 300 ms: a partial message (5 bytes: \\thalf) then silence");
}

TEST_F(BinaryStdioTransportTest, APartialMessageThenExitIsALostConnection) {
  const DecideOutcome outcome = DecideAnswering(
      [](const bot::v1::StdioRequest&) {
        return std::string(
            "\x09"
            "half");
      },
      true);
  EXPECT_EQ(outcome.fault, CallFault::kUnavailable);
  EXPECT_EQ(outcome.detail,
            "connection lost: reading stdout: end of stream after a partial message (5 bytes: "
            "\\thalf)");
}

// Issue 31: an answer nested half a million deep kept protobuf's JSON reader
// busy for over ten minutes, past every deadline and stop signal.
TEST_F(JsonLinesTransportTest, DeepNestingIsRefusedBeforeParsing) {
  const auto start = std::chrono::steady_clock::now();
  const DecideOutcome outcome = DecideAnswering([](const bot::v1::StdioRequest& request) {
    return DecideLine(request, R"({"action":{"reversi":{"square":19}},"info":{"comment":)" +
                                   std::string(500000, '[') + std::string(500000, ']') + "}}");
  });
  EXPECT_EQ(outcome.fault, CallFault::kProtocolError);
  EXPECT_TRUE(absl::StartsWith(
      outcome.detail, "JSON nested deeper than 32 levels (at byte 100), refused unparsed: "))
      << outcome.detail;
  // Generous: only "does not hang" is asserted.
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

// Issue 34: unknown keys are ignored, as the binary encoding ignores unknown
// fields, and the engines log says so once.
TEST_F(JsonLinesTransportTest, UnknownKeysAreIgnoredAndWarnedOfOnce) {
  for (int call = 0; call < 2; ++call) {
    const DecideOutcome outcome = DecideAnswering([](const bot::v1::StdioRequest& request) {
      std::string line =
          DecideLine(request, R"({"action":{"reversi":{"square":19}},"thoughts":[{"deep":true}]})");
      return line.insert(1, R"("engineVersion":"2.0",)");
    });
    ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
    EXPECT_EQ(outcome.response.action().reversi().square(), 19u);
  }
  const std::string log = EnginesLog();
  EXPECT_TRUE(absl::StartsWith(log,
                               "tourney: warning: test engine answers with keys bot.v1 does not "
                               "know, ignored (said once per engine; the first: "))
      << log;
  EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), 1) << log;
}

TEST_F(JsonLinesTransportTest, ANumberOutOfRangeSaysWhy) {
  const DecideOutcome outcome = DecideAnswering([](const bot::v1::StdioRequest& request) {
    return DecideLine(request, R"({"action":{"reversi":{"square":19}},"info":{"score":1e999}})");
  });
  EXPECT_EQ(outcome.fault, CallFault::kProtocolError);
  EXPECT_TRUE(absl::StartsWith(outcome.detail, "not JSON (Number exceeds the range of double.): "))
      << outcome.detail;
}

// Issue 31: a 900 KB comment a move made a 445 MB log of 4 games.
TEST_F(JsonLinesTransportTest, AHugeCommentIsCutAsItIsRead) {
  const DecideOutcome outcome = DecideAnswering([](const bot::v1::StdioRequest& request) {
    return DecideLine(request, R"({"action":{"reversi":{"square":19}},"info":{"comment":")" +
                                   std::string(900000, 'x') + R"("}})");
  });
  ASSERT_EQ(outcome.fault, CallFault::kNone) << outcome.detail;
  EXPECT_EQ(outcome.response.info().comment(),
            std::string(protocol::kDefaultEngineStringCap, 'x') + "\xE2\x80\xA6[cut " +
                std::to_string(900000 - protocol::kDefaultEngineStringCap) + " bytes]");
}

}  // namespace
}  // namespace harness
