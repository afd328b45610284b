#include "protocol/json_nesting.h"

#include <chrono>
#include <string>

#include "gtest/gtest.h"

namespace protocol {
namespace {

constexpr size_t kNone = absl::string_view::npos;

std::string Nested(int depth, const std::string& inner = "0") {
  return std::string(depth, '[') + inner + std::string(depth, ']');
}

TEST(JsonNestingTest, AnswersWithinTheLimitPass) {
  EXPECT_EQ(JsonNestingPastDepth(R"({"id":2,"decide":{"action":{"reversi":{"square":29}}}})"),
            kNone);
  EXPECT_EQ(JsonNestingPastDepth(Nested(kMaxJsonNesting)), kNone);
  EXPECT_EQ(JsonNestingPastDepth(""), kNone);
  EXPECT_EQ(JsonNestingPastDepth("not json at all"), kNone);
}

TEST(JsonNestingTest, TheBracketPastTheLimitIsFound) {
  EXPECT_EQ(JsonNestingPastDepth(Nested(kMaxJsonNesting + 1)), size_t{kMaxJsonNesting});
  EXPECT_EQ(JsonNestingPastDepth(R"({"a":[{"b":[1]}]})", 3), 11u);
  // Siblings do not add up.
  EXPECT_EQ(JsonNestingPastDepth("[[1],[2],[3],[4]]", 2), kNone);
}

TEST(JsonNestingTest, BracketsInStringsDoNotCount) {
  EXPECT_EQ(JsonNestingPastDepth(R"({"comment":"[[[[[[[[{{{{"})", 2), kNone);
  // An escaped quote does not end the string; an escaped backslash does not
  // escape the quote after it.
  EXPECT_EQ(JsonNestingPastDepth(R"({"c":"\"[[[[["})", 2), kNone);
  EXPECT_EQ(JsonNestingPastDepth(R"({"c":"\\",[[[1]]]})", 2), 11u);
}

TEST(JsonNestingTest, StrayClosersDoNotGoNegative) {
  EXPECT_EQ(JsonNestingPastDepth("]]]][[[", 2), 6u);
}

// The attack of issue 31 (half a million levels, which protobuf's reader
// took over ten minutes on): found in one linear pass.
TEST(JsonNestingTest, AHalfMillionLevelsAreRefusedAtOnce) {
  const std::string line = R"({"id":2,"decide":{"info":{"comment":)" + Nested(500000) + "}}}";
  const auto start = std::chrono::steady_clock::now();
  EXPECT_NE(JsonNestingPastDepth(line), kNone);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

}  // namespace
}  // namespace protocol
