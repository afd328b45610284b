#include "harness/league/league_tokens.h"

#include <string>

#include "gtest/gtest.h"

namespace harness {
namespace {

TEST(LeagueTokensTest, ATokenMatchesItsOwnHashOnly) {
  const std::string token = NewToken();
  const std::string other = NewToken();
  EXPECT_NE(token, other);
  EXPECT_EQ(token.rfind("tky_", 0), 0u) << token;
  EXPECT_EQ(token.size(), 4u + 64u);
  const std::string hash = TokenHash(token);
  EXPECT_EQ(hash.size(), 64u);
  EXPECT_EQ(hash.find_first_not_of("0123456789abcdef"), std::string::npos) << hash;
  EXPECT_NE(hash, token);
  EXPECT_EQ(hash.find(token.substr(4)), std::string::npos);
  EXPECT_EQ(TokenHash(token), hash);
  EXPECT_TRUE(TokenMatches(token, hash));
  EXPECT_FALSE(TokenMatches(other, hash));
  EXPECT_FALSE(TokenMatches(token, TokenHash(other)));
  EXPECT_FALSE(TokenMatches(token, token));  // a token is never its own hash
  EXPECT_FALSE(TokenMatches(token, hash.substr(0, 32)));
  EXPECT_FALSE(TokenMatches(token, ""));
  EXPECT_FALSE(TokenMatches("", hash));
}

}  // namespace
}  // namespace harness
