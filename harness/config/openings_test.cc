// Opening suites: reading a file (comments, errors with file:line and why),
// the order pairs play them in, and the shipped Reversi suite.
#include "harness/config/openings.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "absl/strings/str_cat.h"
#include "games/common/game_registry.h"
#include "gtest/gtest.h"
#include "harness/config/tournament_config.h"

namespace harness {
namespace {

constexpr char kShippedSuite[] = "examples/openings/reversi_8ply_balanced.txt";

std::string WriteFile(const std::string& name, const std::string& text) {
  const char* dir = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(dir ? dir : "/tmp") + "/" + name;
  std::ofstream(path) << text;
  return path;
}

tourney::v1::TournamentConfig ConfigWith(const std::string& game, const std::string& path) {
  tourney::v1::TournamentConfig config;
  config.set_game(game);
  config.mutable_openings()->set_file(path);
  ApplyDefaults(&config);
  return config;
}

// The suite of a config, read as a tournament reads it.
absl::StatusOr<std::vector<Opening>> LoadOpenings(const tourney::v1::TournamentConfig& config) {
  absl::StatusOr<GameDefinition> game =
      GameDefinition::Find(config.game(), config.variant(), config.seats_per_game());
  if (!game.ok()) return game.status();
  absl::StatusOr<OpeningSuite> suite = LoadOpeningSuite(*game, config.openings());
  if (!suite.ok()) return suite.status();
  return suite->openings;
}

// Sets openings.digest from the file, as a tournament does when it starts
// (refused when already set and the file changed since).
absl::Status PinOpeningsDigest(tourney::v1::TournamentConfig* config) {
  absl::StatusOr<GameDefinition> game =
      GameDefinition::Find(config->game(), config->variant(), config->seats_per_game());
  if (!game.ok()) return game.status();
  absl::StatusOr<OpeningSuite> suite = LoadOpeningSuite(*game, config->openings());
  if (!suite.ok()) return suite.status();
  config->mutable_openings()->set_digest(suite->digest);
  return absl::OkStatus();
}

std::string Error(const tourney::v1::TournamentConfig& config) {
  absl::StatusOr<std::vector<Opening>> openings = LoadOpenings(config);
  return openings.ok() ? "ok" : std::string(openings.status().message());
}

TEST(OpeningsTest, ReadsLinesSkippingCommentsAndBlanks) {
  const std::string path = WriteFile("suite.txt",
                                     "# a suite\n"
                                     "\n"
                                     "f5d6c3d3  # the tiger, with a comment\n"
                                     "  F5 F6 E6 F4  \r\n"
                                     "f5f4\n");
  absl::StatusOr<std::vector<Opening>> openings = LoadOpenings(ConfigWith("reversi", path));
  ASSERT_TRUE(openings.ok()) << openings.status();
  ASSERT_EQ(openings->size(), 3u);
  EXPECT_EQ((*openings)[0].line, 3);
  EXPECT_EQ((*openings)[0].index, 1);
  EXPECT_EQ((*openings)[1].line, 4);
  EXPECT_EQ((*openings)[1].actions.size(), 4u);
  EXPECT_EQ((*openings)[2].index, 3);
  // The moves are the ones written: f5 is square 37, f4 29.
  EXPECT_EQ((*openings)[2].actions[0].reversi().square(), 37u);
  EXPECT_EQ((*openings)[2].actions[1].reversi().square(), 29u);
}

TEST(OpeningsTest, RefusesBadLinesNamingFileLineAndWhy) {
  const std::string malformed = WriteFile("malformed.txt", "f5d6\nf5z9\n");
  EXPECT_EQ(Error(ConfigWith("reversi", malformed)),
            malformed +
                ":2: not a Reversi move: 'z9' (expected a1..h8 or pass); a reversi opening is "
                "written as squares a1..h8 in play order (a1 top left), 'pass' for a pass");
  const std::string illegal = WriteFile("illegal.txt", "# c\nf5d6a1\n");
  EXPECT_EQ(Error(ConfigWith("reversi", illegal)),
            illegal + ":2: move 3 is not legal there: illegal move a1");
  // A Nim Tetris suite given to a Reversi tournament.
  const std::string other = WriteFile("nimtetris.txt", "T0@c4 I0@a1\n");
  EXPECT_EQ(Error(ConfigWith("reversi", other)),
            other +
                ":1: not a Reversi move: 'T0' (expected a1..h8 or pass); a reversi opening is "
                "written as squares a1..h8 in play order (a1 top left), 'pass' for a pass");
  // And a Reversi suite given to Nim Tetris.
  EXPECT_EQ(Error(ConfigWith("nimtetris", malformed)),
            malformed +
                ":1: not a Nim Tetris move: 'f5d6' (expected <shape>@<column letter><row>, e.g. "
                "T0@c4); a nimtetris opening is written as <shape>@<column letter><row> per "
                "piece, space-separated, e.g. T0@c4");
  const std::string empty = WriteFile("empty.txt", "# nothing\n\n");
  EXPECT_EQ(Error(ConfigWith("reversi", empty)),
            empty + ": no openings (every line is blank or a # comment)");
  const std::string huge = WriteFile("huge.txt", std::string(1 << 20, 'x') + "\n");
  EXPECT_EQ(Error(ConfigWith("reversi", huge)),
            huge + ":1: 1048576 bytes: an opening line holds at most 64 KiB");
  EXPECT_EQ(Error(ConfigWith("reversi", "/no/such/suite.txt")),
            "openings.file: cannot read /no/such/suite.txt: no such file");
  // A directory opens as an empty file: it once read as "no openings".
  const std::string dir = std::filesystem::path(empty).parent_path().string();
  EXPECT_EQ(Error(ConfigWith("reversi", dir)),
            "openings.file: cannot read " + dir + ": is a directory");
}

TEST(OpeningsTest, RefusesGamesWithoutMoveNotationAndBadSettings) {
  const std::string path = WriteFile("two.txt", "f5d6\nf5f6\n");
  EXPECT_EQ(Error(ConfigWith("yacht", path)),
            "openings.file: yacht has no move-sequence notation to write openings in (games "
            "dealt by chance keep their seed-duplicated deals); opening files are for: reversi, "
            "nimtetris");
  tourney::v1::TournamentConfig config = ConfigWith("reversi", path);
  config.mutable_openings()->set_start(3);
  EXPECT_EQ(Error(config), "openings.start: 3 is past the last of the 2 openings in " + path);
  config.mutable_openings()->set_start(-1);
  EXPECT_EQ(Error(config), "openings.start (--openings-start): -1: expected 1..100000000 (0 = 1)");
}

// The tournament id covers what the openings are, not only where: an edited
// file is another tournament, and a pinned tournament refuses it.
TEST(OpeningsTest, TheDigestTiesATournamentToTheFilesContents) {
  const std::string path = WriteFile("pinned.txt", "f5d6\nf5f6\n");
  tourney::v1::TournamentConfig first = ConfigWith("reversi", path);
  ASSERT_TRUE(PinOpeningsDigest(&first).ok());
  EXPECT_EQ(first.openings().digest().size(), 16u);
  EXPECT_TRUE(LoadOpenings(first).ok());

  WriteFile("pinned.txt", "f5d6\nf5f4\n");
  tourney::v1::TournamentConfig edited = ConfigWith("reversi", path);
  ASSERT_TRUE(PinOpeningsDigest(&edited).ok());
  EXPECT_NE(TournamentId(edited), TournamentId(first));
  // The first tournament's config (as saved for --resume) refuses the file.
  const std::string expected =
      absl::StrCat("openings.file: ", path, " changed since this tournament started (digest ",
                   edited.openings().digest(), ", the tournament's ", first.openings().digest(),
                   "): restore it, or start a new tournament (another "
                   "--results)");
  EXPECT_EQ(Error(first), expected);
  EXPECT_EQ(PinOpeningsDigest(&first).message(), expected);
  // Restored, it is the same tournament again.
  WriteFile("pinned.txt", "f5d6\nf5f6\n");
  EXPECT_TRUE(PinOpeningsDigest(&first).ok());
  EXPECT_EQ(Error(first), "ok");
}

TEST(OpeningsTest, NimTetrisLinesArePlayedOnTheVariantsBoard) {
  const std::string path = WriteFile("nim.txt", "T0@c4 I0@a1\nO0@f6\n");
  tourney::v1::TournamentConfig config = ConfigWith("nimtetris", path);
  config.set_variant("7x7");
  absl::StatusOr<std::vector<Opening>> openings = LoadOpenings(config);
  ASSERT_TRUE(openings.ok()) << openings.status();
  EXPECT_EQ((*openings)[0].actions.size(), 2u);
  // An O at g1 needs a column h: 7x7 ends at g.
  const std::string edge = WriteFile("edge.txt", "O0@g1\n");
  config.mutable_openings()->set_file(edge);
  EXPECT_NE(Error(config).find(edge + ":1: move 1 is not legal there: "), std::string::npos)
      << Error(config);
}

TEST(OpeningOrderTest, SequentialStartsWhereAskedAndWraps) {
  tourney::v1::OpeningsConfig settings;
  settings.set_start(3);
  const OpeningOrder order(settings, 1, 4);
  EXPECT_EQ(order.ForRotation(0), 2);
  EXPECT_EQ(order.ForRotation(1), 3);
  EXPECT_EQ(order.ForRotation(2), 0);
  EXPECT_EQ(order.ForRotation(5), 3);
  settings.set_start(0);  // = 1
  EXPECT_EQ(OpeningOrder(settings, 1, 4).ForRotation(0), 0);
}

TEST(OpeningOrderTest, RandomIsASeededPermutation) {
  tourney::v1::OpeningsConfig settings;
  settings.set_order(tourney::v1::OpeningsConfig::RANDOM);
  const OpeningOrder order(settings, 7, 50);
  std::set<int> seen;
  std::vector<int> sequence;
  for (int rotation = 0; rotation < 50; ++rotation) {
    seen.insert(order.ForRotation(rotation));
    sequence.push_back(order.ForRotation(rotation));
  }
  EXPECT_EQ(seen.size(), 50u);
  std::vector<int> identity(50);
  for (int i = 0; i < 50; ++i) identity[i] = i;
  EXPECT_NE(sequence, identity);
  const OpeningOrder same(settings, 7, 50), other(settings, 8, 50);
  int differing = 0;
  for (int rotation = 0; rotation < 50; ++rotation) {
    EXPECT_EQ(same.ForRotation(rotation), sequence[rotation]);
    differing += other.ForRotation(rotation) != sequence[rotation];
  }
  EXPECT_GT(differing, 0);
  // start counts in the shuffled order.
  settings.set_start(5);
  EXPECT_EQ(OpeningOrder(settings, 7, 50).ForRotation(0), sequence[4]);
}

// The shipped suite: every line an 8-ply Reversi opening from f5, no two
// the same position.
TEST(ShippedSuiteTest, EveryLineIsAnEightPlyOpening) {
  tourney::v1::TournamentConfig config = ConfigWith("reversi", kShippedSuite);
  absl::StatusOr<std::vector<Opening>> openings = LoadOpenings(config);
  ASSERT_TRUE(openings.ok()) << openings.status();
  EXPECT_GT(openings->size(), 1000u);
  std::set<std::string> positions;
  for (const Opening& opening : *openings) {
    ASSERT_EQ(opening.actions.size(), 8u) << "line " << opening.line;
    EXPECT_EQ(opening.actions[0].reversi().square(), 37u) << "line " << opening.line;
    std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 0);
    for (const bot::v1::Action& action : opening.actions) ASSERT_TRUE(game->Apply(action).ok());
    bot::v1::Observation view;
    game->FillObservation(&view);
    EXPECT_TRUE(positions.insert(view.SerializeAsString()).second)
        << "line " << opening.line << " repeats a position";
  }
}

}  // namespace
}  // namespace harness
