// Reversi perft from the start position: leaves per second at depths 9 to
// 11 (bulk-counted last ply). Against a public peer: bench/perft_vs_ellxor.sh.
//   bazel run -c opt //bench:perft_benchmark
#include "benchmark/benchmark.h"
#include "games/reversi/perft.h"

namespace {

void BM_Perft(benchmark::State& state) {
  const int depth = static_cast<int>(state.range(0));
  uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = reversi::Perft(reversi::StartPosition(), depth);
    benchmark::DoNotOptimize(leaves);
  }
  state.counters["leaves"] = static_cast<double>(leaves);
  state.counters["leaves/s"] = benchmark::Counter(static_cast<double>(leaves),
                                                  benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Perft)->Arg(9)->Arg(10)->Arg(11)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
