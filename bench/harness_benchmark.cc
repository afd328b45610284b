// Random-vs-random Reversi through the full harness: engine processes, the
// transport, the referee, the results log with a sync per game. Reports
// games/s and where a game's time goes, per game as each worker sees it:
// waiting for Decide answers (transport and engine), the referee (the rest
// of PlayGame: observations, legal actions, records) and the log append.
// Arg 0: concurrency; arg 1: 0 engines over gRPC, 1 over binary stdio
// (protocol=proto); arg 2: 1 pins each worker and its engines to a core
// (--pin-workers).
//   bazel run -c opt //bench:harness_benchmark
#include <filesystem>

#include "benchmark/benchmark.h"
#include "harness/config/engine_spec.h"
#include "harness/config/tournament_config.h"
#include "harness/play/tournament.h"

namespace {

void BM_RandomVsRandomTournament(benchmark::State& state) {
  const int concurrency = static_cast<int>(state.range(0));
  const bool binary = state.range(1) == 1;
  const bool pinned = state.range(2) == 1;
  const std::string over = binary ? ",protocol=proto" : ",protocol=grpc";
  const int games = 1000;
  harness::TournamentTimings timings;
  for (auto _ : state) {
    const std::string results = std::filesystem::temp_directory_path() /
                                ("harness_benchmark_" + std::to_string(::getpid()) + ".jsonl");
    std::filesystem::remove(results);
    harness::TournamentRun run;
    *run.config.add_engines() = *harness::ParseEngineSpec("name=r1,builtin=random" + over);
    *run.config.add_engines() = *harness::ParseEngineSpec("name=r2,builtin=random" + over);
    run.config.set_games_per_pairing(games);
    run.config.set_concurrency(concurrency);
    run.config.set_seed(1);
    run.config.set_pin_workers(pinned);
    run.config.set_results(results);
    harness::ApplyDefaults(&run.config);
    run.launch.builtin_dir = "engines";
    run.progress = nullptr;
    run.timings = &timings;
    auto records = harness::RunTournament(run);
    if (!records.ok()) {
      state.SkipWithError(std::string(records.status().message()).c_str());
      break;
    }
    std::filesystem::remove(results);
  }
  const double played = static_cast<double>(timings.games);
  state.counters["games/s"] = benchmark::Counter(played, benchmark::Counter::kIsRate);
  if (played == 0) return;
  const double decide_us = static_cast<double>(timings.decide_ns) / 1e3 / played;
  state.counters["transport_us/game"] = decide_us;
  state.counters["referee_us/game"] =
      static_cast<double>(timings.game_ns) / 1e3 / played - decide_us;
  state.counters["log_us/game"] = static_cast<double>(timings.log_ns) / 1e3 / played;
  state.SetLabel(std::string(binary ? "proto" : "grpc") + (pinned ? " pinned" : ""));
}
BENCHMARK(BM_RandomVsRandomTournament)
    ->ArgsProduct({{1, 2}, {0, 1}, {0, 1}})
    ->Iterations(2)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
