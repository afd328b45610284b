// Resolving a config: defaults, the one check, the suite read and pinned,
// the id of what is played; states made without another lookup.
#include "harness/plan/resolved_tournament.h"

#include <cstdlib>
#include <fstream>

#include "games/common/game_registry.h"
#include "gtest/gtest.h"
#include "harness/config/tournament_config.h"

namespace harness {
namespace {

std::string WriteFile(const std::string& name, const std::string& text) {
  const char* dir = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(dir ? dir : "/tmp") + "/" + name;
  std::ofstream(path) << text;
  return path;
}

tourney::v1::TournamentConfig TwoRandoms() {
  tourney::v1::TournamentConfig config;
  for (const char* name : {"a", "b"}) {
    tourney::v1::EngineSpec* engine = config.add_engines();
    engine->set_name(name);
    engine->set_builtin("random");
  }
  config.set_seed(5);
  return config;
}

TEST(ResolvedTournamentTest, AppliesDefaultsAndKeepsTheIdOfTheDefaultedConfig) {
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> resolved =
      ResolvedTournament::Resolve(TwoRandoms());
  ASSERT_TRUE(resolved.ok()) << resolved.status();
  tourney::v1::TournamentConfig defaulted = TwoRandoms();
  ApplyDefaults(&defaulted);
  EXPECT_EQ((*resolved)->config().SerializeAsString(), defaulted.SerializeAsString());
  // The id logs were written with before there was a resolved tournament.
  EXPECT_EQ((*resolved)->id(), TournamentId(defaulted));
  EXPECT_EQ((*resolved)->game().id(), "reversi");
  EXPECT_EQ((*resolved)->schedule().size(), defaulted.games_per_pairing());
  EXPECT_TRUE((*resolved)->openings().empty());
}

TEST(ResolvedTournamentTest, NewStateIsTheRegistrysGame) {
  tourney::v1::TournamentConfig config = TwoRandoms();
  config.set_game("yacht");
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> resolved =
      ResolvedTournament::Resolve(config);
  ASSERT_TRUE(resolved.ok()) << resolved.status();
  for (uint64_t seed : {1u, 2u, 77u}) {
    EXPECT_EQ((*resolved)->game().NewState(seed)->PositionText(),
              (*games::NewGame("yacht", "", seed))->PositionText());
  }
}

TEST(ResolvedTournamentTest, PinsTheSuiteAndRefusesItOnceEdited) {
  const std::string path = WriteFile("resolved_suite.txt", "f5d6\nf5f6\n# c\nf5f4\n");
  tourney::v1::TournamentConfig config = TwoRandoms();
  config.mutable_openings()->set_file(path);
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> first =
      ResolvedTournament::Resolve(config);
  ASSERT_TRUE(first.ok()) << first.status();
  EXPECT_EQ((*first)->openings().size(), 3u);
  EXPECT_EQ((*first)->openings()[2].line, 4);
  EXPECT_EQ((*first)->config().openings().digest().size(), 16u);
  EXPECT_EQ((*first)->id(), TournamentId((*first)->config()));
  // Every seat rotation plays a suite opening.
  EXPECT_NE((*first)->schedule().Game(0).opening, nullptr);

  WriteFile("resolved_suite.txt", "f5d6\n");
  const absl::StatusOr<std::unique_ptr<const ResolvedTournament>> resumed =
      ResolvedTournament::Resolve((*first)->config());
  ASSERT_FALSE(resumed.ok());
  EXPECT_NE(resumed.status().message().find("changed since this tournament started"),
            std::string::npos)
      << resumed.status();
}

TEST(ResolvedTournamentTest, RefusesWhatTheConfigCheckRefuses) {
  tourney::v1::TournamentConfig config = TwoRandoms();
  config.set_game("chess");
  EXPECT_EQ(ResolvedTournament::Resolve(config).status().message(), ValidateConfig([&] {
                                                                      ApplyDefaults(&config);
                                                                      return config;
                                                                    }())
                                                                        .message());
  EXPECT_NE(ResolvedTournament::Resolve(config).status().message().find("unknown game 'chess'"),
            std::string::npos);
}

}  // namespace
}  // namespace harness
