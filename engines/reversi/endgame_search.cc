#include "engines/reversi/endgame_search.h"

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "engines/reversi/endgame_search_thread.h"

namespace reversi {

EndgameSearch::EndgameSearch(const EndgameSearchOptions& options,
                             std::function<bool(int64_t nodes)> stop)
    : options_(options),
      stop_(std::move(stop)),
      own_table_(options.table ? nullptr
                               : std::make_unique<SharedEndgameTable>(options.table_bits)),
      table_(options.table ? *options.table : *own_table_) {}

std::optional<EndgameSolution> EndgameSearch::Solve(const Position& root) {
  table_.NextSolve();
  // Every thread's nodes, added up as each reaches its stop check: what
  // `stop_` judges, so that a node limit holds for the threads together.
  std::atomic<int64_t> team_nodes{0};
  // The helpers also stop when the main thread is done.
  std::atomic<bool> done{false};
  const auto stop_for = [this, &team_nodes, &done](bool helper) {
    return [this, &team_nodes, &done, helper, counted = int64_t{0}](int64_t nodes) mutable {
      const int64_t total = team_nodes.fetch_add(nodes - counted) + nodes - counted;
      counted = nodes;
      return (helper && done.load()) || (stop_ && stop_(total));
    };
  };
  std::unique_ptr<SearchingPositions> searching;
  if (options_.threads > 1) searching = std::make_unique<SearchingPositions>();
  std::vector<std::unique_ptr<EndgameSearchThread>> helpers;
  std::vector<std::thread> threads;
  for (int i = 1; i < options_.threads; ++i) {
    helpers.push_back(std::make_unique<EndgameSearchThread>(
        options_.weights, table_, searching.get(), stop_for(/*helper=*/true)));
    threads.emplace_back([helper = helpers.back().get(), root] { helper->Solve(root); });
  }
  EndgameSearchThread main(options_.weights, table_, searching.get(), stop_for(/*helper=*/false));
  const std::optional<EndgameSolution> solution = main.Solve(root);
  done = true;
  for (std::thread& thread : threads) thread.join();
  const auto add = [this](const EndgameSearchThread& searcher) {
    nodes_ += searcher.nodes();
    scored_moves_ += searcher.scored_moves();
    probed_replies_ += searcher.probed_replies();
  };
  add(main);
  for (const auto& helper : helpers) add(*helper);
  return solution;
}

}  // namespace reversi
