// One thread of the strong engine's exact endgame search (EndgameSearch,
// endgame_search.h, runs one or several over a shared table). The
// rules-level solver's design (games/reversi/rules_endgame_solver.h: PVS,
// a transposition table with enhanced transposition cut-offs, stability
// cut-offs, fastest-first and parity ordering, the same last-empties
// search) with the move ordering the learned evaluation allows far from the
// end, as Edax and Egaroucid order: each move by a shallow search of the
// pattern evaluation, with the opponent's mobility and potential mobility;
// and before the exact search, selective passes (Multi-ProbCut over the
// same evaluation) that leave best moves in the table and centre its
// window. The rules-level solver cannot see the learned evaluation (it
// lives here, above the rules), hence a second solver.
//
// Depth bands, in empties (the tunables, each with its reason, head the
// .cc):
//   1-5:  games/reversi/last_empties_search.h, no table;
//   6-:   SearchDeep, with the table: the thread's own small one to 10
//         empties (kSmallTableEmpties), the shared one above;
//   7-:   enhanced transposition cut-offs;
//   8-:   selective cuts, in the selective passes (kCutMinEmpties);
//   12-:  with other threads, moves shared out (kShareEmpties);
//   14-:  moves ordered by evaluation searches too (kEvalOrderingEmpties).
#ifndef ENGINES_REVERSI_ENDGAME_SEARCH_THREAD_H_
#define ENGINES_REVERSI_ENDGAME_SEARCH_THREAD_H_

#include <cstdint>
#include <functional>
#include <optional>

#include "engines/reversi/pattern_weights.h"
#include "engines/reversi/searching_positions.h"
#include "engines/reversi/shared_endgame_table.h"
#include "games/reversi/bitboard.h"
#include "games/reversi/endgame_ordering.h"
#include "games/reversi/last_empties_search.h"
#include "games/reversi/rules_endgame_solver.h"

namespace reversi {

class EndgameSearchThread {
 public:
  // `weights` order moves far from the end (null: fastest-first only);
  // `table` may be shared with other threads, and so `searching` (null:
  // one thread). `stop` is asked every few thousand nodes; true ends the
  // solve.
  EndgameSearchThread(const PatternWeights* weights, SharedEndgameTable& table,
                      SearchingPositions* searching, std::function<bool(int64_t nodes)> stop);

  // Solves `root` exactly, or nullopt if `stop` ended the solve first.
  std::optional<EndgameSolution> Solve(const Position& root);

  // Positions visited by every Solve so far, the ordering searches'
  // included.
  int64_t nodes() const { return last_empties_.nodes(); }
  // Work not counted as nodes, which Edax and Egaroucid count as nodes:
  // moves scored to order a node's moves (those scored without an
  // evaluation search, which counts its own nodes), and replies looked up
  // in the table for enhanced transposition cut-offs.
  int64_t scored_moves() const { return scored_moves_ + last_empties_.scored_moves(); }
  int64_t probed_replies() const { return probed_replies_; }

 private:
  // A node's pattern indices, worked out when first needed (defined in
  // the .cc).
  class NodeIndices;
  // A node of SearchDeep's as its search goes (defined in the .cc).
  struct Node;

  // Each returns the exact value if it lies within (alpha, beta), else a
  // fail-soft bound; `empties` is the position's count of empty squares,
  // `moves` its legal moves (known to the parent, which scored them);
  // `parent` the parent's indices, if it is a node of SearchDeep.
  int Search(const Position& position, Bitboard moves, int alpha, int beta, int empties,
             const NodeIndices* parent);
  int SearchDeep(const Position& position, Bitboard moves, int alpha, int beta, int empties,
                 const NodeIndices* parent, int* best_square = nullptr);
  int AfterPass(const Position& position, int alpha, int beta, int empties,
                const NodeIndices* indices);

  // SearchDeep's steps, in order, compiled inline into it (as calls: 3.8 %
  // more instructions in all on FFO #40). Each that returns a bool returns
  // true when it settles the node, its value in *value.
  // The table's bounds on the node, which narrow its window; the table's
  // move in *table_move.
  [[gnu::always_inline]] inline bool ProbeTable(Node& node, const SharedEndgameTable& table,
                                                SharedEndgameTable::BucketRef bucket,
                                                int* table_move, int* value);
  // In a selective pass: whether a shallow evaluation search predicts this
  // null-window node fails high or low; *value gets beta or alpha if so.
  bool SelectiveCut(Node& node, int* value);
  // Enhanced transposition cut-offs over the node's replies in the table,
  // and the moves they show cannot raise alpha dropped; the move to try
  // first (the rules are the .cc's) swapped to the front. *ordered: how
  // many moves lead the list unordered (0 or 1).
  [[gnu::always_inline]] inline bool ProbeReplies(Node& node, int table_move, int* ordered,
                                                  int* value);
  // The cost of each of `moves` [first, last) for CheapestFirst.
  [[gnu::always_inline]] inline void OrderMoves(Node& node, OrderedMove* first, OrderedMove* last);
  // PVS over the node's list, the first `ordered` moves as they stand, the
  // rest cheapest first; with other threads, a move another is searching
  // is put off to the end.
  [[gnu::always_inline]] inline void SearchMoves(Node& node, int ordered);
  // One move's PVS: the first move in the whole window, the others in a
  // null window first. True if it cuts.
  [[gnu::always_inline]] inline bool SearchMove(Node& node, const OrderedMove& move, bool first);

  // What an evaluation search adds to the ordering cost of the move from
  // `node` to `square`, which leads to `next`.
  int EvalCost(Node& node, const Position& next, int square);
  // The root searched at the current level, first in a window of
  // `half_window` discs either side of `guess`.
  EndgameSolution SearchRoot(const Position& root, int guess, int half_window);

  // The table for positions with `empties` empty squares.
  SharedEndgameTable& TableFor(int empties);

  const PatternWeights* weights_;
  SharedEndgameTable& table_;
  // The nodes near the end keep to a small table of this thread's own.
  SharedEndgameTable small_table_;
  SearchingPositions* searching_;
  // The last empties' search, which keeps the node count.
  LastEmptiesSearch last_empties_;
  int64_t scored_moves_ = 0;
  int64_t probed_replies_ = 0;
  // The pass under way: a selective one, or the last, exact one.
  int level_ = 0;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_ENDGAME_SEARCH_THREAD_H_
