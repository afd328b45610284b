#include "harness/ratings/elo_fit.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>

#include "harness/ratings/student_t.h"

namespace harness {
namespace {

const double kEloPerNat = 400.0 / std::log(10.0);
// A variance (nats squared) this small is rounding of one that is 0: every
// unit's games came out exactly as the fit expects (each pair split
// alike), so the units show no spread to judge from.
constexpr double kNoSpread = 1e-12;

double Logistic(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// Inverts a symmetric positive definite matrix by Gauss-Jordan elimination
// (small: one row per engine).
std::vector<std::vector<double>> Invert(std::vector<std::vector<double>> a) {
  const int n = static_cast<int>(a.size());
  std::vector<std::vector<double>> inverse(n, std::vector<double>(n));
  for (int i = 0; i < n; ++i) inverse[i][i] = 1;
  for (int col = 0; col < n; ++col) {
    int pivot = col;
    for (int row = col + 1; row < n; ++row) {
      if (std::fabs(a[row][col]) > std::fabs(a[pivot][col])) pivot = row;
    }
    std::swap(a[col], a[pivot]);
    std::swap(inverse[col], inverse[pivot]);
    const double scale = a[col][col];
    for (int k = 0; k < n; ++k) {
      a[col][k] /= scale;
      inverse[col][k] /= scale;
    }
    for (int row = 0; row < n; ++row) {
      if (row == col || a[row][col] == 0) continue;
      const double factor = a[row][col];
      for (int k = 0; k < n; ++k) {
        a[row][k] -= factor * a[col][k];
        inverse[row][k] -= factor * inverse[col][k];
      }
    }
  }
  return inverse;
}

// A unit's score vector: its nonzero entries (a unit holds a few players).
using SparseScore = std::vector<std::pair<int, double>>;

// The cluster-robust covariance H^-1 B H^-1 (`bread` = H^-1), B the spread
// of the units' score vectors: G / (G - 1) * sum (g_u - mean g)(g_u -
// mean g)' over the G >= 2 units, summed as sum g_u g_u' - G mean mean'
// over each unit's nonzero entries, so a league of 10^6 units and 500
// players costs its entries, not 10^6 x 500^2.
std::vector<std::vector<double>> Sandwich(const std::vector<std::vector<double>>& bread,
                                          const std::vector<SparseScore>& scores) {
  const int n = static_cast<int>(bread.size());
  const double units = static_cast<double>(scores.size());
  std::vector<double> mean_score(n, 0);
  std::vector<std::vector<double>> meat(n, std::vector<double>(n, 0));
  for (const SparseScore& score : scores) {
    for (const auto& [a, value_a] : score) {
      mean_score[a] += value_a / units;
      for (const auto& [b, value_b] : score) meat[a][b] += value_a * value_b;
    }
  }
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      meat[a][b] = (meat[a][b] - units * mean_score[a] * mean_score[b]) * units / (units - 1);
    }
  }
  // bread * meat * bread, one product at a time.
  const auto product = [n](const std::vector<std::vector<double>>& x,
                           const std::vector<std::vector<double>>& y) {
    std::vector<std::vector<double>> z(n, std::vector<double>(n, 0));
    for (int a = 0; a < n; ++a) {
      for (int c = 0; c < n; ++c) {
        const double x_ac = x[a][c];
        if (x_ac == 0) continue;
        for (int b = 0; b < n; ++b) z[a][b] += x_ac * y[c][b];
      }
    }
    return z;
  };
  return product(product(bread, meat), bread);
}

// Reachability along edges i -> j where i scored against j.
std::vector<bool> Reachable(const PairwiseResults& results, int from, bool forward) {
  std::vector<bool> seen(results.players());
  std::function<void(int)> visit = [&](int i) {
    seen[i] = true;
    for (int j = 0; j < results.players(); ++j) {
      if (seen[j] || results.Games(i, j) == 0) continue;
      const bool edge = forward ? results.Points(i, j) > 0 : results.Points(j, i) > 0;
      if (edge) visit(j);
    }
  };
  visit(from);
  return seen;
}

}  // namespace

void PairwiseResults::AddPlayer() {
  for (std::vector<double>& row : games_) row.push_back(0);
  for (std::vector<double>& row : points_) row.push_back(0);
  games_.emplace_back(games_.size() + 1);
  points_.emplace_back(points_.size() + 1);
}

void PairwiseResults::Add(int i, int j, double score_i, uint64_t unit) {
  games_[i][j] += 1;
  games_[j][i] += 1;
  points_[i][j] += score_i;
  points_[j][i] += 1 - score_i;
  Tally& tally = units_[unit][{std::min(i, j), std::max(i, j)}];
  tally.games += 1;
  tally.points += i < j ? score_i : 1 - score_i;
}

