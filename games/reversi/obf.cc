#include "games/reversi/obf.h"

#include <fstream>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "games/reversi/reversi_state.h"

namespace reversi {

absl::StatusOr<ObfPosition> ParseObfLine(absl::string_view line) {
  const std::vector<absl::string_view> fields = absl::StrSplit(line, ';', absl::SkipWhitespace());
  const absl::string_view head = absl::StripAsciiWhitespace(fields.empty() ? "" : fields[0]);
  if (head.size() != 66 || head[64] != ' ' || (head[65] != 'X' && head[65] != 'O')) {
    return absl::InvalidArgumentError(
        "an OBF line starts with 64 squares of X, O or -, a space and the side to move (X or O)");
  }
  Bitboard black = 0;
  Bitboard white = 0;
  for (int square = 0; square < 64; ++square) {
    const char c = head[square];
    if (c == 'X') {
      black |= SquareBit(square);
    } else if (c == 'O') {
      white |= SquareBit(square);
    } else if (c != '-') {
      return absl::InvalidArgumentError(absl::StrCat("square ", MoveName(square), " is '",
                                                     std::string(1, c), "', not X, O or -"));
    }
  }
  ObfPosition parsed;
  parsed.position = head[65] == 'X' ? Position{black, white} : Position{white, black};
  for (size_t i = 1; i < fields.size(); ++i) {
    const absl::string_view field = absl::StripAsciiWhitespace(fields[i]);
    const std::vector<absl::string_view> parts = absl::StrSplit(field, ':');
    MoveValue move;
    absl::StatusOr<int> square = parts.size() == 2 ? ParseMove(parts[0]) : absl::StatusOr<int>(-1);
    if (parts.size() != 2 || !square.ok() || *square == kPass ||
        !absl::SimpleAtoi(parts[1], &move.value)) {
      return absl::InvalidArgumentError(
          absl::StrCat("move '", field, "' is not SQUARE:VALUE, e.g. H5:+6"));
    }
    move.square = *square;
    if ((parsed.position.Moves() & SquareBit(move.square)) == 0) {
      return absl::InvalidArgumentError(absl::StrCat("move ", field, " is not legal"));
    }
    parsed.moves.push_back(move);
  }
  return parsed;
}

absl::StatusOr<std::vector<ObfPosition>> ReadObfFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read ", path));
  std::vector<ObfPosition> positions;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (absl::StripAsciiWhitespace(line).empty()) continue;
    absl::StatusOr<ObfPosition> parsed = ParseObfLine(line);
    if (!parsed.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat(path, ":", number, ": ", parsed.status().message()));
    }
    positions.push_back(*std::move(parsed));
  }
  return positions;
}

}  // namespace reversi
