#include "games/reversi/reversi_state.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace reversi {

std::string MoveName(int move) {
  if (move == kPass) return "pass";
  return {static_cast<char>('a' + move % 8), static_cast<char>('1' + move / 8)};
}

absl::StatusOr<int> ParseMove(absl::string_view text) {
  if (text == "pass" || text == "PASS") return kPass;
  if (text.size() == 2) {
    const char column = static_cast<char>(text[0] | 0x20);  // lower case
    const char row = text[1];
    if (column >= 'a' && column <= 'h' && row >= '1' && row <= '8') {
      return (row - '1') * 8 + (column - 'a');
    }
  }
  return absl::InvalidArgumentError(
      absl::StrCat("not a Reversi move: '", text, "' (expected a1..h8 or pass)"));
}

absl::StatusOr<std::vector<int>> ParseRecord(absl::string_view record) {
  std::vector<int> moves;
  while (!record.empty()) {
    const size_t length = (record[0] == 'p' || record[0] == 'P') ? 4 : 2;
    absl::StatusOr<int> move = ParseMove(record.substr(0, length));
    if (!move.ok()) return move.status();
    moves.push_back(*move);
    record.remove_prefix(std::min(length, record.size()));
  }
  return moves;
}

std::string ReversiState::BoardText() const {
  std::string text;
  for (int square = 0; square < 64; ++square) {
    if (square > 0 && square % 8 == 0) text += '/';
    text += (discs_[0] & SquareBit(square)) ? 'x' : (discs_[1] & SquareBit(square)) ? 'o' : '.';
  }
  return text;
}

ReversiState::ReversiState() {
  const Position start = StartPosition();
  discs_[0] = start.own;
  discs_[1] = start.opp;
}

Position ReversiState::PositionToMove() const {
  const int mover = static_cast<int>(to_move_);
  return Position{discs_[mover], discs_[1 - mover]};
}

absl::Status ReversiState::Apply(int move) {
  if (over_) return absl::FailedPreconditionError("the game is over");
  const Position position = PositionToMove();
  const Bitboard moves = position.Moves();
  Position next;
  if (move == kPass) {
    if (moves != 0) {
      return absl::InvalidArgumentError("pass while a placement is legal");
    }
    next = position.Pass();
  } else {
    if (move < 0 || move > 63 || !(moves & SquareBit(move))) {
      return absl::InvalidArgumentError(absl::StrCat(
          "illegal move ", move >= 0 && move < 64 ? MoveName(move) : absl::StrCat(move)));
    }
    next = position.Play(move);
  }
  const int mover = static_cast<int>(to_move_);
  discs_[mover] = next.opp;
  discs_[1 - mover] = next.own;
  to_move_ = static_cast<Color>(1 - mover);
  history_.push_back(move);
  // The game ends when neither side can place a disc.
  over_ = next.Moves() == 0 && next.Pass().Moves() == 0;
  return absl::OkStatus();
}

int ReversiState::DiscDifferential(Color color) const {
  const int side = static_cast<int>(color);
  return Position{discs_[side], discs_[1 - side]}.FinalDiscDifferential();
}

std::string ReversiState::Record() const {
  std::string record;
  for (int move : history_) record += MoveName(move);
  return record;
}

}  // namespace reversi
