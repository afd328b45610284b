// The strong engine's search: iterative-deepening principal variation search
// (NegaScout) with a transposition table, move ordering (table move,
// corners, fewest opponent replies) over the learned pattern evaluation (or
// the hand-weighted one in evaluation.h), and the exact endgame solver once
// few squares are empty.
#ifndef ENGINES_REVERSI_STRONG_SEARCH_H_
#define ENGINES_REVERSI_STRONG_SEARCH_H_

#include <optional>

#include "engines/reversi/pattern_weights.h"
#include "engines/reversi/search_types.h"
#include "engines/reversi/transposition_table.h"
#include "games/reversi/bitboard.h"

namespace reversi {

struct StrongSearchOptions {
  int max_depth = 60;
  // Thinking time; <= 0: none (the clock is never read).
  int64_t time_ms = 100;
  // Nodes (midgame and endgame solver together); <= 0: no limit.
  int64_t node_limit = 0;
  // Solve exactly from this many empties on (if time allows).
  int endgame_empties = 16;
  // Leaf noise in evaluation units (100 = one disc).
  LeafNoise noise{0, 0};
  // The learned pattern evaluation; null: the hand-weighted one
  // (evaluation.h).
  const PatternWeights* weights = nullptr;
  // Multi-ProbCut with the weights' fits: a null-window node is cut when a
  // shallow search says the deep one would fail high (or low) with this
  // many standard deviations to spare; 0: no cuts (exact alpha-beta).
  double probcut_confidence = 1.5;
  // Transposition table size: 2^n entries of 16 bytes (19: 8 MiB). Smaller
  // is quicker to set up for many short searches.
  int table_log2_entries = 19;
  // Threads for the exact endgame solve: 1, the rules-level solver
  // (deterministic); more, the engine's own solver (endgame_search.h:
  // ordered by the learned evaluation, lazy SMP), whose nodes and choice
  // among equal moves vary from run to run. The midgame search is one
  // thread either way.
  int threads = 1;
};

class StrongSearch {
 public:
  // However little time is left (a busy machine, a late start), the search
  // first completes this many plies (fewer if fewer squares are empty or
  // max_depth is lower, as at the lowest levels): a few hundred nodes,
  // enough to see a wipe-out or a corner given away. Only the node limit, a
  // deterministic throttle, may stop it sooner.
  static constexpr int kMinimumDepth = 3;

  explicit StrongSearch(const StrongSearchOptions& options);
  // Stopped by `clock` rather than by the options' time and node limit.
  StrongSearch(const StrongSearchOptions& options, const SearchClock& clock);

  SearchResult Run(const Position& root);

 private:
  struct Aborted {};

  int Pvs(const Position& position, int depth, int alpha, int beta, bool passed);
  // Principal variation search over `squares` (ordered): the best score,
  // with its move in *best_move.
  int SearchMoves(const Position& position, const int* squares, int count, int depth, int alpha,
                  int beta, int* best_move);
  int Leaf(const Position& position);
  // `solver`'s exact result for `root`, or nullopt (its nodes counted) if
  // it ran out of time or nodes.
  template <typename Solver>
  std::optional<SearchResult> Solved(Solver&& solver, const Position& root);
  // Whether a shallow search predicts the null-window search (alpha, beta)
  // at `depth` fails high or low; *score gets beta or alpha if so.
  bool ProbCut(const Position& position, int depth, int alpha, int beta, int* score);
  // Fills `squares` with the legal moves, best candidates first.
  int OrderMoves(const Position& position, Bitboard moves, int table_move, int depth, int* squares);
  std::vector<int> PrincipalVariation(Position position, int first_move, int length) const;

  // What may stop the iteration at `depth`: within the minimum search,
  // the node limit alone.
  SearchClock ClockFor(int depth) const {
    return depth <= kMinimumDepth ? clock_.NodesOnly() : clock_;
  }

  StrongSearchOptions options_;
  SearchClock clock_;
  SearchClock iteration_clock_;  // ClockFor the iteration under way
  TranspositionTable table_;
  int64_t nodes_ = 0;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_STRONG_SEARCH_H_
