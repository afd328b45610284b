// eval_error: how far the evaluation is from the exact value, by empties,
// on self-play games' own positions and on their siblings (the positions
// after every other move), which the endgame solver's move ordering
// evaluates and the games alone leave out of training (README.md here).
//
//   bazel run -c opt //engines/reversi/training:eval_error -- [--weights=FILE]
//
// Flags (--NAME=VALUE): games (300), seed (7; the training's is 1), threads
// (the cores, for the self-play; the siblings are solved on one), weights (a weights file; the
// engine's built-in one if empty), exact_empties (16: the games' positions measured have no more,
// their siblings one fewer).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/numbers.h"
#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/training/self_play.h"
#include "engines/reversi/training/weights_file.h"
#include "flags/command_line.h"
#include "games/reversi/rules_endgame_solver.h"

namespace reversi::training {
namespace {

struct Errors {
  double squares = 0;
  long count = 0;
  void Add(double error) { squares += error * error, ++count; }
  double Rms() const { return count ? std::sqrt(squares / count) : 0; }
};

int Main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {
      {"games", "300"},
      {"seed", "7"},
      {"threads", std::to_string(std::max(1u, std::thread::hardware_concurrency()))},
      {"weights", ""},
      {"exact_empties", "16"},
  };
  if (!flags::ParseProgramFlags(argc, argv, "eval_error",
                                "--games --seed --threads --weights --exact_empties", &flags)) {
    return 2;
  }
  SelfPlayOptions options;
  if (!absl::SimpleAtoi(flags["games"], &options.games) || options.games < 1 ||
      !absl::SimpleAtoi(flags["seed"], &options.seed) ||
      !absl::SimpleAtoi(flags["threads"], &options.threads) || options.threads < 1 ||
      !absl::SimpleAtoi(flags["exact_empties"], &options.exact_empties) ||
      options.exact_empties < 2 || options.exact_empties > 20) {
    std::fprintf(stderr,
                 "eval_error: bad flag value (games >= 1, threads >= 1, exact_empties 2-20)\n");
    return 2;
  }
  PatternWeights weights = BuiltInPatternWeights();
  if (!flags["weights"].empty()) {
    absl::StatusOr<PatternWeights> read = ReadWeightsFile(flags["weights"]);
    if (!read.ok()) {
      std::fprintf(stderr, "eval_error: %s\n", std::string(read.status().message()).c_str());
      return 1;
    }
    weights = *std::move(read);
  }

  const std::vector<TrainingPosition> positions = PlaySelfPlayGames(options, [](int) {});
  std::vector<Errors> line(options.exact_empties + 1), siblings(options.exact_empties + 1);
  RulesEndgameSolver solver;
  for (size_t i = 0; i < positions.size(); ++i) {
    const TrainingPosition& sample = positions[i];
    const int empties = sample.position.EmptyCount();
    if (!sample.exact) continue;
    line[empties].Add(weights.Evaluate(sample.position) / 100.0 - sample.label);
    const bool game_goes_on = i + 1 < positions.size() && positions[i + 1].game == sample.game;
    for (Bitboard moves = sample.position.Moves(); moves; moves &= moves - 1) {
      const Position next = sample.position.Play(LowestSquare(moves));
      // The move the game played leads to its next position, measured above.
      if (!next.Moves() || (game_goes_on && next == positions[i + 1].position)) continue;
      siblings[empties - 1].Add(weights.Evaluate(next) / 100.0 - solver.Solve(next)->score);
    }
  }
  std::printf("eval_error: %d games, seed %llu, %s weights\n", options.games,
              static_cast<unsigned long long>(options.seed),
              flags["weights"].empty() ? "built-in" : flags["weights"].c_str());
  std::printf("empties | games' positions: rms (n) | every other move from them: rms (n)\n");
  const auto print = [](const Errors& errors) {
    if (errors.count == 0) return std::printf("%15s %8s", "-", "");
    return std::printf("%15.2f (%6ld)", errors.Rms(), errors.count);
  };
  for (int empties = 1; empties <= options.exact_empties; ++empties) {
    if (line[empties].count + siblings[empties].count == 0) continue;
    std::printf("%7d | ", empties);
    print(line[empties]);
    std::printf(" | %5s", "");
    print(siblings[empties]);
    std::printf("\n");
  }
  return 0;
}

}  // namespace
}  // namespace reversi::training

int main(int argc, char** argv) { return reversi::training::Main(argc, argv); }