void PairwiseResults::MergeUnits(uint64_t from, uint64_t into) {
  if (from == into) return;
  auto moved = units_.find(from);
  if (moved == units_.end()) return;
  UnitResults& target = units_[into];
  for (const auto& [pair, tally] : moved->second) {
    target[pair].games += tally.games;
    target[pair].points += tally.points;
  }
  units_.erase(moved);
}

int PairwiseResults::SharedUnits(int i, int j) const {
  const std::pair<int, int> key = {std::min(i, j), std::max(i, j)};
  int shared = 0;
  for (const auto& [unit, results] : units_) shared += results.count(key);
  return shared;
}

PairwiseResults PairwiseResults::Among(const std::vector<bool>& keep) const {
  PairwiseResults kept(players());
  for (const auto& [unit, results] : units_) {
    for (const auto& [pair, tally] : results) {
      if (!keep[pair.first] || !keep[pair.second]) continue;
      const int i = pair.first, j = pair.second;
      kept.games_[i][j] += tally.games;
      kept.games_[j][i] += tally.games;
      kept.points_[i][j] += tally.points;
      kept.points_[j][i] += tally.games - tally.points;
      kept.units_[unit][pair] = tally;
    }
  }
  return kept;
}

std::vector<int> SweepGroups(const PairwiseResults& results) {
  const int n = results.players();
  std::vector<int> group(n, -1);
  int groups = 0;
  for (int first = 0; first < n; ++first) {
    bool played = false;
    for (int j = 0; j < n; ++j) played = played || results.Games(first, j) > 0;
    if (!played || group[first] >= 0) continue;
    // Its group: those it reaches and that reach it.
    const std::vector<bool> forward = Reachable(results, first, true);
    const std::vector<bool> backward = Reachable(results, first, false);
    for (int i = 0; i < n; ++i) {
      if (forward[i] && backward[i]) group[i] = groups;
    }
    ++groups;
  }
  return group;
}

bool HasFiniteMaximum(const PairwiseResults& results) {
  const std::vector<int> group = SweepGroups(results);
  return *std::max_element(group.begin(), group.end()) <= 0;
}

