// Flag parsing: a valued flag does not swallow the next flag, and number
// flags are checked against their ranges (number_ranges.h) with the line a
// config file's value gets.
#include "harness/cli/cli_flags.h"

#include "gtest/gtest.h"

namespace harness {
namespace {

absl::StatusOr<CliFlags> Parse(const std::vector<std::string>& args) {
  return CliFlags::Parse(args, {"games", "seed", "title"}, {"quiet"});
}

TEST(CliFlagsTest, AValuedFlagDoesNotTakeTheNextFlagAsItsValue) {
  EXPECT_EQ(Parse({"--games", "--seed", "3"}).status().message(),
            "--games needs a value, got the flag --seed (a value that starts with -- goes after "
            "'=': --games=VALUE)");
  EXPECT_EQ(Parse({"--games", "--seed=3"}).status().message(),
            "--games needs a value, got the flag --seed (a value that starts with -- goes after "
            "'=': --games=VALUE)");
  EXPECT_EQ(Parse({"--games", "--quiet"}).status().message(),
            "--games needs a value, got the flag --quiet (a value that starts with -- goes after "
            "'=': --games=VALUE)");
  EXPECT_EQ(Parse({"--seed"}).status().message(), "--seed needs a value");
  // After '=' anything is a value; a lone "--" and "-1" are values too.
  absl::StatusOr<CliFlags> flags = Parse({"--title=--x", "--games", "-1", "--seed", "--"});
  ASSERT_TRUE(flags.ok()) << flags.status();
  EXPECT_EQ(flags->Get("title"), "--x");
  EXPECT_EQ(flags->Get("games"), "-1");
  EXPECT_EQ(flags->Get("seed"), "--");
}

TEST(CliFlagsTest, NumberFlagsGetTheirRangesLine) {
  const auto games = [](const std::string& value) {
    absl::StatusOr<CliFlags> flags = Parse({"--games", value});
    return std::string(flags->GetInt(kGamesPerPairing, 20).status().message());
  };
  for (const std::string value : {"0", "x", "10000001", "99999999999999999999", "1e3"}) {
    EXPECT_EQ(games(value), "games_per_pairing (--games): " + value +
                                ": expected 1..10000000 games (rounded up to whole seat "
                                "rotations)");
  }
  EXPECT_EQ(*Parse({"--games", "40"})->GetInt(kGamesPerPairing, 20), 40);
  EXPECT_EQ(*Parse({})->GetInt(kGamesPerPairing, 20), 20);

  int64_t plies = -9;
  double score = -9;
  const auto apply = [&](const std::vector<std::string>& args) {
    absl::StatusOr<CliFlags> flags =
        CliFlags::Parse(args, {"max-plies", "draw-score", "resign-score"}, {});
    return ApplyNumberFlags(*flags, {{kMaxPlies, [&](int64_t v) { plies = v; }}},
                            {{kDrawScore, [&](double v) { score = v; }}});
  };
  EXPECT_TRUE(apply({"--max-plies", "0", "--draw-score", "2.5"}).ok());
  EXPECT_EQ(plies, 0);  // 0 = no cap, as in a config file
  EXPECT_EQ(score, 2.5);
  EXPECT_EQ(apply({"--draw-score", "nan"}).message(),
            "adjudication.draw_score (--draw-score): nan: expected at least 0 and at most 1e+06 "
            "(engine score units)");
  EXPECT_EQ(apply({"--draw-score", "1e999"}).message(),
            "adjudication.draw_score (--draw-score): 1e999: expected at least 0 and at most 1e+06 "
            "(engine score units)");
}

}  // namespace
}  // namespace harness
