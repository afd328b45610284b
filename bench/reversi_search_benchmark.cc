// The strong Reversi search at a fixed time per move: the depth it completes
// and its nodes per second, from the start position and from positions with
// 30 empties (seeded self-play games, as the evaluation was trained on), for
// the learned evaluation with and without ProbCut and for eval=classic.
// Flags: --time_ms=N (100) --positions=N (20) --depth=N (0; else every
// search goes to this depth untimed, and the nodes and time it took are
// what to compare) --threads=N (1; more: lazy SMP, nodes counted over every
// thread). "cores" is the process's CPU time over the wall time: how much
// of the machine the threads got (others' load shows there). See
// bench/README.md.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/strong_search.h"
#include "engines/reversi/training/self_play.h"
#include "flags/command_line.h"

namespace {

struct Variant {
  const char* name;
  const reversi::PatternWeights* weights;
  double probcut_confidence;
};

void Measure(const Variant& variant, const std::vector<reversi::Position>& positions,
             const char* where, int time_ms, int depth, int threads) {
  std::vector<int> depths;
  int64_t nodes = 0;
  double seconds = 0, cpu_seconds = 0;
  for (const reversi::Position& position : positions) {
    reversi::StrongSearchOptions options;
    options.time_ms = depth > 0 ? 0 : time_ms;
    if (depth > 0) options.max_depth = depth;
    options.endgame_empties = 0;
    options.weights = variant.weights;
    options.probcut_confidence = variant.probcut_confidence;
    options.threads = threads;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    const reversi::SearchResult result = reversi::StrongSearch(options).Run(position);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    cpu_seconds += static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    nodes += result.nodes;
    depths.push_back(result.depth);
  }
  if (depths.empty()) {
    std::printf("%-22s %-11s no position to search\n", variant.name, where);
    return;
  }
  std::sort(depths.begin(), depths.end());
  std::printf(
      "%-22s %-11s depth median %2d (min %2d, max %2d)  %6.2f M nodes/s  %5.0f ms/move  "
      "%9lld nodes  %.2f cores\n",
      variant.name, where, depths[depths.size() / 2], depths.front(), depths.back(),
      nodes / seconds / 1e6, 1000 * seconds / positions.size(), static_cast<long long>(nodes),
      cpu_seconds / seconds);
}

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {
      {"time_ms", "100"}, {"positions", "20"}, {"depth", "0"}, {"threads", "1"}};
  int time_ms = 0, count = 0, depth = 0, threads = 0;
  if (!flags::ParseProgramFlags(argc, argv, "reversi_search_benchmark",
                                "--time_ms=N --positions=N --depth=N --threads=N", &flags) ||
      !absl::SimpleAtoi(flags["time_ms"], &time_ms) || time_ms < 1 ||
      !absl::SimpleAtoi(flags["positions"], &count) || count < 1 ||
      !absl::SimpleAtoi(flags["depth"], &depth) || depth < 0 ||
      !absl::SimpleAtoi(flags["threads"], &threads) || threads < 1) {
    std::fprintf(stderr,
                 "reversi_search_benchmark: --time_ms, --positions and --threads are positive, "
                 "--depth at least 0\n");
    return 2;
  }
  reversi::training::SelfPlayOptions games;
  games.games = count;
  games.seed = 99;
  games.exact_empties = 0;
  std::vector<reversi::Position> at30;
  for (const auto& sample : reversi::training::PlaySelfPlayGames(games, [](int) {})) {
    if (sample.position.EmptyCount() == 30) at30.push_back(sample.position);
  }
  const std::vector<reversi::Position> start(1, reversi::StartPosition());
  const reversi::PatternWeights& weights = reversi::BuiltInPatternWeights();
  if (depth > 0) {
    std::printf("strong search to depth %d, %d thread(s); %zu positions with 30 empties\n", depth,
                threads, at30.size());
  } else {
    std::printf("strong search, %d ms a move, %d thread(s); %zu positions with 30 empties\n",
                time_ms, threads, at30.size());
  }
  for (const Variant& variant :
       {Variant{"patterns + ProbCut", &weights, 1.5}, Variant{"patterns, no ProbCut", &weights, 0},
        Variant{"classic", nullptr, 0}}) {
    Measure(variant, start, "start", time_ms, depth, threads);
    Measure(variant, at30, "30 empties", time_ms, depth, threads);
  }
  return 0;
}
