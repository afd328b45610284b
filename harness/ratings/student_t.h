// Student's t distribution, for intervals and likelihoods of superiority
// whose standard errors come from few independent units (seeds): with G
// units a cluster-robust standard error has about G - 1 degrees of freedom,
// and the normal quantile 1.96 would overstate the confidence.
#ifndef HARNESS_RATINGS_STUDENT_T_H_
#define HARNESS_RATINGS_STUDENT_T_H_

namespace harness {

// P(T <= t) for T with `df` > 0 degrees of freedom.
double StudentTCdf(double t, double df);

// The t with StudentTCdf(t, df) = p, for p in (0, 1).
double StudentTQuantile(double p, double df);

}  // namespace harness

#endif  // HARNESS_RATINGS_STUDENT_T_H_
