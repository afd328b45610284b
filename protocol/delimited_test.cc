#include "protocol/delimited.h"

#include <string>

#include "gtest/gtest.h"

namespace protocol {
namespace {

using State = DelimitedPrefix::State;

// Lengths as protobuf's own encoder writes them (the varint examples of the
// encoding guide: 1 is 01, 150 is 96 01, 300 is ac 02).
TEST(DelimitedTest, LengthsAreProtobufVarints) {
  for (const auto& [size, header] :
       std::vector<std::pair<size_t, std::string>>{{0, std::string(1, '\0')},
                                                   {1, "\x01"},
                                                   {127, "\x7f"},
                                                   {150, "\x96\x01"},
                                                   {300, "\xac\x02"},
                                                   {16384, "\x80\x80\x01"}}) {
    std::string framed;
    AppendDelimited(std::string(size, 'm'), &framed);
    EXPECT_EQ(framed.substr(0, header.size()), header) << size;
    EXPECT_EQ(framed.size(), header.size() + size);
    const DelimitedPrefix prefix = ReadDelimitedPrefix(framed);
    EXPECT_EQ(prefix.state, State::kComplete);
    EXPECT_EQ(prefix.length, size);
    EXPECT_EQ(prefix.header, header.size());
  }
}

TEST(DelimitedTest, APrefixCutAnywhereIsIncomplete) {
  std::string framed;
  AppendDelimited(std::string(300, 'm'), &framed);
  framed += "next";
  EXPECT_EQ(ReadDelimitedPrefix("").state, State::kIncomplete);
  EXPECT_EQ(ReadDelimitedPrefix(framed.substr(0, 1)).header, 0u);  // the length itself is cut
  for (size_t cut = 0; cut < 302; ++cut) {
    EXPECT_EQ(ReadDelimitedPrefix(framed.substr(0, cut)).state, State::kIncomplete) << cut;
  }
  const DelimitedPrefix whole = ReadDelimitedPrefix(framed);  // what follows is not its business
  EXPECT_EQ(whole.state, State::kComplete);
  EXPECT_EQ(whole.header + whole.length, 302u);
}

TEST(DelimitedTest, ALengthThatNeverEndsIsBad) {
  EXPECT_EQ(ReadDelimitedPrefix(std::string(9, '\xff')).state, State::kIncomplete);
  EXPECT_EQ(ReadDelimitedPrefix(std::string(10, '\xff')).state, State::kBadLength);
}

}  // namespace
}  // namespace protocol
