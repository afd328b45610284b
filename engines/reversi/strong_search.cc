#include "engines/reversi/strong_search.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "engines/reversi/endgame_search.h"
#include "engines/reversi/evaluation.h"
#include "games/reversi/endgame_solver.h"
#include "games/reversi/reversi_state.h"

namespace reversi {
namespace {

constexpr int kInfinity = 1 << 24;
constexpr Bitboard kCorners = 0x8100000000000081ULL;
constexpr Bitboard kXSquares = 0x0042000000004200ULL;

}  // namespace

StrongSearch::StrongSearch(const StrongSearchOptions& options)
    : StrongSearch(options, SearchClock(options.time_ms, options.node_limit)) {}

StrongSearch::StrongSearch(const StrongSearchOptions& options, const SearchClock& clock)
    : options_(options),
      clock_(clock),
      iteration_clock_(clock),
      table_(options.table_log2_entries) {}

int StrongSearch::Leaf(const Position& position) {
  const int score = options_.weights ? options_.weights->Evaluate(position) : Evaluate(position);
  return score + options_.noise.For(position);
}

bool StrongSearch::ProbCut(const Position& position, int depth, int alpha, int beta, int* score) {
  const ProbCutFit& fit = options_.weights->ProbCut(depth, position.EmptyCount());
  if (fit.shallow_depth == 0) return false;
  const double margin = options_.probcut_confidence * fit.sigma;
  constexpr int kMostDiscs = 64 * kDiscUnit;
  // The deep value is likely >= beta when the shallow one is >= high.
  const int high = static_cast<int>(std::lround((beta + margin - fit.intercept) / fit.slope));
  if (high < kMostDiscs && Pvs(position, fit.shallow_depth, high - 1, high, false) >= high) {
    *score = beta;
    return true;
  }
  const int low = static_cast<int>(std::lround((alpha - margin - fit.intercept) / fit.slope));
  if (low > -kMostDiscs && Pvs(position, fit.shallow_depth, low, low + 1, false) <= low) {
    *score = alpha;
    return true;
  }
  return false;
}

int StrongSearch::OrderMoves(const Position& position, Bitboard moves, int table_move, int depth,
                             int* squares) {
  int keys[32];
  int count = 0;
  for (; moves; moves &= moves - 1) {
    const int square = LowestSquare(moves);
    int key = 0;
    if (square == table_move) {
      key = -1000000;
    } else {
      const Bitboard bit = SquareBit(square);
      if (bit & kCorners) key -= 1000;
      if (bit & kXSquares) key += 1000;
      // Fewest replies first, and with the learned evaluation the replies
      // it likes least; measuring costs a move generation (and an
      // evaluation), worth it only away from the leaves.
      if (depth >= 3) {
        const Position next = position.Play(square);
        key += 16 * PopCount(next.Moves());
        if (options_.weights) key += options_.weights->Evaluate(next) / 8;
      }
    }
    int i = count++;
    for (; i > 0 && keys[i - 1] > key; --i) {
      keys[i] = keys[i - 1];
      squares[i] = squares[i - 1];
    }
    keys[i] = key;
    squares[i] = square;
  }
  return count;
}

int StrongSearch::Pvs(const Position& position, int depth, int alpha, int beta, bool passed) {
  if (iteration_clock_.Stop(++nodes_, 1024)) throw Aborted{};
  const Bitboard moves = position.Moves();
  if (moves == 0) {
    if (passed) return position.FinalDiscDifferential() * kDiscUnit;
    return -Pvs(position.Pass(), depth, -beta, -alpha, true);
  }
  if (depth <= 0) return Leaf(position);

  const uint64_t key = TranspositionTable::Key(position);
  int table_move = -1;
  if (TableEntry entry; table_.Find(key, &entry)) {
    table_move = entry.move;
    if (entry.depth >= depth) {
      if (entry.bound == Bound::kExact) return entry.score;
      if (entry.bound == Bound::kLower && entry.score >= beta) return entry.score;
      if (entry.bound == Bound::kUpper && entry.score <= alpha) return entry.score;
    }
  }

  int probcut_score;
  // No guessing where the search reaches the end of the game: that value is
  // exact.
  if (options_.weights && options_.probcut_confidence > 0 && beta == alpha + 1 &&
      depth >= kProbCutMinDepth && depth < position.EmptyCount() &&
      ProbCut(position, depth, alpha, beta, &probcut_score)) {
    return probcut_score;
  }

  int squares[32];
  const int count = OrderMoves(position, moves, table_move, depth, squares);
  const int original_alpha = alpha;
  int best_move = squares[0];
  const int best = SearchMoves(position, squares, count, depth, alpha, beta, &best_move);
  const Bound bound = best <= original_alpha ? Bound::kUpper
                      : best >= beta         ? Bound::kLower
                                             : Bound::kExact;
  table_.Store(key, depth, best, bound, best_move);
  return best;
}

int StrongSearch::SearchMoves(const Position& position, const int* squares, int count, int depth,
                              int alpha, int beta, int* best_move) {
  int best = -kInfinity;
  for (int i = 0; i < count; ++i) {
    const Position next = position.Play(squares[i]);
    int score;
    if (i == 0) {
      score = -Pvs(next, depth - 1, -beta, -alpha, false);
    } else {
      // Null window first; re-search only if it beats alpha.
      score = -Pvs(next, depth - 1, -alpha - 1, -alpha, false);
      if (score > alpha && score < beta) score = -Pvs(next, depth - 1, -beta, -score, false);
    }
    if (score > best) {
      best = score;
      *best_move = squares[i];
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
  }
  return best;
}

std::vector<int> StrongSearch::PrincipalVariation(Position position, int first_move,
                                                  int length) const {
  std::vector<int> line;
  int move = first_move;
  while (static_cast<int>(line.size()) < length && move >= 0) {
    line.push_back(move);
    position = move == kPass ? position.Pass() : position.Play(move);
    TableEntry entry;
    const bool found = table_.Find(TranspositionTable::Key(position), &entry);
    if (position.Moves() == 0) {
      move = position.Pass().Moves() == 0 ? -1 : kPass;
    } else {
      move = (found && entry.move >= 0 && (position.Moves() & SquareBit(entry.move))) ? entry.move
                                                                                      : -1;
    }
  }
  return line;
}

template <typename Solver>
std::optional<SearchResult> StrongSearch::Solved(Solver&& solver, const Position& root) {
  const std::optional<EndgameSolution> solved = solver.Solve(root);
  if (!solved) {
    nodes_ += solver.nodes();
    return std::nullopt;
  }
  SearchResult result;
  result.move = solved->move;
  result.score = solved->score * kDiscUnit;
  result.exact = true;
  result.depth = root.EmptyCount();
  result.nodes = solver.nodes();
  result.principal_variation = {solved->move};
  return result;
}

SearchResult StrongSearch::Run(const Position& root) {
  SearchResult result;
  const Bitboard moves = root.Moves();
  if (moves == 0) {
    result.move = kPass;
    return result;
  }
  result.move = LowestSquare(moves);
  if (PopCount(moves) == 1) return result;

  if (root.EmptyCount() <= options_.endgame_empties) {
    // The solver gets half the time and nodes; if it cannot finish, the
    // midgame search below still has the rest.
    const SearchClock solver_clock = clock_.Half();
    const auto stop = [&solver_clock](int64_t nodes) { return solver_clock.Stop(nodes, 1); };
    const std::optional<SearchResult> solved =
        options_.threads > 1
            ? Solved(EndgameSearch({options_.weights, 22, options_.threads}, stop), root)
            : Solved(EndgameSolver(stop), root);
    if (solved) return *solved;
  }

  const int max_depth = std::min(options_.max_depth, root.EmptyCount());
  for (int depth = 1; depth <= max_depth; ++depth) {
    iteration_clock_ = ClockFor(depth);
    int best_move = -1;  // set once the first (the previous best) move is searched
    try {
      int squares[32];
      const int count = OrderMoves(root, moves, result.depth > 0 ? result.move : -1, 3, squares);
      const int score = SearchMoves(root, squares, count, depth, -kInfinity, kInfinity, &best_move);
      result.move = best_move;
      result.score = score;
      result.depth = depth;
      result.exact = depth >= root.EmptyCount();
      result.scores_by_depth.push_back(score);
    } catch (const Aborted&) {
      // Out of time part-way through: a move that has beaten the previous
      // best at this depth is the better guess. (Under a node limit alone
      // the cut iteration is dropped, as it always was: the strength tests
      // and the default tournament stay exactly as they were.)
      if (clock_.HasDeadline() && best_move >= 0 && result.depth > 0) result.move = best_move;
      break;
    }
    // Another iteration costs several times this one: stop early rather
    // than be cut off half-way through it.
    if (ClockFor(depth + 1).TooLateForAnotherIteration(nodes_)) break;
  }
  result.nodes = nodes_;
  result.principal_variation = PrincipalVariation(root, result.move, result.depth);
  return result;
}

}  // namespace reversi
