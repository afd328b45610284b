#include <map>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_replace.h"
#include "games/reversi/reversi_state.h"
#include "harness/config/one_line.h"
#include "harness/report/export.h"

namespace harness {
namespace {

// The standard start, rows 1 to 8, Black (*) to move.
constexpr char kStartBoard[] =
    "8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *";

// A property value: on one line (a log's names are not trusted), and ']'
// would end it early.
std::string Value(const std::string& text) {
  return absl::StrReplaceAll(OneLine(text), {{"]", ")"}});
}

// "2024.05.01_12:00:00.UTC" from "2024-05-01T12:00:00Z".
std::string GgfDate(const std::string& finished_at) {
  if (finished_at.size() < 19) return "";
  return absl::StrCat(absl::StrReplaceAll(finished_at.substr(0, 10), {{"-", "."}}), "_",
                      finished_at.substr(11, 8), ".UTC");
}

// RE: Black's result with the flag saying how it was reached.
std::string GgfResult(const tourney::v1::GameRecord& record) {
  const std::string& termination = record.termination();
  const bool black_won = record.scores_size() == 2 && record.scores(0) > record.scores(1);
  const bool drawn = record.scores_size() == 2 && record.scores(0) == record.scores(1);
  if (record.points_size() == 2) {  // played out, or solved
    return absl::StrFormat("%+.2f%s", record.points(0), termination == "normal" ? "" : ":s");
  }
  if (drawn) return "+0.00:s";
  const char* flag = termination == "timeout" ? ":t" : ":r";
  return absl::StrCat(black_won ? "+64.00" : "-64.00", flag);
}

// Each engine decision by the ply it was made at. Empty when a ply shows up
// twice: a log from before decisions kept their ply, whose moves then go
// out without times.
std::map<int, const tourney::v1::MoveRecord*> DecisionsByPly(
    const tourney::v1::GameRecord& record) {
  std::map<int, const tourney::v1::MoveRecord*> by_ply;
  for (const tourney::v1::MoveRecord& decision : record.decisions()) {
    if (!by_ply.emplace(decision.ply(), &decision).second) return {};
  }
  return by_ply;
}

// "/eval/time" after a move: the engine's score (its own units, the mover's
// side) if it reported one, and the harness-measured seconds.
std::string EvalAndTime(const tourney::v1::MoveRecord* decision) {
  if (decision == nullptr) return "";
  return absl::StrFormat("/%s/%.2f",
                         decision->has_score() ? absl::StrFormat("%.2f", decision->score()) : "",
                         decision->ms() / 1000.0);
}

}  // namespace

absl::StatusOr<ExportedGames> ExportGgf(const std::vector<tourney::v1::GameRecord>& records) {
  ExportedGames out;
  for (const tourney::v1::GameRecord& record : records) {
    if (record.game() != "reversi" || record.players_size() != 2) {
      return absl::InvalidArgumentError(
          absl::StrCat("game ", record.game_index(), " is ", record.game(),
                       ": GGF holds two-player Othello (reversi) games only"));
    }
    absl::StatusOr<std::vector<int>> moves = reversi::ParseRecord(record.moves());
    if (!moves.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("game ", record.game_index(), ": ", moves.status().message()));
    }
    std::string game = absl::StrCat(
        "(;GM[Othello]PC[tourney ", Value(record.tournament_id()), "]DT[",
        Value(GgfDate(record.finished_at())), "]PB[", Value(record.players(0).name()), "]PW[",
        Value(record.players(1).name()), "]RE[", GgfResult(record), "]TY[8]BO[", kStartBoard, "]");
    const std::map<int, const tourney::v1::MoveRecord*> decisions = DecisionsByPly(record);
    for (size_t ply = 0; ply < moves->size(); ++ply) {
      const int move = (*moves)[ply];
      const auto decision = decisions.find(static_cast<int>(ply));
      absl::StrAppend(
          &game, ply % 2 == 0 ? "B[" : "W[",
          move == reversi::kPass ? "PA" : absl::AsciiStrToUpper(reversi::MoveName(move)),
          EvalAndTime(decision == decisions.end() ? nullptr : decision->second), "]");
    }
    absl::StrAppend(&out.text, game, ";)\n");
    ++out.games;
  }
  return out;
}

}  // namespace harness
