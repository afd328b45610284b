// The opening-suite and adjudication flags: what they set, and one line
// naming the flag for a bad value.
#include "harness/cli/match_rule_flags.h"

#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

absl::StatusOr<tourney::v1::TournamentConfig> Apply(const std::vector<std::string>& args,
                                                    tourney::v1::TournamentConfig config = {}) {
  absl::StatusOr<CliFlags> flags = ParseFlags(args, RunFlagSections());
  if (!flags.ok()) return flags.status();
  RunFlagValues settings;
  settings.config = std::move(config);
  absl::Status applied = ApplyRunFlags(*flags, RunFlagSections(), &settings);
  if (!applied.ok()) return applied;
  return settings.config;
}

TEST(MatchRuleFlagsTest, SetTheConfigBlocks) {
  tourney::v1::TournamentConfig start;
  start.set_opening_plies(4);  // as the default tournament has
  absl::StatusOr<tourney::v1::TournamentConfig> config = Apply(
      {"--openings", "suite.txt", "--openings-order=random", "--openings-start", "7",
       "--solve-empties", "14", "--resign-moves", "4", "--resign-score", "20.5", "--draw-moves=6",
       "--draw-score", "0.5", "--draw-after-ply", "40", "--max-plies", "200"},
      start);
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(config->openings().file(), "suite.txt");
  EXPECT_EQ(config->openings().order(), tourney::v1::OpeningsConfig::RANDOM);
  EXPECT_EQ(config->openings().start(), 7);
  EXPECT_EQ(config->opening_plies(), 0);  // the suite replaces the random plies
  const tourney::v1::AdjudicationConfig& rules = config->adjudication();
  EXPECT_EQ(rules.solve_empties(), 14);
  EXPECT_EQ(rules.resign_moves(), 4);
  EXPECT_EQ(rules.resign_score(), 20.5);
  EXPECT_EQ(rules.draw_moves(), 6);
  EXPECT_EQ(rules.draw_score(), 0.5);
  EXPECT_EQ(rules.draw_after_ply(), 40);
  EXPECT_EQ(rules.max_plies(), 200);
}

TEST(MatchRuleFlagsTest, NoFlagsLeaveNoBlocks) {
  absl::StatusOr<tourney::v1::TournamentConfig> config = Apply({});
  ASSERT_TRUE(config.ok());
  EXPECT_FALSE(config->has_openings());
  EXPECT_FALSE(config->has_adjudication());
  // --solve-empties 0 is a setting, not its absence.
  config = Apply({"--solve-empties", "0"});
  ASSERT_TRUE(config.ok());
  EXPECT_TRUE(config->adjudication().has_solve_empties());
  // Both on the command line: kept, for ValidateConfig to refuse.
  config = Apply({"--openings", "suite.txt", "--opening-plies", "4"}, [] {
    tourney::v1::TournamentConfig c;
    c.set_opening_plies(4);
    return c;
  }());
  ASSERT_TRUE(config.ok());
  EXPECT_EQ(config->opening_plies(), 4);
}

TEST(MatchRuleFlagsTest, BadValuesNameTheFieldTheFlagAndTheRange) {
  EXPECT_EQ(Apply({"--solve-empties", "65"}).status().message(),
            "adjudication.solve_empties (--solve-empties): 65: expected 0..64 empty squares");
  EXPECT_EQ(Apply({"--resign-moves", "-1"}).status().message(),
            "adjudication.resign_moves (--resign-moves): -1: expected 1..1000 decisions (0 = off)");
  EXPECT_EQ(Apply({"--resign-score", "x"}).status().message(),
            "adjudication.resign_score (--resign-score): x: expected more than 0 and at most "
            "1e+06 (engine score units)");
  EXPECT_EQ(Apply({"--draw-score", "-1"}).status().message(),
            "adjudication.draw_score (--draw-score): -1: expected at least 0 and at most 1e+06 "
            "(engine score units)");
  for (const std::string value : {"nan", "inf", "-inf"}) {
    EXPECT_EQ(Apply({"--draw-score", value}).status().message(),
              "adjudication.draw_score (--draw-score): " + value +
                  ": expected at least 0 and at most 1e+06 (engine score units)");
  }
  EXPECT_EQ(Apply({"--openings-order", "shuffled"}).status().message(),
            "--openings-order=shuffled: expected sequential or random");
  EXPECT_EQ(Apply({"--openings-start", "-1"}).status().message(),
            "openings.start (--openings-start): -1: expected 1..100000000 (0 = 1)");
}

}  // namespace
}  // namespace harness
