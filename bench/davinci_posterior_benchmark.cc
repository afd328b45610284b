// Da Vinci Code: time of the exact posterior at the first guess of a game,
// by player count (the worst point: the most hidden tiles, the least known).
//   bazel run -c opt //bench:davinci_posterior_benchmark
#include "benchmark/benchmark.h"
#include "engines/davinci/posterior.h"
#include "games/davinci/davinci_game.h"

namespace {

void BM_FirstGuess(benchmark::State& state) {
  const int players = static_cast<int>(state.range(0));
  int64_t game_index = 0;
  for (auto _ : state) {
    state.PauseTiming();
    davinci::DavinciGame game("standard", true, players, static_cast<uint64_t>(game_index++));
    // Place dealt jokers at the left and draw black until the first guess.
    while (!game.IsOver() && game.state().phase() != davinci::Phase::kGuess) {
      game.Apply(game.LegalActions().front());
    }
    const bot::v1::DavinciObservation view =
        davinci::ObservationOf(game.state(), game.SeatToMove(), "standard");
    state.ResumeTiming();
    benchmark::DoNotOptimize(davinci::Posterior(view));
  }
}
BENCHMARK(BM_FirstGuess)->DenseRange(2, 4)->Iterations(20)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
