// The generalized log-likelihood ratio of a pentanomial SPRT, as fishtest
// computes it (server/fishtest/stats/LLRcalc.py), so bounds and LLRs mean
// the same in both places.
//
// The data are the counts of seat-swapped pairs by the candidate's pair
// score 0, 1/2, 1, 3/2, 2 (as fractions of a pair: 0, 1/4, ..., 1). Each
// hypothesis fixes one number of the pair-score distribution; the LLR
// compares the maximum-likelihood pentanomial distributions under the two
// constraints:
//
//   logistic:   the expected pair score is L(elo), L(x) = 1/(1+10^(-x/400))
//   normalized: the t-value (mean - 1/2) / sd is sqrt(2) * nelo / (800/ln 10)
//               (nelo: normalized Elo, fishtest's default for new tests)
//
// Like fishtest, an empty cell is given a count of 1e-3 before anything is
// computed (otherwise a constrained maximum may not exist, e.g. when every
// pair is a 2-0 sweep); no other prior is added.
#ifndef HARNESS_RATINGS_SPRT_LLR_H_
#define HARNESS_RATINGS_SPRT_LLR_H_

#include <array>

namespace harness {

using Pentanomial = std::array<int, 5>;

// The count fishtest gives an empty pentanomial cell.
inline constexpr double kEmptyCellCount = 1e-3;

// LLR for H1: expected pair score L(elo1) against H0: L(elo0).
double LlrLogistic(double elo0, double elo1, const Pentanomial& counts);

// LLR for H1: normalized Elo nelo1 against H0: nelo0.
double LlrNormalized(double nelo0, double nelo1, const Pentanomial& counts);

// Normalized Elo of the regularized counts: the t-value of the pair score
// against 1/2 per sqrt(2) games, times 800 / ln 10.
double NormalizedElo(const Pentanomial& counts);

}  // namespace harness

#endif  // HARNESS_RATINGS_SPRT_LLR_H_
