#include "harness/config/one_line.h"

#include "gtest/gtest.h"

namespace harness {
namespace {

// What a hostile engine name or log holds (issue 60): none of it may reach
// a terminal or a text file's rows as it is.
TEST(OneLineTest, EscapesEveryControlCharacter) {
  EXPECT_EQ(OneLine("a\nb\tc\rd"), "a\\nb\\tc\\rd");
  EXPECT_EQ(OneLine("\x1b[31mred\x07"), "\\x1b[31mred\\x07");
  EXPECT_EQ(OneLine("\x1b]0;title\x07"), "\\x1b]0;title\\x07");
  EXPECT_EQ(OneLine(std::string("nul\0del\x7f", 8)), "nul\\x00del\\x7f");
  // C1 controls as UTF-8 (CSI, OSC), and bytes of no UTF-8 character.
  EXPECT_EQ(OneLine("\xc2\x9b"
                    "2J\xc2\x9d"),
            "\\u009b2J\\u009d");
  EXPECT_EQ(OneLine("\x9b\xff\xc0\x80\xed\xa0\x80"), "\\x9b\\xff\\xc0\\x80\\xed\\xa0\\x80");
  EXPECT_EQ(OneLine("\xe2\x82"), "\\xe2\\x82");  // a character cut short
}

TEST(OneLineTest, KeepsPrintableTextAndUtf8) {
  EXPECT_EQ(OneLine("Édouard's bot ½ → 日本 🎲"), "Édouard's bot ½ → 日本 🎲");
  EXPECT_EQ(OneLine("\xc2\xa0"), "\xc2\xa0");  // U+00A0, just past the C1 range
}

}  // namespace
}  // namespace harness
