// Reversi moves and games as Othello's text protocols spell them. Squares
// are named as in bot.v1 (and in GTP for Othello, GGF and NBoard): column
// a..h left to right, row 1..8 top to bottom, so a1 is the top-left corner;
// unlike Go's GTP, no column letter is skipped.
#ifndef HARNESS_ENGINE_OTHELLO_TEXT_H_
#define HARNESS_ENGINE_OTHELLO_TEXT_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/v1/reversi.pb.h"
#include "google/protobuf/repeated_ptr_field.h"

namespace harness {

using ReversiHistory = google::protobuf::RepeatedPtrField<bot::v1::ReversiAction>;

// GTP: "d3", "pass".
std::string GtpMoveText(const bot::v1::ReversiAction& move);
// NBoard and GGF: "D3", "PA".
std::string NboardMoveText(const bot::v1::ReversiAction& move);
// A move as an engine wrote it: a square a1..h8 in either case, or a pass
// ("pass", "PA", "PS" in any case). InvalidArgument for anything else.
absl::StatusOr<bot::v1::ReversiAction> ParseEngineMove(absl::string_view text);

// "black" for the plies 0, 2, 4...: the history counts passes, so colours
// alternate strictly from the start (black first).
const char* ColourOfPly(int ply);

// The game so far in GGF (Generic Game Format): the standard start position
// and `history`, e.g. "(;GM[Othello]PC[tourney]TY[8]BO[8 ...O*...*O... *]B[F5]W[PA];)".
std::string GgfGame(const ReversiHistory& history);

}  // namespace harness

#endif  // HARNESS_ENGINE_OTHELLO_TEXT_H_
