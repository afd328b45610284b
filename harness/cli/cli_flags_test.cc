// Flag parsing: a valued flag does not swallow the next flag, and number
// flags are checked against their ranges (number_ranges.h) with the line a
// config file's value gets; a flag's row and its --help lines.
#include "harness/cli/cli_flags.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/cli/run_flags.h"

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

// Number flags as rows of a table, as the commands have them.
struct Numbers {
  int64_t games = 20;
  int64_t plies = -9;
  double score = -9;
};

const Flag<Numbers> kNumberFlags[] = {
    {{"games", Arity::kValue, "N", "games"},
     Int<Numbers>(kGamesPerPairing, [](int64_t v, Numbers& n) { n.games = v; })},
    {{"max-plies", Arity::kValue, "N", "plies"},
     Int<Numbers>(kMaxPlies, [](int64_t v, Numbers& n) { n.plies = v; })},
    {{"draw-score", Arity::kValue, "S", "score"},
     Real<Numbers>(kDrawScore, [](double v, Numbers& n) { n.score = v; })},
};

absl::StatusOr<Numbers> Apply(const std::vector<std::string>& args) {
  const std::vector<FlagSection<Numbers>> sections = {
      {"", {std::begin(kNumberFlags), std::end(kNumberFlags)}}};
  absl::StatusOr<CliFlags> flags = ParseFlags(args, sections);
  if (!flags.ok()) return flags.status();
  Numbers numbers;
  absl::Status applied = ApplyFlags(*flags, sections, numbers);
  if (!applied.ok()) return applied;
  return numbers;
}

TEST(CliFlagsTest, NumberFlagsGetTheirRangesLine) {
  const auto games = [](const std::string& value) {
    return std::string(Apply({"--games", value}).status().message());
  };
  for (const std::string value : {"0", "x", "10000001", "99999999999999999999", "1e3"}) {
    EXPECT_EQ(games(value), "games_per_pairing (--games): " + value +
                                ": expected 1..10000000 games (rounded up to whole seat "
                                "rotations)");
  }
  EXPECT_EQ(Apply({"--games", "40"})->games, 40);
  EXPECT_EQ(Apply({})->games, 20);

  absl::StatusOr<Numbers> applied = Apply({"--max-plies", "0", "--draw-score", "2.5"});
  ASSERT_TRUE(applied.ok()) << applied.status();
  EXPECT_EQ(applied->plies, 0);  // 0 = no cap, as in a config file
  EXPECT_EQ(applied->score, 2.5);
  EXPECT_EQ(Apply({"--draw-score", "nan"}).status().message(),
            "adjudication.draw_score (--draw-score): nan: expected at least 0 and at most 1e+06 "
            "(engine score units)");
  EXPECT_EQ(Apply({"--draw-score", "1e999"}).status().message(),
            "adjudication.draw_score (--draw-score): 1e999: expected at least 0 and at most 1e+06 "
            "(engine score units)");
}

// A number row's range names the flag of its row (the range's line quotes it).
TEST(CliFlagsTest, RunFlagRangesNameTheirFlag) {
  for (const FlagSection<RunFlagValues>& section : RunFlagSections()) {
    for (const Flag<RunFlagValues>& row : section.rows) {
      const char* flag = row.action.int_range    ? row.action.int_range->flag
                         : row.action.real_range ? row.action.real_range->flag
                                                 : nullptr;
      if (flag != nullptr) {
        EXPECT_EQ(std::string(flag), std::string("--") + row.doc.name);
      }
    }
  }
}

absl::StatusOr<RunFlagValues> ApplyRun(const std::vector<std::string>& args) {
  const std::vector<FlagSection<RunFlagValues>> sections = RunFlagSections();
  absl::StatusOr<CliFlags> flags = ParseFlags(args, sections);
  if (!flags.ok()) return flags.status();
  RunFlagValues values;
  absl::Status applied = ApplyRunFlags(*flags, sections, &values);
  if (!applied.ok()) return applied;
  return values;
}

TEST(CliFlagsTest, RankGuaranteeTakesItsTwoModesAndRefusesOthersInOneLine) {
  using tourney::v1::FormatSettings;
  absl::StatusOr<RunFlagValues> whole = ApplyRun({"--rank-guarantee", "whole-order"});
  ASSERT_TRUE(whole.ok()) << whole.status();
  EXPECT_EQ(whole->config.format_settings().rank_guarantee(), FormatSettings::WHOLE_ORDER);
  absl::StatusOr<RunFlagValues> adjacent = ApplyRun({"--rank-guarantee=adjacent"});
  ASSERT_TRUE(adjacent.ok()) << adjacent.status();
  EXPECT_EQ(adjacent->config.format_settings().rank_guarantee(), FormatSettings::ADJACENT);
  for (const std::string value : {"whole_order", "WHOLE-ORDER", "whole", "", "1"}) {
    EXPECT_EQ(ApplyRun({"--rank-guarantee=" + value}).status().message(),
              "--rank-guarantee=" + value + ": expected adjacent or whole-order");
  }
  EXPECT_EQ(RankGuaranteeFlagValue(FormatSettings::WHOLE_ORDER), "whole-order");
}

// --help lays a row out as it always was: the flag in 22 columns, then its
// text; a longer flag on a line of its own.
TEST(CliFlagsTest, HelpLinesLayOutTheRow) {
  EXPECT_EQ(FlagHelp({"games", Arity::kValue, "N", "games per pairing\nmore"}),
            "  --games N              games per pairing\n"
            "                         more\n");
  EXPECT_EQ(FlagHelp({"unreachable-grace-ms", Arity::kValue, "N", "how long"}),
            "  --unreachable-grace-ms N\n"
            "                         how long\n");
  EXPECT_EQ(FlagHelp({"quiet", Arity::kSwitch, "", "no progress line"}),
            "  --quiet                no progress line\n");
}

}  // namespace
}  // namespace harness
