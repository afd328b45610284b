// The full state of a Reversi game as the referee keeps it: discs by
// colour, the side to move and the move history.
#ifndef GAMES_REVERSI_REVERSI_STATE_H_
#define GAMES_REVERSI_REVERSI_STATE_H_

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "games/reversi/bitboard.h"

namespace reversi {

// A move: a square 0..63 or kPass.
inline constexpr int kPass = 64;

enum class Color { kBlack = 0, kWhite = 1 };  // equal to the seat number

// "d3" for square 19, "pass" for kPass.
std::string MoveName(int move);
// Inverse of MoveName; accepts upper case columns too.
absl::StatusOr<int> ParseMove(absl::string_view text);
// Splits a record like "f5d6c3pass..." into moves.
absl::StatusOr<std::vector<int>> ParseRecord(absl::string_view record);

class ReversiState {
 public:
  ReversiState();  // the standard start, black to move

  Color ToMove() const { return to_move_; }
  Bitboard Discs(Color color) const { return discs_[static_cast<int>(color)]; }
  // The position seen from the side to move.
  Position PositionToMove() const;
  Bitboard LegalMoves() const { return PositionToMove().Moves(); }
  bool IsOver() const { return over_; }
  const std::vector<int>& History() const { return history_; }

  // Plays a square or kPass; an illegal move is an error and changes nothing.
  absl::Status Apply(int move);

  // Final disc differential from `color`'s side, empties to the winner.
  // Meaningful once IsOver().
  int DiscDifferential(Color color) const;

  // The move record, e.g. "f5d6c3".
  std::string Record() const;
  // The board row by row (row 1 first), rows joined by '/': 'x' black,
  // 'o' white, '.' empty.
  std::string BoardText() const;

 private:
  Bitboard discs_[2];
  Color to_move_ = Color::kBlack;
  bool over_ = false;
  std::vector<int> history_;
};

}  // namespace reversi

#endif  // GAMES_REVERSI_REVERSI_STATE_H_
