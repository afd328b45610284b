// One thread of the strong engine's midgame search (strong_search.h): a
// principal variation search (NegaScout) with Multi-ProbCut over the
// transposition table the search's threads share, moves ordered by the
// table move, corners, fewest opponent replies and the learned evaluation.
// StrongSearch runs the iterative deepening: one searcher on one thread,
// or a main searcher and helpers (lazy SMP).
#ifndef ENGINES_REVERSI_STRONG_SEARCH_THREAD_H_
#define ENGINES_REVERSI_STRONG_SEARCH_THREAD_H_

#include <atomic>
#include <cstdint>
#include <optional>

#include "engines/reversi/search_types.h"
#include "engines/reversi/strong_search.h"
#include "engines/reversi/transposition_table.h"
#include "games/reversi/bitboard.h"

namespace reversi {

// What the threads of one search share besides the table.
struct SearchTeam {
  // Every thread's nodes: each adds its own in batches of kPublishEvery,
  // so the sum runs behind by less than a batch a thread.
  std::atomic<int64_t> nodes{0};
  // Set when the main thread is done: the helpers stop.
  std::atomic<bool> finished{false};
};

class StrongSearchThread {
 public:
  static constexpr int64_t kPublishEvery = 1024;

  // `diversity` 0 is the deterministic move order, another value a helper
  // thread's own; `table` and `team` may be shared with other searchers.
  StrongSearchThread(const StrongSearchOptions& options, uint64_t diversity,
                     TranspositionTable& table, SearchTeam& team);

  // Searches every move of `root` (which has two or more) to `depth`,
  // `first_move` (if >= 0) first: the score, or nullopt if `clock` (read
  // against the team's nodes) or the end of the main thread stopped it.
  // *best_move gets the best move so far (-1 before the first is
  // searched), however the search ends.
  std::optional<int> SearchRoot(const Position& root, int depth, int first_move,
                                const SearchClock& clock, int* best_move);

  // This searcher's nodes.
  int64_t nodes() const { return nodes_; }
  // Every searcher's nodes, as far as this one knows (at most a batch
  // behind for each of the others).
  int64_t TeamNodes() const { return team_.nodes.load(std::memory_order_relaxed) + unpublished_; }

 private:
  struct Aborted {};

  void CountNode();
  // Each takes the position's pattern indices, carried from move to move
  // for the learned evaluation (patterns.h).
  int Pvs(const Position& position, const PatternIndices& indices, int depth, int alpha, int beta,
          bool passed);
  // Principal variation search over `squares` (ordered): the best score,
  // with its move in *best_move.
  int SearchMoves(const Position& position, const PatternIndices& indices, const int* squares,
                  int count, int depth, int alpha, int beta, int* best_move);
  // The evaluation of `position`, whose legal moves are `moves`.
  int Leaf(const Position& position, const PatternIndices& indices, Bitboard moves);
  // Whether a shallow search predicts the null-window search (alpha, beta)
  // at `depth` fails high or low; *score gets beta or alpha if so.
  bool ProbCut(const Position& position, const PatternIndices& indices, int depth, int alpha,
               int beta, int* score);
  // Fills `squares` with the legal moves, best candidates first.
  int OrderMoves(const Position& position, const PatternIndices& indices, Bitboard moves,
                 int table_move, int depth, int* squares);

  const StrongSearchOptions& options_;
  uint64_t diversity_;
  TranspositionTable& table_;
  SearchTeam& team_;
  SearchClock clock_{0};  // the iteration under way's
  int64_t nodes_ = 0;
  int64_t unpublished_ = 0;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_STRONG_SEARCH_THREAD_H_
