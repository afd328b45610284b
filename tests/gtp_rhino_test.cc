// gtp-rhino (Debian's grhino package, which ./tourney test installs) through
// the GTP adapter: its own board (`showboard`) follows the game, passes
// included, and it plays tournaments against random and strong without a
// forfeit. Without gtp-rhino these tests skip, saying so, except under
// CI=true, where they fail.
#include <unistd.h>

#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"
#include "games/reversi/reversi_state.h"
#include "gtest/gtest.h"
#include "harness/engine/engine_process.h"
#include "harness/engine/gtp_transport.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

constexpr char kRhino[] = "/usr/games/gtp-rhino";

#define SKIP_WITHOUT_RHINO()                                                               \
  if (::access(kRhino, X_OK) != 0) {                                                       \
    const char* ci = std::getenv("CI");                                                    \
    if (ci != nullptr && std::string(ci) == "true") {                                      \
      FAIL() << kRhino << " is not installed, and under CI=true this test must run";       \
    }                                                                                      \
    GTEST_SKIP() << kRhino << " is not installed (apt-get install grhino; ./tourney test " \
                 << "installs it)";                                                        \
  }

// The board as 64 characters from a1 along each row: 'X' black, 'O' white,
// '.' empty.
std::string BoardOf(const games::Game& game) {
  bot::v1::Observation observation;
  game.FillObservationFor(0, &observation);  // seat 0 plays black
  std::string board;
  for (int square = 0; square < 64; ++square) {
    const uint64_t bit = uint64_t{1} << square;
    board.push_back(observation.reversi().own() & bit        ? 'X'
                    : observation.reversi().opponent() & bit ? 'O'
                                                             : '.');
  }
  return board;
}

// The same read from gtp-rhino's `showboard`: a row is "  3 . . . X . . . .".
std::string BoardOf(const std::string& showboard) {
  std::string board;
  for (absl::string_view line : absl::StrSplit(showboard, '\n')) {
    line = absl::StripLeadingAsciiWhitespace(line);
    if (line.empty() || line[0] < '1' || line[0] > '8') continue;
    for (char c : line.substr(1)) {
      if (c == '.' || c == 'X' || c == 'O') board.push_back(c);
    }
  }
  return board;
}

class Rhino {
 public:
  Rhino() {
    absl::StatusOr<std::unique_ptr<harness::EngineProcess>> process =
        harness::EngineProcess::Start(kRhino, {"--level=1"}, "", 10000, harness::ProcessIo::kStdio);
    if (!process.ok()) std::abort();
    process_ = *std::move(process);
    transport_ = std::make_unique<harness::GtpTransport>(process_->stdin_fd(),
                                                         process_->stdout_fd(), "gtp-rhino");
  }
  harness::GtpTransport& transport() { return *transport_; }

  // Asks for the move in `game` (of id `game_id`), plays it, and checks
  // that the engine's board is the game's (unless the move was a forced
  // pass, which the adapter answers without the engine).
  void PlayTurn(const std::string& game_id, games::Game& game) {
    bot::v1::DecideRequest request;
    request.set_game("reversi");
    request.set_game_id(game_id);
    request.set_time_budget_ms(1000);
    game.FillObservationFor(game.SeatToMove(), request.mutable_observation());
    for (bot::v1::Action& action : game.LegalActions()) *request.add_legal_actions() = action;
    const harness::DecideOutcome outcome = transport_->Decide(request, 10000);
    ASSERT_EQ(outcome.fault, harness::CallFault::kNone) << outcome.detail;
    ASSERT_TRUE(game.Apply(outcome.response.action()).ok())
        << outcome.response.info().comment() << " after " << game.Record();
    if (request.legal_actions_size() == 1 && request.legal_actions(0).reversi().pass()) return;
    absl::StatusOr<std::string> showboard = transport_->Command("showboard", 5000);
    ASSERT_TRUE(showboard.ok()) << showboard.status();
    EXPECT_EQ(BoardOf(*showboard), BoardOf(game)) << "after " << game.Record() << "\n"
                                                  << *showboard;
  }

