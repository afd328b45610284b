#include "harness/report/synthetic_log.h"

#include <cstdlib>
#include <fstream>

#include "absl/strings/str_cat.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

}  // namespace

tourney::v1::GameRecord MadeUpGame(const std::string& game, uint64_t seed,
                                   const std::vector<std::string>& names,
                                   const std::vector<double>& scores,
                                   const std::vector<double>& points) {
  tourney::v1::GameRecord record;
  record.set_game(game);
  record.set_seed(seed);
  record.set_termination("normal");
  record.set_fault_seat(-1);
  for (const std::string& name : names) record.add_players()->set_name(name);
  for (double s : scores) record.add_scores(s);
  for (double p : points) record.add_points(p);
  static int64_t made = 0;
  record.set_moves(absl::StrCat("made-up game ", ++made));
  return record;
}

tourney::v1::GameRecord SyntheticGame(int64_t index, int decisions) {
  static const int kPairings[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
  const int64_t rotation = index / 12;
  const int* pairing = kPairings[index % 12 / 2];
  const int shift = static_cast<int>(index % 2);
  tourney::v1::GameRecord record;
  record.set_tournament_id("t");
  record.set_game("reversi");
  record.set_game_index(index);
  record.set_pair_index(index / 2);
  record.set_seed(static_cast<uint64_t>(rotation) * 7919 + 1);
  record.set_termination("normal");
  record.set_fault_seat(-1);
  record.add_players()->set_name(std::string("engine") + char('a' + pairing[shift]));
  record.add_players()->set_name(std::string("engine") + char('a' + pairing[1 - shift]));
  const int outcome = static_cast<int>(index * 2654435761 % 7);  // 0-3 a win, 4-5 a loss, 6 a draw
  const double first = outcome < 4 ? 1 : outcome < 6 ? 0 : 0.5;
  record.add_scores(first);
  record.add_scores(1 - first);
  record.add_points((first - 0.5) * (2 + index % 30));
  record.add_points(-(first - 0.5) * (2 + index % 30));
  // An opening of its own (the index in base 64, a square a digit), so
  // that no two synthetic games are copies of each other (standings.h).
  std::string moves;
  int opening_plies = 0;
  for (int64_t rest = index;; rest /= 64, ++opening_plies) {
    moves += std::string(1, static_cast<char>('a' + rest % 8)) + char('1' + rest / 8 % 8);
    if (rest < 64) break;
  }
  ++opening_plies;
  record.set_opening_plies(opening_plies);
  for (int ply = 0; ply < decisions; ++ply) {
    const int seat = ply % 2;
    tourney::v1::MoveRecord* move = record.add_decisions();
    move->set_seat(seat);
    move->set_ply(opening_plies + ply);
    move->set_ms(static_cast<int>(index % 50));
    move->set_engine_ms(static_cast<int>(index % 40));
    move->set_depth(3 + seat);
    move->set_nodes(1000 + ply);
    move->set_score(ply * 0.5 - 7);
    moves += std::string(1, static_cast<char>('a' + ply % 8)) + char('1' + ply % 8);
  }
  record.set_moves(moves);
  record.set_plies(opening_plies + decisions);
  return record;
}

std::string WriteSyntheticLog(const std::string& name, int64_t games, int decisions) {
  const std::string path = TempPath(name);
  std::ofstream file(path, std::ios::trunc);
  for (int64_t i = 0; i < games; ++i) file << RecordToJson(SyntheticGame(i, decisions)) << "\n";
  return path;
}

int CountListedGames(const std::string& html) {
  int rows = 0;
  for (size_t at = html.find("{\"i\":"); at != std::string::npos;
       at = html.find("{\"i\":", at + 1)) {
    ++rows;
  }
  return rows;
}

}  // namespace harness
