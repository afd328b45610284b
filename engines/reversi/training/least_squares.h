// Ridge least squares over sparse 0/1 features: minimises
// sum_rows (sum_{j in row} w_j - y)^2 + ridge * |w|^2 by conjugate gradients
// on the normal equations with a diagonal (Jacobi) preconditioner. Rarely
// seen features are pulled toward zero by the ridge.
#ifndef ENGINES_REVERSI_TRAINING_LEAST_SQUARES_H_
#define ENGINES_REVERSI_TRAINING_LEAST_SQUARES_H_

#include <cstddef>
#include <cstdint>
#include <vector>

namespace reversi::training {

struct SparseProblem {
  int columns = 0;
  int per_row = 0;                // features per row (a feature may repeat)
  std::vector<uint32_t> entries;  // rows * per_row column indices
  std::vector<double> targets;    // one per row

  size_t rows() const { return targets.size(); }
};

std::vector<double> FitRidge(const SparseProblem& problem, double ridge, int iterations);

}  // namespace reversi::training

#endif  // ENGINES_REVERSI_TRAINING_LEAST_SQUARES_H_