 private:
  std::unique_ptr<harness::EngineProcess> process_;
  std::unique_ptr<harness::GtpTransport> transport_;
};

std::unique_ptr<games::Game> GameAfter(const std::string& record) {
  std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 1, 2);
  const absl::StatusOr<std::vector<int>> moves = reversi::ParseRecord(record);
  if (!moves.ok()) std::abort();
  for (int move : *moves) {
    bot::v1::Action action;
    if (move == reversi::kPass) {
      action.mutable_reversi()->set_pass(true);
    } else {
      action.mutable_reversi()->set_square(static_cast<uint32_t>(move));
    }
    if (!game->Apply(action).ok()) std::abort();
  }
  return game;
}

// After these plies black has no move; white then has a3, b4 and d6, and
// after white's d6 black has moves again.
constexpr char kBlackMustPass[] = "d3c3e6d2d1e1b2c1";

TEST(GtpRhinoTest, NamesItself) {
  SKIP_WITHOUT_RHINO();
  Rhino rhino;
  absl::StatusOr<bot::v1::EngineInfo> info = rhino.transport().GetInfo(5000);
  ASSERT_TRUE(info.ok()) << info.status();
  EXPECT_EQ(info->name(), "GTP GRhino");
  EXPECT_FALSE(info->version().empty());
}

TEST(GtpRhinoTest, ItsBoardFollowsPassesBothWays) {
  SKIP_WITHOUT_RHINO();
  Rhino rhino;
  // Rhino plays white after black's pass (which it refuses to be told of).
  std::unique_ptr<games::Game> game = GameAfter(absl::StrCat(kBlackMustPass, "pass"));
  rhino.PlayTurn("pass/0", *game);

  // Rhino plays black: its forced pass is answered for it, then its board
  // must still follow after white's d6.
  game = GameAfter(kBlackMustPass);
  rhino.PlayTurn("pass/1", *game);
  ASSERT_EQ(game->Record(), absl::StrCat(kBlackMustPass, "pass"));
  bot::v1::Action d6;
  d6.mutable_reversi()->set_square(43);
  ASSERT_TRUE(game->Apply(d6).ok());
  rhino.PlayTurn("pass/1", *game);
}

TEST(GtpRhinoTest, ItsBoardFollowsWholeGamesAgainstRandom) {
  SKIP_WITHOUT_RHINO();
  Rhino rhino;
  for (int index = 0; index < 4; ++index) {
    const std::string game_id = absl::StrCat("random/", index);
    std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 1, 2);
    games::SeededRandom random(static_cast<uint64_t>(index));
    while (!game->IsOver()) {
      if (game->SeatToMove() == index % 2) {
        rhino.PlayTurn(game_id, *game);
        if (HasFatalFailure()) return;
      } else {
        const std::vector<bot::v1::Action> legal = game->LegalActions();
        ASSERT_TRUE(game->Apply(legal[random.Below(legal.size())]).ok());
      }
    }
  }
}

TEST(GtpRhinoTest, PlaysRandomAndStrongWithoutAForfeit) {
  SKIP_WITHOUT_RHINO();
  harness::TournamentRun run =
      MakeRun({absl::StrCat("name=rhino,cmd=", kRhino, ",protocol=gtp,args=--level=2"),
               "name=random,builtin=random",
               "name=strong,builtin=reversi,option.depth=2,option.endgame_empties=8"},
              4, ScratchPath("rhino/results.jsonl"));
  run.config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  run.config.set_gauntlet_engine("rhino");
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 8u);
  ExpectAllNormal(*records);
  int rhino_black = 0;
  for (const tourney::v1::GameRecord& record : *records) {
    rhino_black += record.players(0).name() == "rhino";
  }
  EXPECT_EQ(rhino_black, 4);  // seat-swapped pairs
}

}  // namespace
}  // namespace tests
