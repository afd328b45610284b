// The strong Reversi engine's opening book: for each position it holds (up
// to the board's eight symmetries), the move a deep fixed-depth search chose
// and that search's value. Built by build_opening_book (README.md here).
//
// The text form, one position a line:
//   f5d6c3 d3 +0.42
// the moves from the standard start that reach the position, the book's
// move there, and its value in discs for the side to move. '#' starts a
// comment; blank lines are skipped.
#ifndef ENGINES_REVERSI_BOOK_OPENING_BOOK_H_
#define ENGINES_REVERSI_BOOK_OPENING_BOOK_H_

#include <optional>
#include <string>
#include <unordered_map>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "games/reversi/bitboard.h"

namespace reversi {

struct BookMove {
  int move;      // a square, in the frame of the position asked about
  double value;  // discs, for the side to move
};

class OpeningBook {
 public:
  // Refuses the first line that is malformed, illegal or repeats a position
  // already in the book, naming its number.
  static absl::StatusOr<OpeningBook> Parse(absl::string_view text);

  // The book's move in `position` (the side to move's view), if it holds it.
  std::optional<BookMove> Find(const Position& position) const;

  size_t size() const { return entries_.size(); }

 private:
  struct Key {
    Bitboard own, opp;
    bool operator==(const Key& other) const { return own == other.own && opp == other.opp; }
  };
  struct KeyHash {
    size_t operator()(const Key& key) const;
  };
  struct Entry {
    int move;  // in the least image's frame
    double value;
  };
  std::unordered_map<Key, Entry, KeyHash> entries_;
};

// The book linked into the engine (opening_book.txt here). Aborts on a
// malformed one, which opening_book_test rules out.
const OpeningBook& BuiltInOpeningBook();

}  // namespace reversi

#endif  // ENGINES_REVERSI_BOOK_OPENING_BOOK_H_
