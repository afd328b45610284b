// Da Vinci Code: the exact posterior's time at the first guess of a game
// (the most hidden tiles, the least known), and the inference engine's
// decision time over whole games.
//   bazel run -c opt //bench:davinci_benchmark
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "benchmark/benchmark.h"
#include "engines/davinci/davinci_policy.h"
#include "engines/davinci/posterior.h"
#include "games/davinci/davinci_game.h"

namespace {

void BM_PosteriorAtFirstGuess(benchmark::State& state) {
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
BENCHMARK(BM_PosteriorAtFirstGuess)
    ->DenseRange(2, 4)
    ->Iterations(20)
    ->Unit(benchmark::kMillisecond);

protocol::OptionValues Options(const davinci::DavinciPolicy& policy, const std::string& name) {
  return *protocol::OptionValues::Resolve(policy.Info().options(), {{"policy", name}});
}

// Seeded games, inference in the even seats and seed in the odd ones, until
// the inference engine has made 1 000 decisions (every phase: draw, joker,
// guess, guess-or-stop, reveal); reports their median, 99th percentile and
// worst time.
void BM_InferenceDecisions(benchmark::State& state) {
  const int players = static_cast<int>(state.range(0));
  davinci::DavinciPolicy policy;
  const protocol::OptionValues inference = Options(policy, "inference");
  const protocol::OptionValues seed = Options(policy, "seed");
  std::vector<double> millis;
  for (auto _ : state) {
    for (uint64_t game_index = 0; millis.size() < 1000; ++game_index) {
      davinci::DavinciGame game("standard", true, players, game_index);
      while (!game.IsOver()) {
        bot::v1::DecideRequest request;
        game.FillObservation(request.mutable_observation());
        for (bot::v1::Action& action : game.LegalActions())
          *request.add_legal_actions() = std::move(action);
        request.set_seat(game.SeatToMove());
        request.set_seed(games::MixSeeds(game_index, game.Plies()));
        const bool timed = game.SeatToMove() % 2 == 0;
        const auto start = std::chrono::steady_clock::now();
        absl::StatusOr<bot::v1::DecideResponse> response =
            policy.Decide(request, timed ? inference : seed);
        const double elapsed =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        if (!response.ok() || !game.Apply(response->action()).ok()) {
          state.SkipWithError("an engine chose an illegal action");
          return;
        }
        if (timed) millis.push_back(elapsed);
      }
    }
  }
  std::sort(millis.begin(), millis.end());
  state.counters["decisions"] = static_cast<double>(millis.size());
  state.counters["median_ms"] = millis[millis.size() / 2];
  state.counters["p99_ms"] = millis[millis.size() * 99 / 100];
  state.counters["worst_ms"] = millis.back();
}
BENCHMARK(BM_InferenceDecisions)->DenseRange(2, 4)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
