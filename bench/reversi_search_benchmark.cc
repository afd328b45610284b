// The strong Reversi search at a fixed time per move: the depth it completes
// and its nodes per second, from the start position and from positions with
// 30 empties (seeded self-play games, as the evaluation was trained on), for
// the learned evaluation with and without ProbCut and for eval=classic.
// Single-threaded. Flags: --time_ms=N (100) --positions=N (20) --depth=N
// (0; else every search goes to this depth untimed, and the nodes it took
// are what to compare). See bench/README.md.
#include <algorithm>
#include <chrono>
#include <cstdio>
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
             const char* where, int time_ms, int depth) {
  std::vector<int> depths;
  int64_t nodes = 0;
  double seconds = 0;
  for (const reversi::Position& position : positions) {
    reversi::StrongSearchOptions options;
    options.time_ms = depth > 0 ? 0 : time_ms;
    if (depth > 0) options.max_depth = depth;
    options.endgame_empties = 0;
    options.weights = variant.weights;
    options.probcut_confidence = variant.probcut_confidence;
    const auto start = std::chrono::steady_clock::now();
    const reversi::SearchResult result = reversi::StrongSearch(options).Run(position);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
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
      "%9lld nodes\n",
      variant.name, where, depths[depths.size() / 2], depths.front(), depths.back(),
      nodes / seconds / 1e6, 1000 * seconds / positions.size(), static_cast<long long>(nodes));
}

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {
      {"time_ms", "100"}, {"positions", "20"}, {"depth", "0"}};
  int time_ms = 0, count = 0, depth = 0;
  if (!flags::ParseProgramFlags(argc, argv, "reversi_search_benchmark",
                                "--time_ms=N --positions=N --depth=N", &flags) ||
      !absl::SimpleAtoi(flags["time_ms"], &time_ms) || time_ms < 1 ||
      !absl::SimpleAtoi(flags["positions"], &count) || count < 1 ||
      !absl::SimpleAtoi(flags["depth"], &depth) || depth < 0) {
    std::fprintf(stderr,
                 "reversi_search_benchmark: --time_ms and --positions are positive, --depth "
                 "at least 0\n");
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
    std::printf("strong search to depth %d, one thread; %zu positions with 30 empties\n", depth,
                at30.size());
  } else {
    std::printf("strong search, %d ms a move, one thread; %zu positions with 30 empties\n", time_ms,
                at30.size());
  }
  for (const Variant& variant :
       {Variant{"patterns + ProbCut", &weights, 1.5}, Variant{"patterns, no ProbCut", &weights, 0},
        Variant{"classic", nullptr, 0}}) {
    Measure(variant, start, "start", time_ms, depth);
    Measure(variant, at30, "30 empties", time_ms, depth);
  }
  return 0;
}
