// Time to compute the full between-turn table of the exact Yacht solver per
// ruleset, on 1 and 2 threads (the seed's own table took 5 h 40 min), the
// process's peak memory, and loading a stored table.
//   bazel run -c opt //bench:yacht_solver_benchmark
#include <sys/resource.h>

#include "benchmark/benchmark.h"
#include "engines/yacht/solver.h"
#include "engines/yacht/table_cache.h"

namespace {

void BM_SolveTable(benchmark::State& state, const std::string& ruleset) {
  const int threads = static_cast<int>(state.range(0));
  double expected = 0;
  for (auto _ : state) {
    yacht::YachtSolver solver(yacht::SolverModel{*yacht::MakeRuleset(ruleset)});
    solver.SolveAll(threads);
    expected = solver.ExpectedScore();
  }
  rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  state.counters["expected_score"] = expected;
  state.counters["peak_rss_MiB"] = usage.ru_maxrss / 1024.0;
}
BENCHMARK_CAPTURE(BM_SolveTable, clubhouse, std::string("clubhouse"))
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(BM_SolveTable, pancht, std::string("pancht"))
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(BM_SolveTable, yahtzee, std::string("yahtzee"))
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Loading a stored table (what an engine does after the first run).
void BM_LoadTable(benchmark::State& state, const std::string& ruleset) {
  const yacht::SolverModel model{*yacht::MakeRuleset(ruleset)};
  yacht::YachtSolver solved(model);
  yacht::LoadOrSolve(yacht::DefaultCacheDir(), &solved, stderr);
  const std::string path = yacht::DefaultCacheDir() + "/" + yacht::TableKey(model) + ".table";
  for (auto _ : state) {
    yacht::YachtSolver loaded(model);
    if (!yacht::LoadTable(path, &loaded).ok()) state.SkipWithError("cannot load the table");
  }
}
BENCHMARK_CAPTURE(BM_LoadTable, clubhouse, std::string("clubhouse"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_LoadTable, yahtzee, std::string("yahtzee"))->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
