// The exports read back: GGF by a reader written here that replays every
// game on the Reversi referee; PGN's tags, escapes and skips. (A PGN reader
// independent of C++ is in tests/export_test.sh.)
#include "harness/report/export.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"
#include "games/reversi/reversi_state.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

// A seeded random Reversi game as the harness records it, stopped after
// `max_plies` (0: played out).
tourney::v1::GameRecord RandomReversiRecord(uint64_t seed, int max_plies) {
  std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 0);
  games::SeededRandom random(seed);
  while (!game->IsOver() && (max_plies == 0 || game->Plies() < max_plies)) {
    const std::vector<bot::v1::Action> legal = game->LegalActions();
    game->Apply(legal[random.Below(legal.size())]);
  }
  tourney::v1::GameRecord record;
  record.set_game("reversi");
  record.set_game_index(static_cast<int64_t>(seed));
  record.set_seed(seed);
  record.add_players()->set_name("black-engine");
  record.add_players()->set_name("white]engine");
  record.set_plies(game->Plies());
  record.set_moves(game->Record());
  record.set_fault_seat(-1);
  record.set_finished_at("2024-05-01T12:34:56Z");
  if (game->IsOver()) {
    record.set_termination("normal");
    for (double score : game->GetOutcome().scores) record.add_scores(score);
    for (double points : game->GetOutcome().points) record.add_points(points);
  }
  return record;
}

struct GgfGame {
  std::map<std::string, std::string> properties;           // the last value of each
  std::vector<std::pair<std::string, std::string>> moves;  // ("B", "F5"), ...
};

// A GGF reader: "(;" then NAME[VALUE] properties then ";)".
std::vector<GgfGame> ReadGgf(const std::string& text) {
  std::vector<GgfGame> games;
  size_t at = 0;
  while ((at = text.find("(;", at)) != std::string::npos) {
    at += 2;
    GgfGame game;
    while (text.compare(at, 2, ";)") != 0) {
      const size_t open = text.find('[', at);
      const size_t close = text.find(']', open);
      EXPECT_NE(close, std::string::npos);
      if (close == std::string::npos) return games;
      const std::string name = text.substr(at, open - at);
      const std::string value = text.substr(open + 1, close - open - 1);
      if (name == "B" || name == "W") {
        game.moves.push_back({name, value});
      } else {
        game.properties[name] = value;
      }
      at = close + 1;
    }
    games.push_back(game);
  }
  return games;
}

TEST(GgfExportTest, EveryGameReplaysOnTheRefereeToItsResult) {
  std::vector<tourney::v1::GameRecord> records;
  for (uint64_t seed = 1; seed <= 30; ++seed) records.push_back(RandomReversiRecord(seed, 0));
  // A time loss by Black at ply 20, and a resign adjudication White won.
  records.push_back(RandomReversiRecord(31, 20));
  records.back().set_termination("timeout");
  records.back().set_fault_seat(0);
  records.back().add_scores(0);
  records.back().add_scores(1);
  records.push_back(RandomReversiRecord(32, 30));
  records.back().set_termination("adjudicated_resign");
  records.back().add_scores(0);
  records.back().add_scores(1);

  absl::StatusOr<ExportedGames> exported = ExportGgf(records);
  ASSERT_TRUE(exported.ok()) << exported.status();
  EXPECT_EQ(exported->games, 32);
  const std::vector<GgfGame> games = ReadGgf(exported->text);
  ASSERT_EQ(games.size(), records.size());
  int passes = 0;
  for (size_t i = 0; i < games.size(); ++i) {
    const GgfGame& game = games[i];
    EXPECT_EQ(game.properties.at("GM"), "Othello");
    EXPECT_EQ(game.properties.at("TY"), "8");
    EXPECT_EQ(game.properties.at("BO"),
              "8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *");
    EXPECT_EQ(game.properties.at("PB"), "black-engine");
    EXPECT_EQ(game.properties.at("PW"), "white)engine");  // ']' would end the value
    EXPECT_EQ(game.properties.at("DT"), "2024.05.01_12:34:56.UTC");
    reversi::ReversiState state;
    for (const auto& [color, move] : game.moves) {
      ASSERT_EQ(color, state.ToMove() == reversi::Color::kBlack ? "B" : "W") << "game " << i;
      const absl::StatusOr<int> square = move == "PA" ? reversi::kPass : reversi::ParseMove(move);
      ASSERT_TRUE(square.ok()) << move;
      passes += *square == reversi::kPass;
      ASSERT_TRUE(state.Apply(*square).ok()) << "game " << i << ": " << move;
    }
    EXPECT_EQ(state.Record(), records[i].moves());
    const std::string& result = game.properties.at("RE");
    if (records[i].termination() == "normal") {
      ASSERT_TRUE(state.IsOver());
      double black = 0;
      ASSERT_TRUE(absl::SimpleAtod(result, &black)) << result;
      EXPECT_EQ(black, state.DiscDifferential(reversi::Color::kBlack)) << result;
    }
  }
  EXPECT_GT(passes, 0) << "no game with a pass: the PA path went untested";
  EXPECT_EQ(games[30].properties.at("RE"), "-64.00:t");
  EXPECT_EQ(games[31].properties.at("RE"), "-64.00:r");
}

TEST(GgfExportTest, RefusesOtherGames) {
  tourney::v1::GameRecord record = RandomReversiRecord(1, 0);
  record.set_game("nimtetris");
  record.set_game_index(7);
  EXPECT_EQ(ExportGgf({record}).status().message(),
            "game 7 is nimtetris: GGF holds two-player Othello (reversi) games only");
}

TEST(PgnExportTest, TagsResultsEscapesAndSkips) {
  tourney::v1::GameRecord drawn = RandomReversiRecord(1, 0);
  drawn.clear_scores();
  drawn.add_scores(0.5);
  drawn.add_scores(0.5);
  drawn.set_termination("adjudicated_draw");
  drawn.set_opening_index(12);
  drawn.set_pair_index(4);
  drawn.mutable_players(0)->set_name("say \"hi\"\\");
  tourney::v1::GameRecord three_seats;
  for (int seat = 0; seat < 3; ++seat) three_seats.add_players()->set_name("p");
  const ExportedGames exported = ExportPgn({drawn, three_seats});
  EXPECT_EQ(exported.games, 1);
  EXPECT_EQ(exported.skipped, 1);
  EXPECT_EQ(exported.text,
            "[Event \"tourney \"]\n"
            "[Site \"?\"]\n"
            "[Date \"2024.05.01\"]\n"
            "[Round \"5\"]\n"
            "[White \"say \\\"hi\\\"\\\\\"]\n"
            "[Black \"white]engine\"]\n"
            "[Result \"1/2-1/2\"]\n"
            "[Game \"reversi\"]\n"
            "[Variant \"standard\"]\n"
            "[Seed \"1\"]\n"
            "[Termination \"adjudicated_draw\"]\n"
            "[PlyCount \"" +
                std::to_string(drawn.plies()) +
                "\"]\n"
                "[OpeningIndex \"12\"]\n"
                "\n{" +
                drawn.moves() + "} 1/2-1/2\n\n");
}

}  // namespace
}  // namespace harness
