#include "engines/reversi/book/opening_book.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "games/reversi/board_symmetry.h"
#include "games/reversi/reversi_state.h"

// Defined by the :opening_book_object object (../embedded_file.bzl).
extern "C" const char reversi_opening_book_start[];
extern "C" const char reversi_opening_book_end[];

namespace reversi {
namespace {

absl::Status LineError(int number, absl::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat("opening book line ", number, ": ", why));
}

}  // namespace

size_t OpeningBook::KeyHash::operator()(const Key& key) const {
  return std::hash<Bitboard>()(key.own * 0x9e3779b97f4a7c15ULL ^ key.opp);
}

absl::StatusOr<OpeningBook> OpeningBook::Parse(absl::string_view text) {
  OpeningBook book;
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    line = line.substr(0, line.find('#'));
    const std::vector<absl::string_view> fields =
        absl::StrSplit(line, absl::ByAnyChar(" \t\r"), absl::SkipEmpty());
    if (fields.empty()) continue;
    if (fields.size() != 3) return LineError(number, "want: MOVES MOVE VALUE");
    ReversiState state;
    absl::StatusOr<std::vector<int>> moves = ParseRecord(fields[0] == "-" ? "" : fields[0]);
    if (!moves.ok()) return LineError(number, moves.status().message());
    for (int move : *moves) {
      if (!state.Apply(move).ok()) return LineError(number, "the moves are not a legal line");
    }
    const absl::StatusOr<int> move = ParseMove(fields[1]);
    double value = 0;
    if (!move.ok() || *move < 0 || *move >= 64 || !(state.LegalMoves() & SquareBit(*move))) {
      return LineError(number, absl::StrCat("'", fields[1], "' is not a legal move there"));
    }
    if (!absl::SimpleAtod(fields[2], &value) || !(value >= -64 && value <= 64)) {
      return LineError(number, absl::StrCat("'", fields[2], "' is not a value in discs"));
    }
    const Position position = state.PositionToMove();
    const LeastImage least = LeastImageOf(position.own, position.opp);
    const Entry entry{LowestSquare(Symmetry(least.symmetry, SquareBit(*move))), value};
    if (!book.entries_.emplace(Key{least.a, least.b}, entry).second) {
      return LineError(number, "a position already in the book (up to symmetry)");
    }
  }
  return book;
}

std::optional<BookMove> OpeningBook::Find(const Position& position) const {
  const LeastImage least = LeastImageOf(position.own, position.opp);
  const auto found = entries_.find(Key{least.a, least.b});
  if (found == entries_.end()) return std::nullopt;
  // Back from the least image's frame: the legal move the symmetry maps
  // onto the stored one (a symmetric position may map several ways; each
  // gives an equivalent move).
  for (Bitboard moves = position.Moves(); moves; moves &= moves - 1) {
    const int move = LowestSquare(moves);
    if (Symmetry(least.symmetry, SquareBit(move)) == SquareBit(found->second.move)) {
      return BookMove{move, found->second.value};
    }
  }
  return std::nullopt;
}

const OpeningBook& BuiltInOpeningBook() {
  static const OpeningBook* const book = [] {
    absl::StatusOr<OpeningBook> parsed = OpeningBook::Parse(absl::string_view(
        reversi_opening_book_start, reversi_opening_book_end - reversi_opening_book_start));
    if (!parsed.ok()) {
      std::fprintf(stderr, "reversi: built-in %s\n",
                   std::string(parsed.status().message()).c_str());
      std::abort();
    }
    return new OpeningBook(*std::move(parsed));
  }();
  return *book;
}

}  // namespace reversi
