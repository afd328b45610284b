#include "engines/reversi/training/least_squares.h"

namespace reversi::training {
namespace {

// (A^T A + ridge I) v.
std::vector<double> Normal(const SparseProblem& problem, const std::vector<double>& v,
                           double ridge) {
  std::vector<double> out(problem.columns);
  for (int j = 0; j < problem.columns; ++j) out[j] = ridge * v[j];
  const uint32_t* row = problem.entries.data();
  for (size_t r = 0; r < problem.rows(); ++r, row += problem.per_row) {
    double sum = 0;
    for (int k = 0; k < problem.per_row; ++k) sum += v[row[k]];
    for (int k = 0; k < problem.per_row; ++k) out[row[k]] += sum;
  }
  return out;
}

double Dot(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0;
  for (size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
  return sum;
}

}  // namespace

std::vector<double> FitRidge(const SparseProblem& problem, double ridge, int iterations) {
  const int n = problem.columns;
  // r = A^T y (w starts at zero), and the preconditioner's diagonal.
  std::vector<double> residual(n, 0.0);
  std::vector<double> diagonal(n, ridge);
  const uint32_t* row = problem.entries.data();
  for (size_t r = 0; r < problem.rows(); ++r, row += problem.per_row) {
    for (int k = 0; k < problem.per_row; ++k) {
      residual[row[k]] += problem.targets[r];
      diagonal[row[k]] += 1;
    }
  }
  std::vector<double> weights(n, 0.0);
  std::vector<double> z(n);
  for (int j = 0; j < n; ++j) z[j] = diagonal[j] > 0 ? residual[j] / diagonal[j] : 0;
  std::vector<double> direction = z;
  double rz = Dot(residual, z);
  for (int it = 0; it < iterations && rz > 0; ++it) {
    const std::vector<double> q = Normal(problem, direction, ridge);
    const double curvature = Dot(direction, q);
    if (curvature <= 0) break;
    const double step = rz / curvature;
    for (int j = 0; j < n; ++j) {
      weights[j] += step * direction[j];
      residual[j] -= step * q[j];
      z[j] = diagonal[j] > 0 ? residual[j] / diagonal[j] : 0;
    }
    const double next_rz = Dot(residual, z);
    const double beta = next_rz / rz;
    rz = next_rz;
    for (int j = 0; j < n; ++j) direction[j] = z[j] + beta * direction[j];
  }
  return weights;
}

}  // namespace reversi::training
