// The binary stdio transport against an engine played by the test over
// pipes, answering with exactly the bytes each case needs. (The JSON-lines
// encoding's faults are covered end to end by //tests:fault_test.)
#include "harness/engine/bot_stdio_transport.h"

#include <signal.h>
#include <unistd.h>

#include <functional>
#include <string>
#include <thread>

#include "gtest/gtest.h"
#include "protocol/delimited.h"

namespace harness {
namespace {

class BinaryStdioTransportTest : public testing::Test {
 protected:
  void SetUp() override {
    ::signal(SIGPIPE, SIG_IGN);
    ASSERT_EQ(::pipe(to_engine_), 0);
    ASSERT_EQ(::pipe(from_engine_), 0);
    transport_ = std::make_unique<BotStdioTransport>(StdioEncoding::kBinary, to_engine_[1],
                                                     from_engine_[0], "test engine");
  }
  void TearDown() override {
    for (int fd : {to_engine_[0], to_engine_[1], from_engine_[0], from_engine_[1]}) {
      if (fd >= 0) ::close(fd);
    }
  }

  // Reads one whole request as the engine would.
  bot::v1::StdioRequest ReadRequest() {
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

  int to_engine_[2] = {-1, -1};
  int from_engine_[2] = {-1, -1};
  std::unique_ptr<BotStdioTransport> transport_;
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

}  // namespace
}  // namespace harness
