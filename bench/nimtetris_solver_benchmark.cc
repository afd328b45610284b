// Nim Tetris: exact solve time and memo size against the number of live
// empty cells, on positions of a 10x10 board reached by seeded random play
// (a fresh solver per position, so nothing is reused), and the first move
// on the empty 10x10 board at the highest level.
//   bazel run -c opt //bench:nimtetris_solver_benchmark
#include "benchmark/benchmark.h"
#include "engines/nimtetris/minimax.h"
#include "engines/nimtetris/solver.h"

namespace {

using nimtetris::Bits;

// A position of the 10x10 board with at most `live` live cells, reached by
// random placements from the empty board.
Bits RandomPosition(const nimtetris::Geometry& geometry, int live, uint64_t seed) {
  games::SeededRandom random(seed);
  Bits filled = 0;
  while (true) {
    int cells = 0;
    for (Bits region : nimtetris::LiveRegions(geometry, geometry.all() & ~filled)) {
      cells += nimtetris::PopCount(region);
    }
    const std::vector<int> legal = nimtetris::LegalPlacements(geometry, filled);
    if (cells <= live || legal.empty()) return filled;
    filled |= geometry.placements()[legal[random.Below(legal.size())]].cells;
  }
}

void BM_SolveByLiveCells(benchmark::State& state) {
  const nimtetris::Geometry& geometry = **nimtetris::Geometry::Of(10, 10);
  const int live = static_cast<int>(state.range(0));
  constexpr int kPositions = 8;
  double regions = 0, games = 0, positions = 0;
  int64_t position = 0;
  for (auto _ : state) {
    const Bits filled =
        RandomPosition(geometry, live, static_cast<uint64_t>(position++ % kPositions));
    nimtetris::Solver solver;
    bool wins = false;
    benchmark::DoNotOptimize(solver.MoverWins(geometry, filled, nimtetris::kNoDeadline, &wins));
    regions += solver.values().regions();
    games += solver.values().sets().games();
    positions += solver.search().positions();
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["regions"] = regions / n;
  state.counters["option_sets"] = games / n;
  state.counters["positions"] = positions / n;
}
BENCHMARK(BM_SolveByLiveCells)
    ->DenseRange(16, 60, 4)
    ->Iterations(8)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The gain of regions, symmetry and option sets: the start position of
// small boards by the region solver and by plain minimax over whole boards.
void BM_StartPosition(benchmark::State& state) {
  const nimtetris::Geometry& geometry =
      **nimtetris::Geometry::Of(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const bool by_regions = state.range(2) == 1;
  double entries = 0;
  bool wins = false;
  for (auto _ : state) {
    if (by_regions) {
      nimtetris::Solver solver;
      solver.MoverWins(geometry, 0, nimtetris::kNoDeadline, &wins);
      entries = static_cast<double>(solver.values().regions() + solver.values().sets().games() +
                                    solver.search().positions());
    } else {
      nimtetris::Minimax minimax(geometry);
      wins = minimax.MoverWins(0);
      entries = static_cast<double>(minimax.positions());
    }
  }
  state.counters["memo_entries"] = entries;
  state.counters["first_player_wins"] = wins;
}
BENCHMARK(BM_StartPosition)
    ->ArgsProduct({{5}, {5, 6}, {0, 1}})
    ->Args({6, 6, 1})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The first move on the empty board at level 10 with a thinking time of
// range(0) ms; the memo persists across iterations (warm after the first).
void BM_FirstMoveLevel10(benchmark::State& state) {
  const nimtetris::Geometry& geometry = **nimtetris::Geometry::Of(10, 10);
  nimtetris::Solver solver;
  games::SeededRandom random(1);
  bool solved = false;
  for (auto _ : state) {
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::milliseconds(state.range(0));
    solved = solver.Choose(geometry, 0, nimtetris::kMaxLevel, deadline, random).solved;
  }
  state.counters["solved"] = solved;
  state.counters["regions"] = solver.values().regions();
}
BENCHMARK(BM_FirstMoveLevel10)
    ->Arg(1000)
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
