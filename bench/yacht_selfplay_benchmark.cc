// Yacht self-play through the solver's choices (no gRPC): speed in games/s,
// and the mean final score with its standard error against the computed
// expectation (optimal) or the seed's published averages (seed model).
//   bazel run -c opt //bench:yacht_selfplay_benchmark -- --benchmark_filter=Optimal
// Arguments: number of games. 10^6 optimal games take about a minute per ruleset.
#include <cmath>

#include "benchmark/benchmark.h"
#include "engines/yacht/choices.h"
#include "engines/yacht/table_cache.h"

namespace {

struct Sample {
  double mean = 0;
  double standard_error = 0;
};

Sample PlayGames(const yacht::YachtSolver& solver, const yacht::Ruleset& rules, int64_t games) {
  double sum = 0, squares = 0;
  for (int64_t g = 0; g < games; ++g) {
    const double score = yacht::PlaySolitaire(solver, rules, static_cast<uint64_t>(g) + 1);
    sum += score;
    squares += score * score;
  }
  Sample sample;
  sample.mean = sum / games;
  sample.standard_error = std::sqrt((squares / games - sample.mean * sample.mean) / (games - 1));
  return sample;
}

// Plays the games once (the benchmark's one iteration) and reports them.
Sample PlayAndReport(benchmark::State& state, const yacht::YachtSolver& solver,
                     const yacht::Ruleset& rules, int64_t games) {
  Sample sample;
  for (auto _ : state) sample = PlayGames(solver, rules, games);
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
  state.counters["mean"] = sample.mean;
  state.counters["se"] = sample.standard_error;
  return sample;
}

void BM_OptimalSelfPlay(benchmark::State& state, const std::string& ruleset) {
  const yacht::Ruleset rules = *yacht::MakeRuleset(ruleset);
  yacht::YachtSolver solver(yacht::SolverModel{rules});
  yacht::LoadOrSolve(yacht::DefaultCacheDir(), &solver, stderr);
  const Sample sample = PlayAndReport(state, solver, rules, state.range(0));
  state.counters["expected"] = solver.ExpectedScore();
  state.counters["z"] = (sample.mean - solver.ExpectedScore()) / sample.standard_error;
}
BENCHMARK_CAPTURE(BM_OptimalSelfPlay, clubhouse, std::string("clubhouse"))
    ->Arg(1000000)
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(BM_OptimalSelfPlay, yahtzee, std::string("yahtzee"))
    ->Arg(100000)
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

// The seed's DP on its own rules (pancht), at the seed's weights; the seed
// published 205.695 (weight 1.0) and 211.476 (3.0) over 5 000 games each.
void BM_SeedSelfPlay(benchmark::State& state) {
  const yacht::Ruleset rules = *yacht::MakeRuleset("pancht");
  yacht::YachtSolver solver(yacht::SeedModel(rules, state.range(0) / 10.0));
  solver.SolveAll(2);
  PlayAndReport(state, solver, rules, state.range(1));
}
BENCHMARK(BM_SeedSelfPlay)
    ->Args({10, 100000})
    ->Args({30, 100000})
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
