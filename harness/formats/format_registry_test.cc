#include "harness/formats/format_registry.h"

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

using tourney::v1::TournamentConfig;

TournamentConfig Config(TournamentConfig::Format format, int engines) {
  TournamentConfig config;
  config.set_format(format);
  config.set_seats_per_game(2);
  config.set_games_per_pairing(2);
  for (int i = 0; i < engines; ++i) config.add_engines()->set_name(absl::StrCat("e", i));
  ApplyFormatDefaults(&config);
  return config;
}

TEST(FormatRegistryTest, EveryFormatIsFoundByItsNameAndAnUnknownOneListsThem) {
  for (const FormatKind* format : RegisteredFormats()) {
    absl::StatusOr<const FormatKind*> found = FindFormat(format->name());
    ASSERT_TRUE(found.ok()) << format->name();
    EXPECT_EQ(*found, format);
    TournamentConfig config;
    config.set_format(format->id());
    EXPECT_EQ(&FormatOf(config), format);
  }
  const absl::Status unknown = FindFormat("arena").status();
  EXPECT_EQ(unknown.message(),
            "--format=arena: expected round_robin, gauntlet, swiss, knockout or rank");
  TournamentConfig config = Config(TournamentConfig::SWISS, 4);
  config.set_format(static_cast<TournamentConfig::Format>(17));
  EXPECT_TRUE(absl::StrContains(CheckFormat(config).message(), "format 17 is not one of"));
}

// A setting of another format is refused by name; one both read (the
// seeding of a knockout and a Swiss) is not.
TEST(FormatRegistryTest, AnotherFormatsSettingIsRefusedByName) {
  TournamentConfig config = Config(TournamentConfig::KNOCKOUT, 4);
  config.mutable_format_settings()->set_rounds(3);
  EXPECT_EQ(CheckFormat(config).message(),
            "format_settings.rounds (--rounds) is a setting of the Swiss format, and this "
            "tournament is knockout");
  TournamentConfig seeded = Config(TournamentConfig::SWISS, 4);
  seeded.mutable_format_settings()->set_seeding("ratings.txt");
  EXPECT_TRUE(CheckFormat(seeded).ok()) << CheckFormat(seeded);
}

// A Swiss plays the engines present each round: 5 engines and a late entry
// from round 3 of 4, two games a match: rounds 1-2 pair 4 of 5, rounds 3-4
// all 6, (2 + 2 + 3 + 3) x 2 = 20 games (not 4 x 3 x 2); an engine
// withdrawn after round 2 takes its matches out of rounds 3-4 again.
TEST(FormatRegistryTest, ASwissExpectsTheGamesOfTheEnginesPresentEachRound) {
  TournamentConfig config = Config(TournamentConfig::SWISS, 6);
  config.mutable_format_settings()->set_rounds(4);
  auto* entry = config.mutable_format_settings()->add_late_entries();
  entry->set_engine("e5");
  entry->set_round(3);
  ASSERT_TRUE(CheckFormat(config).ok()) << CheckFormat(config);
  EXPECT_EQ(FormatOf(config).ExpectedGames(FormatContext(config)), 20);
  auto* withdrawal = config.mutable_format_settings()->add_withdrawals();
  withdrawal->set_engine("e0");
  withdrawal->set_after_round(2);
  EXPECT_EQ(FormatOf(config).ExpectedGames(FormatContext(config)), 16);
}

}  // namespace
}  // namespace harness
