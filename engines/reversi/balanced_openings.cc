#include "engines/reversi/balanced_openings.h"

#include <algorithm>
#include <set>
#include <utility>

#include "engines/reversi/evaluation.h"
#include "engines/reversi/strong_search.h"
#include "games/reversi/board_symmetry.h"
#include "games/reversi/reversi_state.h"

namespace reversi {
namespace {

// The class of a position: the least of its eight images (Black's discs,
// White's, and who moves).
std::pair<std::pair<Bitboard, Bitboard>, bool> ClassKey(Bitboard black, Bitboard white,
                                                        bool black_to_move) {
  const LeastImage least = LeastImageOf(black, white);
  return {{least.a, least.b}, black_to_move};
}

void Extend(const ReversiState& state, int plies, std::vector<OpeningLine>* lines) {
  if (state.IsOver()) return;
  if (static_cast<int>(state.History().size()) == plies) {
    lines->push_back({state.Record(), state.PositionToMove(), state.ToMove() == Color::kBlack});
    return;
  }
  const Bitboard moves = state.LegalMoves();
  std::vector<int> choices;
  for (Bitboard left = moves; left; left &= left - 1) choices.push_back(LowestSquare(left));
  if (choices.empty()) choices.push_back(kPass);
  for (int move : choices) {
    ReversiState next = state;
    next.Apply(move).IgnoreError();  // a legal move or the forced pass
    Extend(next, plies, lines);
  }
}

}  // namespace

std::vector<OpeningLine> UniqueOpenings(int plies) {
  ReversiState start;
  start.Apply(*ParseMove("f5")).IgnoreError();
  std::vector<OpeningLine> lines;
  Extend(start, plies, &lines);
  std::sort(lines.begin(), lines.end(),
            [](const OpeningLine& a, const OpeningLine& b) { return a.moves < b.moves; });
  std::set<std::pair<std::pair<Bitboard, Bitboard>, bool>> seen;
  std::vector<OpeningLine> unique;
  for (OpeningLine& line : lines) {
    const Bitboard mover = line.position.own, other = line.position.opp;
    const auto key =
        line.black_to_move ? ClassKey(mover, other, true) : ClassKey(other, mover, false);
    if (seen.insert(key).second) unique.push_back(std::move(line));
  }
  return unique;
}

double BlackValue(const OpeningLine& line, int depth) {
  Position position = line.position;
  bool black = line.black_to_move;
  // The search answers a forced move (or pass) without searching: value
  // the position after it instead.
  while (PopCount(position.Moves()) <= 1 && depth > 1) {
    const Bitboard moves = position.Moves();
    if (moves == 0 && position.Pass().Moves() == 0) {
      const int mover = position.FinalDiscDifferential();
      return black ? mover : -mover;
    }
    position = moves == 0 ? position.Pass() : position.Play(LowestSquare(moves));
    black = !black;
    --depth;
  }
  StrongSearchOptions options;
  options.max_depth = depth;
  options.time_ms = 0;
  options.table_log2_entries = 16;
  const SearchResult result = StrongSearch(options).Run(position);
  const double mover = static_cast<double>(result.score) / kDiscUnit;
  return black ? mover : -mover;
}

}  // namespace reversi
