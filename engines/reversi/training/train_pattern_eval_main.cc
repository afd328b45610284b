// train_pattern_eval: fits the Reversi engine's pattern evaluation from
// self-play and writes weights/pattern_weights.bin (README.md here).
//
//   bazel run -c opt //engines/reversi/training:train_pattern_eval -- [--games=N] [--seed=S]
//
// Flags (--NAME=VALUE): games (24000), seed (1), threads (the cores),
// exact_empties (16), siblings (0; self_play.h), ridge (2), iterations
// (60), probcut_positions (480), out (weights/pattern_weights.bin in the
// workspace), from_weights (refit only ProbCut for the evaluation in this
// file, replaying just the held-out games it needs).
//
// 1. Self-play games from varied openings; every position from
//    --exact_empties on is labelled exactly by the endgame solver.
// 2. Phase by phase from the end of the game back to its start, the other
//    positions are labelled by a search down into the phases already fitted,
//    and the phase's weights are fitted by ridge least squares.
// 3. Multi-ProbCut's parameters are fitted on held-out positions searched
//    with the new evaluation (probcut_fit.h).
// A tenth of the games (game index % 10 == 0) is held out; the error on
// them, in discs, is reported per phase with the quantised weights the
// engine uses.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "engines/reversi/pattern_weights.h"
#include "engines/reversi/patterns.h"
#include "engines/reversi/training/label_search.h"
#include "engines/reversi/training/least_squares.h"
#include "engines/reversi/training/parallel_for.h"
#include "engines/reversi/training/probcut_fit.h"
#include "engines/reversi/training/self_play.h"
#include "engines/reversi/training/weights_file.h"
#include "flags/command_line.h"

namespace reversi::training {
namespace {

using Clock = std::chrono::steady_clock;

double SecondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

bool IsHeldOut(const TrainingPosition& sample) { return sample.game % 10 == 0; }

// Search labels reach down to the previous phase's last empties, at least
// three plies deep.
int LabelTarget(int empties, int phase) {
  const int phase_low = phase * kEmptiesPerPhase + 1;
  return std::min(empties - 3, phase_low - 1);
}

// The held-out error on the games' own positions (rms, mean_abs) and,
// apart, on their siblings (self_play.h), off the line.
struct PhaseReport {
  size_t train = 0, held_out = 0, exact = 0, held_out_siblings = 0;
  double rms = 0, mean_abs = 0, sibling_rms = 0;
  size_t held_out_on_line() const { return held_out - held_out_siblings; }
};

PhaseReport FitPhase(int phase, std::vector<TrainingPosition*>& samples, double ridge,
                     int iterations, int threads, PatternWeights* weights) {
  // Labels by search where the solver gave none, with the phases fitted so far.
  ParallelFor(samples.size(), threads, [&](size_t i) {
    TrainingPosition& sample = *samples[i];
    if (sample.exact) return;
    const int empties = sample.position.EmptyCount();
    sample.label =
        static_cast<float>(SearchLabel(*weights, sample.position, LabelTarget(empties, phase)));
  });

  PhaseReport report;
  SparseProblem problem;
  problem.columns = EntriesPerPhase();
  problem.per_row = kFeatures + 1;
  for (const TrainingPosition* sample : samples) {
    report.exact += sample->exact;
    if (IsHeldOut(*sample)) {
      ++report.held_out;
      continue;
    }
    ++report.train;
    for (uint32_t entry : FeaturesOf(sample->position)) problem.entries.push_back(entry);
    problem.entries.push_back(BiasEntry());
    problem.targets.push_back(sample->label);
  }
  const std::vector<double> fitted = FitRidge(problem, ridge, iterations);
  int16_t* table = weights->MutablePhaseTable(phase);
  for (int j = 0; j < problem.columns; ++j) {
    table[j] = static_cast<int16_t>(std::lround(std::clamp(fitted[j] * 100, -32767.0, 32767.0)));
  }

  double squares = 0, absolutes = 0, sibling_squares = 0;
  for (const TrainingPosition* sample : samples) {
    if (!IsHeldOut(*sample)) continue;
    const double error = weights->Evaluate(sample->position) / 100.0 - sample->label;
    if (sample->sibling) {
      ++report.held_out_siblings;
      sibling_squares += error * error;
      continue;
    }
    squares += error * error;
    absolutes += std::abs(error);
  }
  if (const size_t line = report.held_out_on_line(); line > 0) {
    report.rms = std::sqrt(squares / line);
    report.mean_abs = absolutes / line;
  }
  if (report.held_out_siblings > 0) {
    report.sibling_rms = std::sqrt(sibling_squares / report.held_out_siblings);
  }
  return report;
}

// Up to `count` held-out positions, as many from each ProbCut group, spread
// over the games (positions with fewer than 12 empties are left to the
// solver; siblings are not the positions a game's search meets).
std::vector<Position> ProbCutSample(const std::vector<TrainingPosition>& positions, int count) {
  std::vector<std::vector<Position>> groups(kProbCutGroups);
  for (const TrainingPosition& sample : positions) {
    if (IsHeldOut(sample) && !sample.sibling && sample.position.EmptyCount() >= 12) {
      groups[ProbCutGroup(sample.position.EmptyCount())].push_back(sample.position);
    }
  }
  std::vector<Position> chosen;
  const size_t per_group = count / kProbCutGroups;
  for (const std::vector<Position>& group : groups) {
    const size_t step = std::max<size_t>(1, group.size() / std::max<size_t>(1, per_group));
    for (size_t i = 0; i < group.size() && i / step < per_group; i += step) {
      chosen.push_back(group[i]);
    }
  }
  return chosen;
}

void PrintProbCut(const PatternWeights& weights) {
  std::printf(
      "ProbCut fits (sigma in discs), depth: shallow depth / slope / sigma per group of "
      "empties 1-15, 16-30, 31-45, 46-60\n");
  for (int depth = kProbCutMinDepth; depth <= kProbCutMaxDepth; ++depth) {
    std::printf("  %2d:", depth);
    for (int group = 0; group < kProbCutGroups; ++group) {
      const ProbCutFit& fit = weights.ProbCut(depth, group * 15 + 1);
      if (fit.shallow_depth == 0) {
        std::printf("   %-16s", "-");
      } else {
        std::printf("   %d / %.2f / %5.2f", fit.shallow_depth, fit.slope, fit.sigma / 100);
      }
    }
    std::printf("\n");
  }
}

bool WriteFile(const std::string& path, const std::string& bytes) {
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) return false;
  }
  return std::rename(temporary.c_str(), path.c_str()) == 0;
}

