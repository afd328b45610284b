#include "harness/ratings/student_t.h"

#include <cmath>

namespace harness {
namespace {

// Continued fraction of the regularized incomplete beta function
// (modified Lentz), converging for x < (a + 1) / (a + b + 2).
double BetaContinuedFraction(double a, double b, double x) {
  constexpr double kTiny = 1e-300;
  double c = 1, d = 1 - (a + b) * x / (a + 1);
  if (std::fabs(d) < kTiny) d = kTiny;
  d = 1 / d;
  double result = d;
  for (int m = 1; m <= 1000; ++m) {
    for (int half = 0; half < 2; ++half) {
      const double numerator = half == 0
                                   ? m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
                                   : -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
      d = 1 + numerator * d;
      if (std::fabs(d) < kTiny) d = kTiny;
      c = 1 + numerator / c;
      if (std::fabs(c) < kTiny) c = kTiny;
      d = 1 / d;
      result *= d * c;
    }
    if (std::fabs(d * c - 1) < 1e-15) break;
  }
  return result;
}

// I_x(a, b), the regularized incomplete beta function.
double RegularizedBeta(double a, double b, double x) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const double front = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) +
                                a * std::log(x) + b * std::log1p(-x));
  if (x < (a + 1) / (a + b + 2)) return front * BetaContinuedFraction(a, b, x) / a;
  return 1 - front * BetaContinuedFraction(b, a, 1 - x) / b;
}

}  // namespace

double StudentTCdf(double t, double df) {
  // P(|T| > |t|) = I_{df / (df + t^2)}(df / 2, 1 / 2).
  const double tail = RegularizedBeta(df / 2, 0.5, df / (df + t * t)) / 2;
  return t > 0 ? 1 - tail : tail;
}

double StudentTQuantile(double p, double df) {
  // The CDF rises strictly; bisect on a bracket that grows until it holds p.
  double low = -1, high = 1;
  while (StudentTCdf(low, df) > p) low *= 2;
  while (StudentTCdf(high, df) < p) high *= 2;
  for (int iteration = 0; iteration < 200 && high - low > 1e-12 * (1 + std::fabs(low));
       ++iteration) {
    const double middle = (low + high) / 2;
    (StudentTCdf(middle, df) < p ? low : high) = middle;
  }
  return (low + high) / 2;
}

}  // namespace harness
