// How far greedy play (the density shooter's rule: shoot the most probable
// cell) is from the best possible play, on boards small enough to solve
// exactly: both expected shot counts, and the optimum's saving as a share
// of greedy's misses (the shots a better policy could save), and greedy
// with its ties settled the best way (what tie-breaking alone could save).
//   bazel run -c opt //bench:battleship_optimality_benchmark
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "benchmark/benchmark.h"
#include "engines/battleship/exact_expectation.h"

namespace {

void BM_GreedyVersusOptimum(benchmark::State& state, int width, int height,
                            const std::vector<int>& lengths) {
  battleship::Rules rules;
  rules.name = "small";
  rules.width = width;
  rules.height = height;
  int fleet_cells = 0;
  for (int length : lengths) {
    rules.fleet.push_back({absl::StrCat("ship", rules.fleet.size()), length});
    fleet_cells += length;
  }
  const absl::StatusOr<battleship::ExactExpectation> exact =
      battleship::ExactExpectation::ForRules(rules, 100'000);
  if (!exact.ok()) {
    state.SkipWithError(std::string(exact.status().message()).c_str());
    return;
  }
  double greedy = 0, best_ties = 0, optimal = 0;
  for (auto _ : state) {
    greedy = exact->Greedy();
    best_ties = exact->GreedyBestTies();
    optimal = exact->Optimal();
  }
  state.counters["layouts"] = static_cast<double>(exact->Layouts());
  state.counters["greedy"] = greedy;
  state.counters["greedy_best_ties"] = best_ties;
  state.counters["optimal"] = optimal;
  state.counters["saved_shots"] = greedy - optimal;
  state.counters["saved_pct_of_misses"] = 100 * (greedy - optimal) / (greedy - fleet_cells);
}

BENCHMARK_CAPTURE(BM_GreedyVersusOptimum, 3x3_2_2, 3, 3, std::vector<int>{2, 2})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_GreedyVersusOptimum, 3x3_3_2, 3, 3, std::vector<int>{3, 2})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_GreedyVersusOptimum, 4x3_3_2, 4, 3, std::vector<int>{3, 2})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_GreedyVersusOptimum, 4x4_2_2, 4, 4, std::vector<int>{2, 2})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_GreedyVersusOptimum, 4x4_3_2, 4, 4, std::vector<int>{3, 2})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_GreedyVersusOptimum, 5x3_3_2, 5, 3, std::vector<int>{3, 2})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

}  // namespace

BENCHMARK_MAIN();
