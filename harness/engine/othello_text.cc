#include "harness/engine/othello_text.h"

#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "games/reversi/reversi_state.h"

namespace harness {
namespace {

bool IsPass(const bot::v1::ReversiAction& move) {
  return move.move_case() == bot::v1::ReversiAction::kPass;
}

// GGF's board: 64 squares from a1 row by row ('-' empty, '*' black, 'O'
// white), then the side to move.
constexpr char kGgfStartBoard[] =
    "8 ---------------------------O*------*O--------------------------- *";

}  // namespace

std::string GtpMoveText(const bot::v1::ReversiAction& move) {
  return IsPass(move) ? "pass" : reversi::MoveName(static_cast<int>(move.square()));
}

std::string NboardMoveText(const bot::v1::ReversiAction& move) {
  return IsPass(move) ? "PA" : absl::AsciiStrToUpper(GtpMoveText(move));
}

absl::StatusOr<bot::v1::ReversiAction> ParseEngineMove(absl::string_view text) {
  bot::v1::ReversiAction move;
  const std::string lower = absl::AsciiStrToLower(text);
  if (lower == "pass" || lower == "pa" || lower == "ps") {
    move.set_pass(true);
    return move;
  }
  absl::StatusOr<int> square = reversi::ParseMove(lower);
  if (!square.ok() || *square == reversi::kPass) {
    return absl::InvalidArgumentError(
        absl::StrCat("'", absl::CHexEscape(text), "' is not an Othello move (a1..h8 or pass)"));
  }
  move.set_square(static_cast<uint32_t>(*square));
  return move;
}

const char* ColourOfPly(int ply) { return ply % 2 == 0 ? "black" : "white"; }

std::string GgfGame(const ReversiHistory& history) {
  std::string game = absl::StrCat("(;GM[Othello]PC[tourney]TY[8]BO[", kGgfStartBoard, "]");
  for (int ply = 0; ply < history.size(); ++ply) {
    absl::StrAppend(&game, ply % 2 == 0 ? "B[" : "W[", NboardMoveText(history[ply]), "]");
  }
  absl::StrAppend(&game, ";)");
  return game;
}

}  // namespace harness
