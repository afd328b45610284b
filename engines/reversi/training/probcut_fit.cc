#include "engines/reversi/training/probcut_fit.h"

#include <cmath>

#include "engines/reversi/strong_search.h"
#include "engines/reversi/training/parallel_for.h"

namespace reversi::training {
namespace {

constexpr int kFewestPairs = 30;

struct Line {
  double slope = 1, intercept = 0, sigma = 0;
};

// Least-squares line y = slope * x + intercept and the residuals' deviation.
Line FitLine(const std::vector<std::pair<double, double>>& points) {
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (const auto& [x, y] : points) {
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const double n = static_cast<double>(points.size());
  Line line;
  const double spread = n * sxx - sx * sx;
  if (spread > 0) line.slope = (n * sxy - sx * sy) / spread;
  line.intercept = (sy - line.slope * sx) / n;
  double squares = 0;
  for (const auto& [x, y] : points) {
    const double residual = y - (line.slope * x + line.intercept);
    squares += residual * residual;
  }
  line.sigma = std::sqrt(squares / n);
  return line;
}

}  // namespace

void FitProbCut(const std::vector<Position>& positions, int threads, PatternWeights* weights) {
  std::vector<std::vector<int>> scores(positions.size());
  ParallelFor(positions.size(), threads, [&](size_t i) {
    StrongSearchOptions options;
    options.weights = weights;
    options.probcut_confidence = 0;
    options.max_depth = kProbCutMaxDepth;
    options.time_ms = 0;
    options.endgame_empties = 0;
    options.table_log2_entries = 16;
    scores[i] = StrongSearch(options).Run(positions[i]).scores_by_depth;
  });
  for (int depth = kProbCutMinDepth; depth <= kProbCutMaxDepth; ++depth) {
    const int shallow = ProbCutShallowDepth(depth);
    for (int group = 0; group < kProbCutGroups; ++group) {
      std::vector<std::pair<double, double>> points;
      for (size_t i = 0; i < positions.size(); ++i) {
        if (ProbCutGroup(positions[i].EmptyCount()) != group) continue;
        if (static_cast<int>(scores[i].size()) < depth) continue;
        points.emplace_back(scores[i][shallow - 1], scores[i][depth - 1]);
      }
      if (points.size() < kFewestPairs) continue;
      const Line line = FitLine(points);
      if (!(line.slope > 0.1 && line.slope < 10)) continue;
      weights->SetProbCut(depth, group,
                          {shallow, static_cast<float>(line.slope),
                           static_cast<float>(line.intercept), static_cast<float>(line.sigma)});
    }
  }
}

}  // namespace reversi::training
