// Random-vs-random Reversi through the full harness: engine processes,
// gRPC, referee, results log with a sync per game. Reports games/s.
// Target: at least 100 games/s with --concurrency 2.
//   bazel run -c opt //bench:harness_benchmark
#include <filesystem>

#include "benchmark/benchmark.h"
#include "harness/config/engine_spec.h"
#include "harness/config/tournament_config.h"
#include "harness/play/tournament.h"

namespace {

void BM_RandomVsRandomTournament(benchmark::State& state) {
  const int concurrency = static_cast<int>(state.range(0));
  const int games = 400;
  int64_t played = 0;
  for (auto _ : state) {
    const std::string results = std::filesystem::temp_directory_path() /
                                ("harness_benchmark_" + std::to_string(::getpid()) + ".jsonl");
    std::filesystem::remove(results);
    harness::TournamentRun run;
    *run.config.add_engines() = *harness::ParseEngineSpec("name=r1,builtin=random");
    *run.config.add_engines() = *harness::ParseEngineSpec("name=r2,builtin=random");
    run.config.set_games_per_pairing(games);
    run.config.set_concurrency(concurrency);
    run.config.set_seed(1);
    run.config.set_results(results);
    harness::ApplyDefaults(&run.config);
    run.launch.builtin_dir = "engines";
    run.progress = nullptr;
    auto records = harness::RunTournament(run);
    if (!records.ok()) {
      state.SkipWithError(std::string(records.status().message()).c_str());
      break;
    }
    played += static_cast<int64_t>(records->size());
    std::filesystem::remove(results);
  }
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(played), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomVsRandomTournament)
    ->Arg(1)
    ->Arg(2)
    ->Iterations(3)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
