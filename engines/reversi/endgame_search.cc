#include "engines/reversi/endgame_search.h"

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "engines/reversi/endgame_searcher.h"

namespace reversi {

EndgameSearch::EndgameSearch(const EndgameSearchOptions& options,
                             std::function<bool(int64_t nodes)> stop)
    : options_(options), stop_(std::move(stop)), table_(options.table_bits) {}

std::optional<EndgameSolution> EndgameSearch::Solve(const Position& root) {
  // The helpers stop when the main thread is done (or stopped).
  std::atomic<bool> done{false};
  std::vector<std::unique_ptr<EndgameSearcher>> helpers;
  std::vector<std::thread> threads;
  for (int i = 1; i < options_.threads; ++i) {
    helpers.push_back(std::make_unique<EndgameSearcher>(options_.weights, i, table_,
                                                        [&done](int64_t) { return done.load(); }));
    threads.emplace_back([helper = helpers.back().get(), root] { helper->Solve(root); });
  }
  EndgameSearcher main(options_.weights, 0, table_, stop_);
  const std::optional<EndgameSolution> solution = main.Solve(root);
  done = true;
  for (std::thread& thread : threads) thread.join();
  nodes_ += main.nodes();
  for (const auto& helper : helpers) nodes_ += helper->nodes();
  return solution;
}

}  // namespace reversi
