#include "harness/engine/pipe_channel.h"

#include <signal.h>
#include <unistd.h>

#include <string>

#include "gtest/gtest.h"

namespace harness {
namespace {

using Clock = PipeChannel::Clock;

Clock::time_point In(int ms) { return Clock::now() + std::chrono::milliseconds(ms); }

// A channel reading what the test writes to `to_channel` and writing what
// the test reads from `from_channel`.
class PipeChannelTest : public testing::Test {
 protected:
  void SetUp() override {
    ::signal(SIGPIPE, SIG_IGN);
    ASSERT_EQ(::pipe(in_), 0);
    ASSERT_EQ(::pipe(out_), 0);
  }
  void TearDown() override {
    for (int fd : {in_[0], in_[1], out_[0], out_[1]}) {
      if (fd >= 0) ::close(fd);
    }
  }
  void Send(const std::string& bytes) {
    ASSERT_EQ(::write(in_[1], bytes.data(), bytes.size()), static_cast<ssize_t>(bytes.size()));
  }
  void CloseEnd(int& fd) {
    ::close(fd);
    fd = -1;
  }
  PipeChannel Channel(size_t max_message_bytes = PipeChannel::kDefaultMaxMessageBytes) {
    return PipeChannel(out_[1], in_[0], max_message_bytes);
  }

  int in_[2] = {-1, -1};   // test -> channel
  int out_[2] = {-1, -1};  // channel -> test
};

TEST_F(PipeChannelTest, SplitsAndJoinsWritesIntoLines) {
  PipeChannel channel = Channel();
  Send("one\ntw");
  EXPECT_EQ(*channel.ReadLine(In(1000)), "one");
  Send("o\nthree\n");
  EXPECT_EQ(*channel.ReadLine(In(1000)), "two");
  EXPECT_EQ(*channel.ReadLine(In(1000)), "three");
  EXPECT_EQ(channel.pending(), "");
}

TEST_F(PipeChannelTest, WritesALineWithItsNewline) {
  PipeChannel channel = Channel();
  ASSERT_TRUE(channel.WriteLine("hello", In(1000)).ok());
  char buffer[16];
  ASSERT_EQ(::read(out_[0], buffer, sizeof(buffer)), 6);
  EXPECT_EQ(std::string(buffer, 6), "hello\n");
}

TEST_F(PipeChannelTest, APartialLineThenSilenceIsATimeoutThatKeepsTheStart) {
  PipeChannel channel = Channel();
  Send("{\"id\":");
  absl::StatusOr<std::string> line = channel.ReadLine(In(50));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_EQ(line.status().message(), "a partial line (6 bytes: {\"id\":) then silence");
  EXPECT_EQ(channel.pending(), "{\"id\":");
  Send("3}\n");
  EXPECT_EQ(*channel.ReadLine(In(1000)), "{\"id\":3}");
}

TEST_F(PipeChannelTest, SilenceIsATimeoutAfterTheDeadline) {
  PipeChannel channel = Channel();
  const Clock::time_point start = Clock::now();
  absl::StatusOr<std::string> line = channel.ReadLine(In(100));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_EQ(line.status().message(), "no line");
  EXPECT_GE(Clock::now() - start, std::chrono::milliseconds(100));
}

TEST_F(PipeChannelTest, APastDeadlineStillTakesWhatHasArrived) {
  PipeChannel channel = Channel();
  Send("ready\n");
  EXPECT_EQ(*channel.ReadLine(Clock::now() - std::chrono::seconds(1)), "ready");
  EXPECT_EQ(channel.ReadLine(Clock::now()).status().code(), absl::StatusCode::kDeadlineExceeded);
}

TEST_F(PipeChannelTest, AnEndlessLineFailsAsSoonAsItPassesTheCap) {
  PipeChannel channel = Channel(100);
  Send(std::string(101, 'x'));  // and the writer stays open
  const Clock::time_point start = Clock::now();
  absl::StatusOr<std::string> line = channel.ReadLine(In(30000));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(line.status().message(),
            "a line longer than 100 bytes: " + std::string(80, 'x') + "...");
  EXPECT_LT(Clock::now() - start, std::chrono::seconds(10));  // did not wait for the deadline
}

TEST_F(PipeChannelTest, ACompleteLineOverTheCapFailsToo) {
  PipeChannel channel = Channel(100);
  Send(std::string(100, 'x') + "\n" + std::string(101, 'y') + "\n");
  EXPECT_EQ(channel.ReadLine(In(1000))->size(), 100u);
  EXPECT_EQ(channel.ReadLine(In(1000)).status().code(), absl::StatusCode::kResourceExhausted);
}

TEST_F(PipeChannelTest, EndOfStreamComesAfterTheLastLine) {
  PipeChannel channel = Channel();
  Send("last\nhalf");
  CloseEnd(in_[1]);
  EXPECT_EQ(*channel.ReadLine(In(1000)), "last");
  absl::StatusOr<std::string> line = channel.ReadLine(In(1000));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kUnavailable);
  EXPECT_EQ(line.status().message(), "end of stream after a partial line (4 bytes: half)");
  EXPECT_EQ(channel.ReadLine(In(1000)).status().message(), line.status().message());
}

TEST_F(PipeChannelTest, EndOfStreamWithNothingPending) {
  PipeChannel channel = Channel();
  CloseEnd(in_[1]);
  absl::StatusOr<std::string> line = channel.ReadLine(In(1000));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kUnavailable);
  EXPECT_EQ(line.status().message(), "end of stream");
}

