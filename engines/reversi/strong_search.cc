#include "engines/reversi/strong_search.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "engines/reversi/endgame_search.h"
#include "engines/reversi/evaluation.h"
#include "engines/reversi/strong_search_thread.h"
#include "games/reversi/reversi_state.h"
#include "games/reversi/rules_endgame_solver.h"

namespace reversi {

StrongSearch::StrongSearch(const StrongSearchOptions& options)
    : StrongSearch(options, SearchClock(options.time_ms, options.node_limit)) {}

StrongSearch::StrongSearch(const StrongSearchOptions& options, const SearchClock& clock)
    : options_(options), clock_(clock), table_(options.table_log2_entries) {}

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
std::optional<SearchResult> StrongSearch::Solved(Solver&& solver, const Position& root,
                                                 int64_t* nodes) {
  const std::optional<EndgameSolution> solved = solver.Solve(root);
  if (!solved) {
    *nodes = solver.nodes();
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

void StrongSearch::Help(StrongSearchThread& helper, const Position& root, int first_depth,
                        int max_depth) const {
  int move = -1;
  for (int depth = first_depth; depth <= max_depth; ++depth) {
    if (!helper.SearchRoot(root, depth, move, ClockFor(depth), &move)) return;
  }
}

void StrongSearch::Deepen(const Position& root, int64_t spent, SearchResult* result) {
  SearchTeam team;
  team.nodes = spent;
  const int max_depth = std::min(options_.max_depth, root.EmptyCount());
  // Odd helpers one ply ahead of the main thread, so that it finds their
  // results in the table when it gets there.
  std::vector<std::unique_ptr<StrongSearchThread>> helpers;
  std::vector<std::thread> threads;
  for (int i = 1; i < options_.threads; ++i) {
    helpers.push_back(std::make_unique<StrongSearchThread>(options_, i, table_, team));
    threads.emplace_back(&StrongSearch::Help, this, std::ref(*helpers.back()), std::cref(root),
                         1 + i % 2, max_depth);
  }
  StrongSearchThread main(options_, 0, table_, team);
  for (int depth = 1; depth <= max_depth; ++depth) {
    int best_move;  // -1 until the first (the previous best) move is searched
    const std::optional<int> score = main.SearchRoot(
        root, depth, result->depth > 0 ? result->move : -1, ClockFor(depth), &best_move);
    if (!score) {
      // Out of time part-way through: a move that has beaten the previous
      // best at this depth is the better guess. (Under a node limit alone
      // the cut iteration is dropped, as it always was: the strength tests
      // and the default tournament stay exactly as they were.)
      if (clock_.HasDeadline() && best_move >= 0 && result->depth > 0) result->move = best_move;
      break;
    }
    result->move = best_move;
    result->score = *score;
    result->depth = depth;
    result->exact = depth >= root.EmptyCount();
    result->scores_by_depth.push_back(*score);
    // Another iteration costs several times this one: stop early rather
    // than be cut off half-way through it.
    if (ClockFor(depth + 1).TooLateForAnotherIteration(main.TeamNodes())) break;
  }
  team.finished = true;
  for (std::thread& thread : threads) thread.join();
  result->nodes = spent + main.nodes();
  for (const auto& helper : helpers) result->nodes += helper->nodes();
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

  int64_t spent = 0;
  if (root.EmptyCount() <= options_.endgame_empties) {
    // The solver gets half the time and nodes; if it cannot finish, the
    // midgame search below still has the rest.
    const SearchClock solver_clock = clock_.Half();
    const auto stop = [&solver_clock](int64_t nodes) { return solver_clock.Stop(nodes, 1); };
    EndgameSearchOptions parallel;
    parallel.weights = options_.weights;
    parallel.table = options_.endgame_table;
    parallel.threads = options_.threads;
    const std::optional<SearchResult> solved =
        options_.threads > 1 ? Solved(EndgameSearch(parallel, stop), root, &spent)
                             : Solved(RulesEndgameSolver(stop), root, &spent);
    if (solved) return *solved;
  }
  Deepen(root, spent, &result);
  result.principal_variation = PrincipalVariation(root, result.move, result.depth);
  return result;
}

}  // namespace reversi
