#include "harness/engine/text_channel.h"

#include <unistd.h>

#include <string>

#include "gtest/gtest.h"

namespace harness {
namespace {

// A channel reading what the test writes into a pipe.
class TextChannelTest : public testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(::pipe(fds_), 0); }
  void TearDown() override {
    if (fds_[1] >= 0) ::close(fds_[1]);
    ::close(fds_[0]);
  }
  void Write(const std::string& text) {
    ASSERT_EQ(::write(fds_[1], text.data(), text.size()), static_cast<ssize_t>(text.size()));
  }
  void CloseWriteEnd() {
    ::close(fds_[1]);
    fds_[1] = -1;
  }
  TextChannel Channel(size_t cap = TextChannel::kDefaultMaxLineBytes) {
    return TextChannel(-1, fds_[0], cap);
  }
  int fds_[2] = {-1, -1};
};

TEST_F(TextChannelTest, SplitsLinesAndDropsCarriageReturns) {
  TextChannel channel = Channel();
  Write("= c5\r\n\nsecond");
  EXPECT_EQ(*channel.ReadLine(DeadlineAfterMs(1000)), "= c5");
  EXPECT_EQ(*channel.ReadLine(DeadlineAfterMs(1000)), "");
  Write(" line\n");
  EXPECT_EQ(*channel.ReadLine(DeadlineAfterMs(1000)), "second line");
}

TEST_F(TextChannelTest, APartialLineIsNotALine) {
  TextChannel channel = Channel();
  Write("= c");
  const absl::StatusOr<std::string> line = channel.ReadLine(DeadlineAfterMs(50));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_EQ(line.status().message(), "a partial line '= c' and then nothing");
}

TEST_F(TextChannelTest, EndOfFileIsUnavailable) {
  TextChannel channel = Channel();
  Write("last\n");
  CloseWriteEnd();
  EXPECT_EQ(*channel.ReadLine(DeadlineAfterMs(1000)), "last");
  EXPECT_EQ(channel.ReadLine(DeadlineAfterMs(1000)).status().code(),
            absl::StatusCode::kUnavailable);
}

TEST_F(TextChannelTest, ALineLongerThanTheCapIsRefused) {
  TextChannel channel = Channel(/*cap=*/100);
  Write(std::string(99, 'x') + "\n");
  EXPECT_EQ(channel.ReadLine(DeadlineAfterMs(1000))->size(), 99u);
  Write(std::string(5000, 'y'));
  const absl::StatusOr<std::string> line = channel.ReadLine(DeadlineAfterMs(1000));
  EXPECT_EQ(line.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(line.status().message(), "the engine wrote more than 100 bytes without a newline");
}

TEST(QuotedTest, CutsLongText) {
  EXPECT_EQ(Quoted("= d3"), "'= d3'");
  EXPECT_EQ(Quoted(std::string(250, 'z')), "'" + std::string(200, 'z') + "...' (250 bytes)");
}

}  // namespace
}  // namespace harness
