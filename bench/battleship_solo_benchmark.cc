// Battleship shooters alone (solo mode) against uniformly random layouts:
// mean shots to sink the fleet, against the seed document's figures.
//   bazel run -c opt //bench:battleship_solo_benchmark -- --benchmark_filter=seed8
#include <cmath>

#include "benchmark/benchmark.h"
#include "engines/battleship/seed_shooter.h"

namespace {

void BM_SeedLadder(benchmark::State& state, const std::string& variant) {
  const int level = static_cast<int>(state.range(0));
  const int64_t games = state.range(1);
  const battleship::Rules rules = *battleship::MakeRules(variant);
  double sum = 0, squares = 0;
  for (auto _ : state) {
    for (int64_t g = 0; g < games; ++g) {
      battleship::BattleshipState game(rules, 1, static_cast<uint64_t>(g) + 1);
      games::SeededRandom random(games::MixSeeds(static_cast<uint64_t>(g), 77));
      while (!game.IsOver()) {
        const int cell = battleship::SeedShot(rules, game.ShotsBy(0), level, random);
        if (!game.Fire(cell).ok()) {
          state.SkipWithError("the shooter chose an illegal cell");
          return;
        }
      }
      const double shots = static_cast<double>(game.ShotsBy(0).size());
      sum += shots;
      squares += shots * shots;
    }
  }
  const double mean = sum / games;
  state.counters["mean_shots"] = mean;
  state.counters["se"] = std::sqrt((squares / games - mean * mean) / (games - 1));
  state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}
// Seed figures (seed8, 100 000 games): 61.20, 42.61, 37.56, 36.93, 36.55,
// 35.68, 34.92.
BENCHMARK_CAPTURE(BM_SeedLadder, seed8, std::string("seed8"))
    ->ArgsProduct({{1, 2, 3, 4, 5, 6, 7}, {100000}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
