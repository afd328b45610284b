// What --help says a default is equals what the code applies when the flag
// is not given.
#include "harness/cli/help_defaults.h"

#include <map>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/cli/cli_flags.h"
#include "harness/cli/run_flags.h"
#include "harness/config/tournament_config.h"

namespace harness {
namespace {

std::string Default(const std::string& name) {
  for (const auto& [placeholder, value] : HelpDefaults()) {
    if (placeholder == name) return value;
  }
  ADD_FAILURE() << "no help default " << name;
  return "";
}

// A config with nothing set, completed as a run completes it.
tourney::v1::TournamentConfig Completed(tourney::v1::TournamentConfig::Format format) {
  tourney::v1::TournamentConfig config;
  config.set_format(format);
  for (const char* name : {"a", "b"}) {
    tourney::v1::EngineSpec* engine = config.add_engines();
    engine->set_name(name);
    engine->set_builtin("random");
  }
  ApplyDefaults(&config);
  return config;
}

TEST(HelpDefaultsTest, RunDefaultsAreTheOnesApplied) {
  const tourney::v1::TournamentConfig config =
      Completed(tourney::v1::TournamentConfig::ROUND_ROBIN);
  EXPECT_EQ(Default("$GAME"), config.game());
  EXPECT_EQ(Default("$GAMES"), absl::StrCat(config.games_per_pairing()));
  EXPECT_EQ(Default("$SEATS"), absl::StrCat(config.seats_per_game()));
  EXPECT_EQ(Default("$CONCURRENCY"), absl::StrCat(config.concurrency()));
  EXPECT_EQ(Default("$MOVE_TIME_MS"), absl::StrCat(config.move_time_ms()));
  EXPECT_EQ(Default("$DEADLINE_MARGIN_MS"), absl::StrCat(config.deadline_margin_ms()));
  EXPECT_EQ(Default("$UNREACHABLE_GRACE_MS"), absl::StrCat(config.unreachable_grace_ms()));
  EXPECT_EQ(Default("$PREPARE_TIMEOUT_MS"), absl::StrCat(config.prepare_timeout_ms()));
  EXPECT_EQ(Default("$MAX_STRING_BYTES"), absl::StrCat(config.max_engine_string_bytes()));
}

TEST(HelpDefaultsTest, FormatDefaultsAreTheOnesApplied) {
  EXPECT_EQ(
      Default("$TIEBREAK_PAIRS"),
      absl::StrCat(
          Completed(tourney::v1::TournamentConfig::KNOCKOUT).format_settings().tiebreak_pairs()));
  const tourney::v1::TournamentConfig rank = Completed(tourney::v1::TournamentConfig::RANK);
  EXPECT_EQ(Default("$RANK_CONFIDENCE"), absl::StrCat(rank.format_settings().confidence()));
  EXPECT_EQ(Default("$RESOLUTION_ELO"), absl::StrCat(rank.format_settings().resolution_elo()));
  EXPECT_EQ(Default("$RANK_GUARANTEE"),
            RankGuaranteeFlagValue(rank.format_settings().rank_guarantee()));
  EXPECT_EQ(Default("$RANK_GUARANTEE"), "adjacent");
}

TEST(HelpDefaultsTest, EveryPlaceholderInTheRunHelpIsReplaced) {
  const std::string help = SectionsHelp(RunFlagSections());
  EXPECT_EQ(help.find('$'), std::string::npos) << help;
  EXPECT_NE(help.find(absl::StrCat("(default ", kDefaultGamesPerPairing, ")")), std::string::npos);
}

TEST(HelpDefaultsTest, NamesThatBeginOthersAreReplacedWhole) {
  EXPECT_EQ(WithHelpDefaults("$GAMES $GAME"),
            absl::StrCat(Default("$GAMES"), " ", Default("$GAME")));
}

}  // namespace
}  // namespace harness
