#include "harness/report/move_stats_table.h"

#include <cmath>

#include "absl/strings/str_format.h"
#include "harness/config/one_line.h"

namespace harness {

TextTable MoveStatsTable(const std::vector<EngineMoveStats>& stats) {
  TextTable table;
  table.title =
      "time and search per engine (ms per move as the harness measured it; clock left at game "
      "end; depth, nodes and score as the engine reported them; score→result: how often the sign "
      "of its last score was its result)";
  table.header = {"engine", "moves", "mean ms", "p50",      "p99",
                  "max",    "clock", "depth",   "knodes/s", "score→result"};
  for (const EngineMoveStats& s : stats) {
    const double nps = s.NodesPerSecond();
    table.rows.push_back({
        OneLine(s.name),
        absl::StrFormat("%d", s.move_ms.count),
        absl::StrFormat("%.1f", s.move_ms.mean),
        absl::StrFormat("%.0f", s.move_ms.median),
        absl::StrFormat("%.0f", s.move_ms.q99),
        absl::StrFormat("%.0f", s.move_ms.max),
        s.clock_left_ms.count > 0 ? absl::StrFormat("%.0f", s.clock_left_ms.mean) : "-",
        s.depth_moves > 0 ? absl::StrFormat("%.1f", s.mean_depth) : "-",
        std::isnan(nps) ? "-" : absl::StrFormat("%.0f", nps / 1000),
        s.predictions > 0 ? absl::StrFormat("%.1f%% of %d", 100 * s.PredictedShare(), s.predictions)
                          : "-",
    });
  }
  return table;
}

TextTable CpuTable(const std::vector<EngineMoveStats>& stats) {
  TextTable table;
  table.title =
      "CPU time per sandboxed engine (all its processes, from its cgroup; cores: CPU time over "
      "the games' wall time; between moves: the share used outside its own decisions)";
  table.header = {"engine", "games", "cpu s", "cores", "between moves"};
  for (const EngineMoveStats& s : stats) {
    if (s.cpu_games == 0) continue;
    table.rows.push_back({
        s.name,
        absl::StrFormat("%d", s.cpu_games),
        absl::StrFormat("%.1f", s.cpu_ms / 1000.0),
        s.cpu_game_ms > 0 ? absl::StrFormat("%.2f", static_cast<double>(s.cpu_ms) / s.cpu_game_ms)
                          : "-",
        s.cpu_ms > 0 ? absl::StrFormat("%.0f%%", 100.0 * (s.cpu_ms - s.cpu_ms_own_moves) / s.cpu_ms)
                     : "-",
    });
  }
  return table;
}

}  // namespace harness
