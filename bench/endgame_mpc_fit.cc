// How well a shallow search over the learned evaluation predicts the exact
// endgame value: the fit behind the endgame solver's selective passes
// (engines/reversi/endgame_search_thread.cc, CutFitFor). The samples are
// the positions after every listed move of FForum test sets, whose exact
// values the files give (independent of any solver of ours): by default
// FFO #20-39 alone, so that the benchmark's set, #40-59, stays unseen. For each
// shallow depth: the least-squares line exact ~ slope * shallow + intercept
// (discs) and the residuals' deviation, over all samples and by empties.
// Flags: --files=A.obf,B.obf (relative to where `bazel run` started).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "bench/invoked_path.h"
#include "engines/reversi/builtin_pattern_weights.h"
#include "engines/reversi/eval_search.h"
#include "flags/command_line.h"
#include "games/reversi/obf.h"

namespace {

constexpr int kDeepestShallowSearch = 4;
// Residual deviations by empties band (of the position searched).
constexpr int kBandWidth = 5;

struct Sample {
  int empties;
  double exact;                               // discs, for the side to move
  double shallow[kDeepestShallowSearch + 1];  // discs, by depth
};

struct Line {
  double slope = 1, intercept = 0;
};

Line FitLine(const std::vector<Sample>& samples, int depth) {
  double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (const Sample& s : samples) {
    const double x = s.shallow[depth];
    n += 1, sx += x, sy += s.exact, sxx += x * x, sxy += x * s.exact;
  }
  Line line;
  const double spread = n * sxx - sx * sx;
  if (spread > 0) line.slope = (n * sxy - sx * sy) / spread;
  line.intercept = (sy - line.slope * sx) / n;
  return line;
}

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags = {{"files", "games/reversi/testdata/fforum-20-39.obf"}};
  if (!flags::ParseProgramFlags(argc, argv, "endgame_mpc_fit", "--files=A.obf,B.obf", &flags)) {
    return 2;
  }
  const reversi::PatternWeights& weights = reversi::BuiltInPatternWeights();
  std::vector<Sample> samples;
  int64_t nodes = 0;
  for (const std::string& file :
       std::vector<std::string>(absl::StrSplit(flags["files"], ',', absl::SkipEmpty()))) {
    const absl::StatusOr<std::vector<reversi::ObfPosition>> tests =
        reversi::ReadObfFile(bench::InvokedPath(file));
    if (!tests.ok()) {
      std::fprintf(stderr, "endgame_mpc_fit: %s\n", std::string(tests.status().message()).c_str());
      return 2;
    }
    for (const reversi::ObfPosition& test : *tests) {
      for (const reversi::MoveValue& listed : test.moves) {
        const reversi::Position next = test.position.Play(listed.square);
        Sample sample{next.EmptyCount(), -static_cast<double>(listed.value), {}};
        for (int depth = 0; depth <= kDeepestShallowSearch; ++depth) {
          sample.shallow[depth] =
              reversi::EvalSearch(weights, next, depth, -(1 << 20), 1 << 20, nodes) / 100.0;
        }
        samples.push_back(sample);
      }
    }
  }
  if (samples.size() < 2) {
    std::fprintf(stderr, "endgame_mpc_fit: too few samples (%zu)\n", samples.size());
    return 2;
  }
  std::printf("%zu samples (positions after each listed move)\n", samples.size());
  std::printf("%5s | %6s | %9s | %7s |", "depth", "slope", "intercept", "sigma");
  std::map<int, int> band_sizes;
  for (const Sample& s : samples) ++band_sizes[s.empties / kBandWidth];
  for (const auto& [band, size] : band_sizes) {
    std::printf(" %2d-%2d (%3d) |", band * kBandWidth, band * kBandWidth + kBandWidth - 1, size);
  }
  std::printf("\n");
  for (int depth = 0; depth <= kDeepestShallowSearch; ++depth) {
    const Line line = FitLine(samples, depth);
    double all = 0;
    std::map<int, double> by_band;
    for (const Sample& s : samples) {
      const double residual = s.exact - (line.slope * s.shallow[depth] + line.intercept);
      all += residual * residual;
      by_band[s.empties / kBandWidth] += residual * residual;
    }
    std::printf("%5d | %6.3f | %9.3f | %7.3f |", depth, line.slope, line.intercept,
                std::sqrt(all / samples.size()));
    for (const auto& [band, sum] : by_band) {
      std::printf(" %12.3f |", std::sqrt(sum / band_sizes[band]));
    }
    std::printf("\n");
  }
  return 0;
}