EloFit FitElo(const PairwiseResults& input, double prior_draws) {
  const int n = input.players();
  EloFit fit;
  fit.elo.assign(n, 0);
  fit.margin95.assign(n, std::numeric_limits<double>::quiet_NaN());
  fit.los.assign(n, std::vector<double>(n, std::numeric_limits<double>::quiet_NaN()));
  if (n < 2) return fit;

  // Games and points, with the prior's virtual draws where needed.
  std::vector<std::vector<double>> games(n, std::vector<double>(n));
  std::vector<std::vector<double>> points = games;
  fit.prior_draws = HasFiniteMaximum(input) ? 0 : prior_draws;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (input.Games(i, j) == 0) continue;
      games[i][j] = input.Games(i, j) + fit.prior_draws;
      points[i][j] = input.Points(i, j) + fit.prior_draws / 2;
    }
  }
  // Players without games stay out of the fit.
  std::vector<int> index;  // fitted players; index[0] is the anchor
  for (int i = 0; i < n; ++i) {
    double total = 0;
    for (int j = 0; j < n; ++j) total += games[i][j];
    if (total > 0) index.push_back(i);
  }
  const int m = static_cast<int>(index.size());
  if (m < 2) return fit;

  // Newton's method on the strengths (natural log-odds units) with the
  // first fitted player fixed at 0; the log-likelihood is concave.
  std::vector<double> theta(n, 0);
  auto log_likelihood = [&](const std::vector<double>& t) {
    double sum = 0;
    for (int a = 0; a < m; ++a) {
      for (int b = 0; b < m; ++b) {
        const int i = index[a], j = index[b];
        if (games[i][j] > 0) sum += points[i][j] * std::log(Logistic(t[i] - t[j]));
      }
    }
    return sum;
  };
  std::vector<std::vector<double>> information;  // -Hessian on players 1..m-1
  for (int iteration = 0; iteration < 100; ++iteration) {
    std::vector<double> gradient(m - 1, 0);
    information.assign(m - 1, std::vector<double>(m - 1, 0));
    for (int a = 0; a < m; ++a) {
      for (int b = 0; b < m; ++b) {
        const int i = index[a], j = index[b];
        if (a == b || games[i][j] == 0) continue;
        const double p = Logistic(theta[i] - theta[j]);
        const double weight = games[i][j] * p * (1 - p);
        if (a > 0) {
          gradient[a - 1] += points[i][j] - games[i][j] * p;
          information[a - 1][a - 1] += weight;
          if (b > 0) information[a - 1][b - 1] -= weight;
        }
      }
    }
    const std::vector<std::vector<double>> covariance = Invert(information);
    std::vector<double> step(m - 1, 0);
    double largest = 0;
    for (int a = 0; a < m - 1; ++a) {
      for (int b = 0; b < m - 1; ++b) step[a] += covariance[a][b] * gradient[b];
      largest = std::max(largest, std::fabs(step[a]));
    }
    // Halve the step until the likelihood does not drop (safety only).
    const double before = log_likelihood(theta);
    double scale = 1;
    std::vector<double> next = theta;
    for (int tries = 0; tries < 30; ++tries) {
      for (int a = 1; a < m; ++a) next[index[a]] = theta[index[a]] + scale * step[a - 1];
      if (log_likelihood(next) >= before - 1e-12) break;
      scale /= 2;
    }
    theta = next;
    if (largest * scale < 1e-12) break;
  }

  // The units' score vectors (gradients of their log-likelihood terms in
  // the anchored strengths), centred: with a prior they need not sum to 0.
  // Beside them, which players each unit holds a game of.
  std::vector<int> position(n, -1);  // player -> row in the anchored vectors
  for (int a = 1; a < m; ++a) position[index[a]] = a - 1;
  std::vector<int> fitted(n, -1);  // player -> a
  for (int a = 0; a < m; ++a) fitted[index[a]] = a;
  std::vector<SparseScore> scores;
  std::vector<std::vector<int>> together(m, std::vector<int>(m, 0));  // units holding a and b
  std::vector<double> score(m - 1, 0);  // one unit's, dense while it is summed
  for (const auto& [unit, results] : input.units()) {
    std::vector<int> present;
    for (const auto& [pair, tally] : results) {
      const int i = pair.first, j = pair.second;
      if (games[i][j] == 0) continue;
      present.push_back(fitted[i]);
      present.push_back(fitted[j]);
      const double residual = tally.points - tally.games * Logistic(theta[i] - theta[j]);
      if (position[i] >= 0) score[position[i]] += residual;
      if (position[j] >= 0) score[position[j]] -= residual;
    }
    if (present.empty()) continue;
    std::sort(present.begin(), present.end());
    present.erase(std::unique(present.begin(), present.end()), present.end());
    SparseScore sparse;
    for (int a : present) {
      for (int b : present) ++together[a][b];
      const int row = position[index[a]];
      if (row < 0) continue;
      sparse.emplace_back(row, score[row]);
      score[row] = 0;
    }
    scores.push_back(std::move(sparse));
  }
  double mean_theta = 0;
  for (int a = 0; a < m; ++a) mean_theta += theta[index[a]] / m;
  for (int a = 0; a < m; ++a) fit.elo[index[a]] = (theta[index[a]] - mean_theta) * kEloPerNat;
  fit.units = static_cast<int>(scores.size());
  fit.player_units.assign(n, 0);
  for (int a = 0; a < m; ++a) fit.player_units[index[a]] = together[a][a];
  fit.los_dof.assign(n, std::vector<int>(n, 0));
  // The sandwich has rank at most units - 1: with fewer units than players
  // some contrast would get a variance of 0.
  if (fit.units < m) {
    fit.covariance = CovarianceKind::kTooFewUnits;
    return fit;
  }
  fit.covariance = CovarianceKind::kClustered;
  const std::vector<std::vector<double>> covariance = Sandwich(Invert(information), scores);
  std::vector<std::vector<double>> anchored(m, std::vector<double>(m, 0));
  for (int a = 0; a < m - 1; ++a) {
    for (int b = 0; b < m - 1; ++b) anchored[a + 1][b + 1] = covariance[a][b];
  }

  // Covariance of the centred strengths: centred = P * anchored with
  // P = I - 11'/m.
  std::vector<double> row_mean(m, 0);
  double total_mean = 0;
  for (int a = 0; a < m; ++a) {
    for (int b = 0; b < m; ++b) row_mean[a] += anchored[a][b] / m;
    total_mean += row_mean[a] / m;
  }
  for (int a = 0; a < m; ++a) {
    const int i = index[a];
    const int dof = together[a][a] - 1;
    if (dof < 1) continue;  // one unit: no spread to judge from
    const double variance = anchored[a][a] - 2 * row_mean[a] + total_mean;
    fit.margin95[i] =
        variance > kNoSpread ? StudentTQuantile(0.975, dof) * std::sqrt(variance) * kEloPerNat : 0;
  }
  for (int a = 0; a < m; ++a) {
    for (int b = 0; b < m; ++b) {
      if (a == b) continue;
      // A player in one unit shows no spread: nothing to compare with.
      if (together[a][a] < 2 || together[b][b] < 2) continue;
      const int dof = together[a][a] + together[b][b] - together[a][b] - 1;
      // Var(theta_a - theta_b) is the same anchored or centred.
      const double variance = anchored[a][a] + anchored[b][b] - 2 * anchored[a][b];
      if (variance <= kNoSpread) continue;
      const double difference = theta[index[a]] - theta[index[b]];
      fit.los[index[a]][index[b]] = StudentTCdf(difference / std::sqrt(variance), dof);
      fit.los_dof[index[a]][index[b]] = dof;
    }
  }
  return fit;
}

std::vector<int> RatingOrder(const EloFit& fit) {
  std::vector<int> order(fit.elo.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return fit.elo[a] > fit.elo[b]; });
  return order;
}

}  // namespace harness