TEST_F(PipeChannelTest, WritingToAClosedReaderIsUnavailable) {
  PipeChannel channel = Channel();
  CloseEnd(out_[0]);
  absl::Status written = channel.WriteLine("anyone?", In(1000));
  EXPECT_EQ(written.code(), absl::StatusCode::kUnavailable);
  EXPECT_EQ(written.message(), "broken pipe: nobody reads");
}

TEST_F(PipeChannelTest, WritingToAReaderThatDoesNotReadTimesOut) {
  PipeChannel channel = Channel();
  const std::string big(1 << 20, 'z');  // more than a pipe holds
  absl::Status written = channel.WriteLine(big, In(100));
  EXPECT_EQ(written.code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_NE(written.message().find(" of 1048577 bytes and no more"), absl::string_view::npos)
      << written.message();
}

TEST(LineExcerptTest, QuotesOneLineOfAtMostEightyBytes) {
  EXPECT_EQ(LineExcerpt("two\nlines"), "two\\nlines");
  // Quotes as written (a JSON writer escapes them once), controls escaped.
  EXPECT_EQ(LineExcerpt("{\"id\":3}\x1b\\\xff"), "{\"id\":3}\\x1b\\\\\\xff");
  EXPECT_EQ(LineExcerpt(std::string(81, 'a')), std::string(80, 'a') + "...");
  EXPECT_EQ(LineExcerpt(std::string(80, 'a')), std::string(80, 'a'));
}

// Delimited messages: a varint byte count, then the bytes.
TEST_F(PipeChannelTest, DelimitedMessagesRoundTripWhateverTheirSize) {
  PipeChannel channel = Channel();
  // 0, 1 and 2 length bytes; bytes a line protocol could not carry.
  for (const std::string& message :
       {std::string(), std::string("a\nb\0c", 5), std::string(300, '\x80')}) {
    ASSERT_TRUE(channel.WriteDelimited(message, In(1000)).ok());
    char buffer[400];
    const ssize_t n = ::read(out_[0], buffer, sizeof(buffer));
    Send(std::string(buffer, static_cast<size_t>(n)));
    EXPECT_EQ(*channel.ReadDelimited(In(1000)), message);
  }
}

TEST_F(PipeChannelTest, ADelimitedLengthIsAVarint) {
  PipeChannel channel = Channel();
  Send(std::string("\xac\x02", 2) + std::string(300, 'q'));  // 300 = 0b10'0101100
  EXPECT_EQ(channel.ReadDelimited(In(1000))->size(), 300u);
  ASSERT_TRUE(channel.WriteDelimited(std::string(300, 'q'), In(1000)).ok());
  char header[2];
  ASSERT_EQ(::read(out_[0], header, 2), 2);
  EXPECT_EQ(std::string(header, 2), "\xac\x02");
}

TEST_F(PipeChannelTest, ADelimitedMessageSplitAcrossWritesIsJoined) {
  PipeChannel channel = Channel();
  Send("\x05he");
  absl::StatusOr<std::string> early = channel.ReadDelimited(In(50));
  EXPECT_EQ(early.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_EQ(early.status().message(), "a partial message (3 bytes: \\x05he) then silence");
  Send("llo\x01!");
  EXPECT_EQ(*channel.ReadDelimited(In(1000)), "hello");
  EXPECT_EQ(*channel.ReadDelimited(In(1000)), "!");
}

TEST_F(PipeChannelTest, ADelimitedLengthOverTheCapFailsBeforeTheBytesArrive) {
  PipeChannel channel = Channel(100);
  Send("\x65");  // 101, and nothing after it
  absl::StatusOr<std::string> message = channel.ReadDelimited(In(30000));
  EXPECT_EQ(message.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(message.status().message(), "a message of 101 bytes (at most 100): e");
  PipeChannel endless = Channel();
  Send(std::string(10, '\xff'));
  EXPECT_EQ(endless.ReadDelimited(In(1000)).status().code(), absl::StatusCode::kResourceExhausted);
}

TEST_F(PipeChannelTest, EndOfStreamInsideADelimitedMessage) {
  PipeChannel channel = Channel();
  Send("\x09short");
  CloseEnd(in_[1]);
  absl::StatusOr<std::string> message = channel.ReadDelimited(In(1000));
  EXPECT_EQ(message.status().code(), absl::StatusCode::kUnavailable);
  EXPECT_EQ(message.status().message(),
            "end of stream after a partial message (6 bytes: \\tshort)");
}

}  // namespace
}  // namespace harness
