#include "protocol/string_caps.h"

#include <string>

#include "bot/v1/stdio.pb.h"
#include "gtest/gtest.h"

namespace protocol {
namespace {

TEST(StringCapsTest, ShortStringsStayAsTheyAre) {
  std::string text = "book";
  EXPECT_FALSE(CapString(&text, 4));
  EXPECT_EQ(text, "book");
}

TEST(StringCapsTest, ALongStringIsCutAndMarked) {
  std::string text(5000, 'x');
  EXPECT_TRUE(CapString(&text, 1024));
  EXPECT_EQ(text, std::string(1024, 'x') + "\xE2\x80\xA6[cut 3976 bytes]");
  EXPECT_LE(text.size(), 1024 + kCutMarkBytes);
}

TEST(StringCapsTest, NoCutInsideAUtf8Sequence) {
  std::string text = "ab\xC3\xA9\xC3\xA9";  // "abéé"
  EXPECT_TRUE(CapString(&text, 3));
  EXPECT_EQ(text, "ab\xE2\x80\xA6[cut 4 bytes]");
}

TEST(StringCapsTest, EveryStringOfAnAnswerIsCapped) {
  bot::v1::StdioResponse answer;
  bot::v1::EngineInfo& info = *answer.mutable_get_info();
  info.set_name(std::string(1 << 20, 'n'));
  info.set_version("1.0");
  info.add_games()->add_variants(std::string(2000, 'v'));
  bot::v1::OptionSpec& option = *info.add_options();
  option.set_name("style");
  option.add_choices(std::string(3000, 'c'));
  option.set_description(std::string(4000, 'd'));
  EXPECT_EQ(CapEngineStrings(&answer, 100), 4);
  EXPECT_EQ(info.name(), std::string(100, 'n') + "\xE2\x80\xA6[cut 1048476 bytes]");
  EXPECT_EQ(info.version(), "1.0");
  EXPECT_EQ(info.games(0).variants(0).size(), 100 + std::string("…[cut 1900 bytes]").size());
  EXPECT_EQ(info.options(0).name(), "style");
  EXPECT_LT(info.options(0).choices(0).size(), 100 + kCutMarkBytes);
  EXPECT_LT(info.options(0).description().size(), 100 + kCutMarkBytes);
}

TEST(StringCapsTest, CommentAndPrincipalVariationAreCapped) {
  bot::v1::DecideResponse response;
  response.mutable_action()->mutable_reversi()->set_square(19);
  bot::v1::SearchInfo& info = *response.mutable_info();
  info.set_comment(std::string(900000, '#'));
  for (int i = 0; i < 1000; ++i) info.add_principal_variation()->mutable_reversi()->set_square(1);
  EXPECT_EQ(CapEngineStrings(&response, kDefaultEngineStringCap), 1);
  EXPECT_LT(info.comment().size(), kDefaultEngineStringCap + kCutMarkBytes);
  EXPECT_EQ(info.principal_variation_size(), kMaxPvActions);
  EXPECT_EQ(response.action().reversi().square(), 19u);
}

}  // namespace
}  // namespace protocol
