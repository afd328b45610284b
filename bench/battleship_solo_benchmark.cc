// Battleship shooters alone against seeded layouts (uniform, or from the
// evasive placer): mean shots to sink the fleet, against the seed document's
// figures, and the density shooter's shot distribution and per-shot
// decision time.
//   bazel run -c opt //bench:battleship_solo_benchmark -- --benchmark_filter=Ladder
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>

#include "benchmark/benchmark.h"
#include "engines/battleship/density_shooter.h"
#include "engines/battleship/placers.h"
#include "engines/battleship/seed_shooter.h"

namespace {

using Shooter = std::function<int(const battleship::Rules&, const std::vector<battleship::Shot>&,
                                  games::SeededRandom&)>;

using Placer = std::function<battleship::Layout(const battleship::Rules&, games::SeededRandom&)>;

battleship::Layout Uniform(const battleship::Rules& rules, games::SeededRandom& random) {
  return battleship::UniformLayout(rules, random);
}

// The common non-uniform placement (GAMES.md warns about it): ships one by
// one in fleet order, each uniform among the placements that do not clash
// with those already placed. For comparison with published figures only.
battleship::Layout OneByOne(const battleship::Rules& rules, games::SeededRandom& random) {
  battleship::Layout layout;
  battleship::CellSet taken;
  for (const battleship::Ship& ship : rules.fleet) {
    std::vector<battleship::Placement> free;
    for (const battleship::Placement& placement : battleship::AllPlacements(rules, ship.length)) {
      if ((battleship::ShipCells(rules, ship.length, placement) & taken).none())
        free.push_back(placement);
    }
    layout.push_back(free[random.Below(free.size())]);
    taken |= battleship::ShipCells(rules, ship.length, layout.back());
  }
  return layout;
}

// Plays `games` solo games (layout g placed from seed g + 1) and reports the
// shots' mean, standard error, s.d., min, max and the per-shot time.
void RunSolo(benchmark::State& state, const std::string& variant, int64_t games,
             const Shooter& shooter, const Placer& placer, bool print_histogram) {
  const battleship::Rules rules = *battleship::MakeRules(variant);
  std::vector<double> shots_per_game;
  std::vector<double> shot_micros;
  for (auto _ : state) {
    for (int64_t g = 0; g < games; ++g) {
      games::SeededRandom placing(static_cast<uint64_t>(g) + 1);
      battleship::Fleet fleet(rules, placer(rules, placing));
      games::SeededRandom random(games::MixSeeds(static_cast<uint64_t>(g), 77));
      std::vector<battleship::Shot> history;
      while (!fleet.AllSunk()) {
        const auto start = std::chrono::steady_clock::now();
        const int cell = shooter(rules, history, random);
        shot_micros.push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
                .count());
        if (cell < 0 || cell >= rules.Cells() || fleet.WasShot(cell)) {
          state.SkipWithError("the shooter chose an illegal cell");
          return;
        }
        history.push_back(fleet.Receive(cell));
      }
      shots_per_game.push_back(static_cast<double>(history.size()));
    }
  }
  double sum = 0, squares = 0;
  std::map<int, int> histogram;
  for (double shots : shots_per_game) {
    sum += shots;
    squares += shots * shots;
    ++histogram[static_cast<int>(shots)];
  }
  const double n = static_cast<double>(shots_per_game.size());
  const double mean = sum / n, sd = std::sqrt((squares / n - mean * mean) * n / (n - 1));
  state.counters["mean_shots"] = mean;
  state.counters["se"] = sd / std::sqrt(n);
  state.counters["sd"] = sd;
  state.counters["min"] = *std::min_element(shots_per_game.begin(), shots_per_game.end());
  state.counters["max"] = *std::max_element(shots_per_game.begin(), shots_per_game.end());
  std::nth_element(shots_per_game.begin(), shots_per_game.begin() + shots_per_game.size() / 2,
                   shots_per_game.end());
  state.counters["median"] = shots_per_game[shots_per_game.size() / 2];
  std::sort(shot_micros.begin(), shot_micros.end());
  state.counters["shot_us_median"] = shot_micros[shot_micros.size() / 2];
  state.counters["shot_us_p99"] = shot_micros[shot_micros.size() * 99 / 100];
  state.counters["shot_us_max"] = shot_micros.back();
  state.counters["games/s"] = benchmark::Counter(n, benchmark::Counter::kIsRate);
  if (!print_histogram) return;
  const int widest = std::max_element(histogram.begin(), histogram.end(), [](auto& a, auto& b) {
                       return a.second < b.second;
                     })->second;
  std::printf("%s shots to finish (%lld games):\n", variant.c_str(), static_cast<long long>(n));
  for (const auto& [shots, count] : histogram) {
    std::printf("%4d %6d %s\n", shots, count, std::string(60 * count / widest, '#').c_str());
  }
}

