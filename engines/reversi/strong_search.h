// The strong engine's search: iterative-deepening principal variation search
// (NegaScout, strong_search_thread.h) with a transposition table, move ordering
// (table move, corners, fewest opponent replies) over the learned pattern
// evaluation (or the hand-weighted one in evaluation.h), and the exact
// endgame solver once few squares are empty. On several threads it runs
// lazy SMP, as Stockfish, Edax and Egaroucid do: helper threads deepen the
// same root over the shared table, each in an order of its own, and the
// main thread's iterations are the answer. One thread is deterministic; on
// several, the nodes, the depth reached in a given time and the move (of
// near-equal ones, or with ProbCut) vary from run to run.
#ifndef ENGINES_REVERSI_STRONG_SEARCH_H_
#define ENGINES_REVERSI_STRONG_SEARCH_H_

#include <optional>
#include <vector>

#include "engines/reversi/pattern_weights.h"
#include "engines/reversi/search_types.h"
#include "engines/reversi/shared_endgame_table.h"
#include "engines/reversi/transposition_table.h"
#include "games/reversi/bitboard.h"

namespace reversi {

class StrongSearchThread;

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
  // Threads for the midgame search and the exact endgame solve. 1: one
  // midgame thread and the rules-level solver, deterministic. More: lazy
  // SMP in the midgame search, and the engine's own solver
  // (endgame_search.h: ordered by the learned evaluation, the threads
  // sharing out a node's moves), whose nodes and choice among equal moves
  // vary from run to run. The node
  // limit counts every thread's nodes: the midgame threads together may
  // pass it by less than (threads - 1) * StrongSearchThread::kPublishEvery +
  // threads, and a parallel endgame solve (its threads check every 4 096
  // nodes) its half of it by less than 2 * 4 096 a thread.
  int threads = 1;
  // The parallel endgame solve's table, kept from search to search by the
  // caller (the engine keeps one for the process: a fresh one each move
  // costs up to 24 ms of page zeroing); null: a fresh one each solve.
  SharedEndgameTable* endgame_table = nullptr;
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
  // `solver`'s exact result for `root`, or nullopt (its nodes in *nodes)
  // if it ran out of time or nodes.
  template <typename Solver>
  std::optional<SearchResult> Solved(Solver&& solver, const Position& root, int64_t* nodes);
  // The iterative deepening from `root` (two or more moves) on the
  // options' threads, into *result; `spent` nodes are gone already.
  void Deepen(const Position& root, int64_t spent, SearchResult* result);
  // A helper thread's own deepening, from `first_depth` on, until the main
  // thread is done or the clock stops it.
  void Help(StrongSearchThread& helper, const Position& root, int first_depth, int max_depth) const;
  std::vector<int> PrincipalVariation(Position position, int first_move, int length) const;

  // What may stop the iteration at `depth`: within the minimum search,
  // the node limit alone.
  SearchClock ClockFor(int depth) const {
    return depth <= kMinimumDepth ? clock_.NodesOnly() : clock_;
  }

  StrongSearchOptions options_;
  SearchClock clock_;
  TranspositionTable table_;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_STRONG_SEARCH_H_
