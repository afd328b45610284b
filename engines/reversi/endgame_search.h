// The strong engine's exact endgame solver (one thread's search:
// endgame_search_thread.h), on one thread or several. Several share one
// lock-free table (shared_endgame_table.h) and all solve the same root, in
// the same order; a thread that meets a later move another is already
// searching puts it off to the end of its node (Kerrigan's simplified
// ABDADA, searching_positions.h), so the threads spread over a node's moves
// as in young-brothers-wait. The main thread's answer is the result. The
// exact pass's table entries are facts about positions (the selective
// passes' only order and centre the search), so the value and move are
// exact whatever the threads do, but which best move (of equal ones) and
// how many nodes vary from run to run. One thread in a fresh table is
// deterministic: the same position and options always cost the same nodes
// (a kept table's earlier contents change them).
#ifndef ENGINES_REVERSI_ENDGAME_SEARCH_H_
#define ENGINES_REVERSI_ENDGAME_SEARCH_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

#include "engines/reversi/pattern_weights.h"
#include "engines/reversi/shared_endgame_table.h"
#include "games/reversi/bitboard.h"
#include "games/reversi/rules_endgame_solver.h"

namespace reversi {

struct EndgameSearchOptions {
  // The learned evaluation that orders moves far from the end; null:
  // fastest-first only.
  const PatternWeights* weights = nullptr;
  // 2^table_bits entries of 24 bytes (22: 96 MiB, touched as used).
  int table_bits = 22;
  // Or a table kept across solves (its exact bounds are facts about
  // positions, valid in any later solve; the selective passes' stay guesses
  // that only order and cut selective passes); null: a fresh one of
  // table_bits per solver.
  SharedEndgameTable* table = nullptr;
  int threads = 1;
};

class EndgameSearch {
 public:
  // `stop` as in RulesEndgameSolver: asked every few thousand nodes, with every
  // thread's nodes of this Solve so far (each thread adds its own as it
  // asks, so the count runs a few thousand nodes a thread behind); true
  // ends the solve. Several threads ask it at once. Empty: solve whatever
  // it takes.
  explicit EndgameSearch(const EndgameSearchOptions& options,
                         std::function<bool(int64_t nodes)> stop = {});

  // Solves `root` exactly, or nullopt if `stop` ended the solve first.
  std::optional<EndgameSolution> Solve(const Position& root);

  // Positions visited by every Solve so far, all threads' and the ordering
  // searches' included.
  int64_t nodes() const { return nodes_; }
  // As EndgameSearchThread's, all threads' (not counted in nodes()).
  int64_t scored_moves() const { return scored_moves_; }
  int64_t probed_replies() const { return probed_replies_; }

 private:
  EndgameSearchOptions options_;
  std::function<bool(int64_t nodes)> stop_;
  std::unique_ptr<SharedEndgameTable> own_table_;  // when options.table is null
  SharedEndgameTable& table_;
  int64_t nodes_ = 0;
  int64_t scored_moves_ = 0;
  int64_t probed_replies_ = 0;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_ENDGAME_SEARCH_H_