void BM_SeedLadder(benchmark::State& state, const std::string& variant) {
  const int level = static_cast<int>(state.range(0));
  RunSolo(
      state, variant, state.range(1),
      [level](const battleship::Rules& rules, const std::vector<battleship::Shot>& history,
              games::SeededRandom& random) {
        return battleship::SeedShot(rules, history, level, random);
      },
      Uniform, false);
}
// Seed figures (seed8, 100 000 games): 61.20, 42.61, 37.56, 36.93, 36.55,
// 35.68, 34.92.
BENCHMARK_CAPTURE(BM_SeedLadder, seed8, std::string("seed8"))
    ->ArgsProduct({{1, 2, 3, 4, 5, 6, 7}, {100000}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();
// DataGenetics' classic medians: random 96, hunt/target 65, + parity 61.
BENCHMARK_CAPTURE(BM_SeedLadder, classic, std::string("classic"))
    ->ArgsProduct({{1, 2, 3, 4, 5, 6, 7}, {10000}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

int DensityShot(const battleship::Rules& rules, const std::vector<battleship::Shot>& history,
                games::SeededRandom& random) {
  return battleship::DensityShot(rules, history, battleship::DensitySettings(), random)
      .value_or(-1);
}

void BM_Density(benchmark::State& state, const std::string& variant) {
  RunSolo(state, variant, state.range(0), DensityShot, Uniform, true);
}

// The same shooter (its posterior still assumes uniform layouts) against
// layouts placed one ship at a time.
void BM_DensityOneByOne(benchmark::State& state, const std::string& variant) {
  RunSolo(state, variant, state.range(0), DensityShot, OneByOne, false);
}
BENCHMARK_CAPTURE(BM_DensityOneByOne, classic, std::string("classic"))
    ->Arg(10000)
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();
// Published for classic: probability density median 42, one public
// implementation 44.10 mean.
BENCHMARK_CAPTURE(BM_Density, seed8, std::string("seed8"))
    ->Arg(10000)
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(BM_Density, classic, std::string("classic"))
    ->Arg(10000)
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

// The evasive placer against the density shooter and the seed's best level:
// shots needed, to compare with the uniform layouts above.
void BM_AgainstEvasive(benchmark::State& state, const std::string& variant) {
  const int level = static_cast<int>(state.range(0));  // 0: density
  const int candidates = static_cast<int>(state.range(1));
  RunSolo(
      state, variant, state.range(2),
      [level](const battleship::Rules& rules, const std::vector<battleship::Shot>& history,
              games::SeededRandom& random) {
        return level == 0 ? DensityShot(rules, history, random)
                          : battleship::SeedShot(rules, history, level, random);
      },
      [candidates](const battleship::Rules& rules, games::SeededRandom& random) {
        return battleship::EvasiveLayout(rules, candidates, random);
      },
      false);
}
BENCHMARK_CAPTURE(BM_AgainstEvasive, seed8, std::string("seed8"))
    ->ArgsProduct({{0, 7}, {64}, {2000}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
