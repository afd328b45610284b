// The exact Reversi endgame solver on the FForum test set: per position the
// empties, best move and value (checked against the file), time, nodes and
// nodes/s, and the total; the old solver (bench/baseline_endgame_solver.h)
// beside it under a node cap. Flags: --file=PATH --max_empties=N
// --old_nodes=N (0: skip the old solver) --table_bits=N (2^N table entries). See bench/README.md.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <string>

#include "absl/strings/numbers.h"
#include "bench/baseline_endgame_solver.h"
#include "flags/command_line.h"
#include "games/reversi/endgame_solver.h"
#include "games/reversi/obf.h"
#include "games/reversi/reversi_state.h"

namespace {

struct Run {
  std::optional<reversi::EndgameSolution> solution;
  int64_t nodes = 0;
  double seconds = 0;
};

template <typename Solver>
Run Measure(Solver& solver, const reversi::Position& position) {
  const auto start = std::chrono::steady_clock::now();
  Run run;
  run.solution = solver.Solve(position);
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.nodes = solver.nodes();
  return run;
}

std::string Verdict(const Run& run, const reversi::ObfPosition& test) {
  if (!run.solution) return "did not finish";
  const std::string move = reversi::MoveName(run.solution->move);
  for (const reversi::MoveValue& listed : test.moves) {
    if (listed.square == run.solution->move && listed.value == test.BestValue() &&
        run.solution->score == test.BestValue()) {
      return move + " " + std::to_string(run.solution->score) + " ok";
    }
  }
  return move + " " + std::to_string(run.solution->score) + " WRONG (file " +
         std::to_string(test.BestValue()) + ")";
}

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {
      {"file", "games/reversi/testdata/fforum-20-39.obf"},
      {"max_empties", "64"},
      {"old_nodes", "50000000"},
      {"table_bits", std::to_string(reversi::EndgameSolver::kDefaultTableBits)}};
  if (!flags::ParseProgramFlags(argc, argv, "endgame_benchmark",
                                "--file=PATH --max_empties=N --old_nodes=N --table_bits=N", &flags))
    return 2;
  int max_empties = 0;
  int64_t old_nodes = 0;
  int table_bits = 0;
  if (!absl::SimpleAtoi(flags["max_empties"], &max_empties) ||
      !absl::SimpleAtoi(flags["old_nodes"], &old_nodes) ||
      !absl::SimpleAtoi(flags["table_bits"], &table_bits) || table_bits < 1 || table_bits > 30) {
    std::fprintf(stderr,
                 "endgame_benchmark: --max_empties, --old_nodes and --table_bits (1-30) take "
                 "integers\n");
    return 2;
  }
  const absl::StatusOr<std::vector<reversi::ObfPosition>> tests =
      reversi::ReadObfFile(flags["file"]);
  if (!tests.ok()) {
    std::fprintf(stderr, "endgame_benchmark: %s\n", std::string(tests.status().message()).c_str());
    return 2;
  }

  std::printf("%3s %7s | %-14s %9s %13s %8s | %-14s %9s %13s\n", "#", "empties", "new: move",
              "time s", "nodes", "Mn/s", "old: move", "time s", "nodes");
  Run total;
  Run old_total;
  bool all_right = true;
  int number = 0;
  for (const reversi::ObfPosition& test : *tests) {
    ++number;
    if (test.position.EmptyCount() > max_empties) continue;
    reversi::EndgameSolver solver({},
                                  table_bits);  // a fresh table: no help from the previous position
    const Run run = Measure(solver, test.position);
    const std::string verdict = Verdict(run, test);
    all_right = all_right && verdict.find(" ok") != std::string::npos;
    total.nodes += run.nodes;
    total.seconds += run.seconds;
    std::printf("%3d %7d | %-14s %9.3f %13lld %8.1f |", number, test.position.EmptyCount(),
                verdict.c_str(), run.seconds, static_cast<long long>(run.nodes),
                run.nodes / run.seconds / 1e6);
    if (old_nodes > 0) {
      bench::BaselineEndgameSolver old([old_nodes](int64_t nodes) { return nodes > old_nodes; });
      const Run old_run = Measure(old, test.position);
      old_total.nodes += old_run.nodes;
      old_total.seconds += old_run.seconds;
      std::printf(" %-14s %9.3f %13lld", Verdict(old_run, test).c_str(), old_run.seconds,
                  static_cast<long long>(old_run.nodes));
    }
    std::printf("\n");
    std::fflush(stdout);
  }
  std::printf("total new: %.3f s, %lld nodes, %.1f M nodes/s\n", total.seconds,
              static_cast<long long>(total.nodes), total.nodes / total.seconds / 1e6);
  if (old_nodes > 0) {
    std::printf("total old (capped at %lld nodes a position): %.3f s, %lld nodes\n",
                static_cast<long long>(old_nodes), old_total.seconds,
                static_cast<long long>(old_total.nodes));
  }
  return all_right ? 0 : 1;
}