int Main(int argc, char** argv) {
  const char* workspace = std::getenv("BUILD_WORKSPACE_DIRECTORY");
  std::map<std::string, std::string> flags = {
      {"games", "24000"},
      {"seed", "1"},
      {"threads", std::to_string(std::max(1u, std::thread::hardware_concurrency()))},
      {"exact_empties", "16"},
      {"siblings", "0"},
      {"ridge", "2"},
      {"iterations", "60"},
      {"probcut_positions", "480"},
      {"from_weights", ""},
      {"out",
       workspace ? std::string(workspace) + "/engines/reversi/weights/pattern_weights.bin" : ""},
  };
  if (!flags::ParseProgramFlags(
          argc, argv, "train_pattern_eval",
          "--games --seed --threads --exact_empties --siblings --ridge --iterations "
          "--probcut_positions --out --from_weights",
          &flags)) {
    return 2;
  }
  SelfPlayOptions options;
  double ridge = 0;
  int iterations = 0;
  int probcut_positions = 0;
  if (!absl::SimpleAtoi(flags["games"], &options.games) || options.games < 10 ||
      !absl::SimpleAtoi(flags["seed"], &options.seed) ||
      !absl::SimpleAtoi(flags["threads"], &options.threads) || options.threads < 1 ||
      !absl::SimpleAtoi(flags["exact_empties"], &options.exact_empties) ||
      options.exact_empties < 0 || options.exact_empties > 24 ||
      !absl::SimpleAtoi(flags["siblings"], &options.siblings) || options.siblings < 0 ||
      !absl::SimpleAtod(flags["ridge"], &ridge) || !(ridge >= 0) ||
      !absl::SimpleAtoi(flags["iterations"], &iterations) || iterations < 1 ||
      !absl::SimpleAtoi(flags["probcut_positions"], &probcut_positions) || probcut_positions < 0) {
    std::fprintf(stderr,
                 "train_pattern_eval: bad flag value (games >= 10, threads >= 1, "
                 "exact_empties 0-24, siblings >= 0, ridge >= 0, iterations >= 1, "
                 "probcut_positions >= 0)\n");
    return 2;
  }
  if (flags["out"].empty()) {
    std::fprintf(stderr, "train_pattern_eval: --out=PATH is needed outside `bazel run`\n");
    return 2;
  }
  const Clock::time_point start = Clock::now();
  std::printf(
      "train_pattern_eval: %d games, seed %llu, %d threads, exact from %d empties, %d siblings\n",
      options.games, static_cast<unsigned long long>(options.seed), options.threads,
      options.exact_empties, options.siblings);

  PatternWeights weights;
  const bool refit_probcut_only = !flags["from_weights"].empty();
  if (refit_probcut_only) {
    absl::StatusOr<PatternWeights> read = ReadWeightsFile(flags["from_weights"]);
    if (!read.ok()) {
      std::fprintf(stderr, "train_pattern_eval: %s\n",
                   std::string(read.status().message()).c_str());
      return 1;
    }
    weights = *std::move(read);
    // Only the held-out games, enough of them for the ProbCut sample.
    options.games = std::min(options.games / 10, std::max(10, probcut_positions));
    options.game_step = 10;
  }

  int shown = -1;
  std::vector<TrainingPosition> positions = PlaySelfPlayGames(options, [&](int done) {
    const int percent = static_cast<int>(100LL * done / options.games);
    if (percent == shown) return;
    shown = percent;
    std::fprintf(stderr, "\rself-play: %d/%d games (%d%%), %.0f s", done, options.games, percent,
                 SecondsSince(start));
    if (done == options.games) std::fprintf(stderr, "\n");
  });
  std::printf("self-play: %zu positions from %d games in %.1f s\n", positions.size(), options.games,
              SecondsSince(start));

  if (!refit_probcut_only) {
    std::vector<std::vector<TrainingPosition*>> by_phase(kPhases);
    for (TrainingPosition& sample : positions) {
      by_phase[PhaseOf(sample.position.EmptyCount())].push_back(&sample);
    }
    std::printf(
        "phase  empties   train  held-out   exact  held-out error (discs): rms   mean|e|  "
        "siblings: rms   s\n");
    double total_squares = 0;
    size_t total_held_out = 0;
    for (int phase = 0; phase < kPhases; ++phase) {
      const Clock::time_point phase_start = Clock::now();
      const PhaseReport report =
          FitPhase(phase, by_phase[phase], ridge, iterations, options.threads, &weights);
      total_squares += report.rms * report.rms * report.held_out_on_line();
      total_held_out += report.held_out_on_line();
      std::printf(
          "%5d  %2d-%-2d  %8zu  %8zu  %6zu  %28.2f  %7.2f  %14s  %4.0f\n", phase,
          phase * kEmptiesPerPhase + 1, (phase + 1) * kEmptiesPerPhase, report.train,
          report.held_out, report.exact, report.rms, report.mean_abs,
          report.held_out_siblings ? absl::StrFormat("%.2f", report.sibling_rms).c_str() : "-",
          SecondsSince(phase_start));
      std::fflush(stdout);
    }
    std::printf("held-out rms error over all phases (the games' own positions): %.2f discs (%zu)\n",
                std::sqrt(total_squares / std::max<size_t>(1, total_held_out)), total_held_out);
  }

  const Clock::time_point probcut_start = Clock::now();
  const std::vector<Position> sample = ProbCutSample(positions, probcut_positions);
  FitProbCut(sample, options.threads, &weights);
  std::printf("ProbCut: %zu held-out positions searched to depth %d in %.1f s\n", sample.size(),
              kProbCutMaxDepth, SecondsSince(probcut_start));
  PrintProbCut(weights);

  const std::string bytes = weights.Serialize();
  if (!WriteFile(flags["out"], bytes)) {
    std::fprintf(stderr, "train_pattern_eval: cannot write %s\n", flags["out"].c_str());
    return 1;
  }
  std::printf("wrote %s (%zu bytes) in %.1f s total\n", flags["out"].c_str(), bytes.size(),
              SecondsSince(start));
  return 0;
}

}  // namespace
}  // namespace reversi::training

int main(int argc, char** argv) { return reversi::training::Main(argc, argv); }
