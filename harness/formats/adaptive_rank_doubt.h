// How much doubt is left about one order "a is stronger than b", as an
// always-valid p-value: the chance, were b at least as strong, that the
// evidence would ever have looked this strong, however often it was looked
// at and whenever the looks stopped.
//
// The fitted difference d (natural log-odds) with information I = 1 /
// Var(d) makes S = d * I a Brownian motion with drift in "time" I (the
// score process of the fit, adaptive sampling included). Mixing the
// likelihood ratios exp(theta S - theta^2 I / 2) over theta > 0 with a
// half-normal prior of scale 1 / sqrt(I0) gives the one-sided mixture
//   M = 2 sqrt(I0 / (I + I0)) exp(u^2 / 2) Phi(u),  u = S / sqrt(I + I0),
// a nonnegative supermartingale under every drift <= 0 (b at least as
// strong). By Ville's inequality P(M ever >= 1 / alpha) <= alpha, so 1 / M
// is a p-value that stays valid under optional stopping (Robbins 1970;
// Howard et al. 2021, "Time-uniform, nonparametric, nonasymptotic
// confidence sequences"). I0 tunes the test to differences near
// 1 / sqrt(I0); any fixed I0 is valid, another one only costs games, many
// for a difference much larger (its prior has almost no mass there: an
// 800 Elo gap took 40 batches where it needed 6). So the format mixes
// scales: a weighted mean of such mixtures is one too.
#ifndef HARNESS_FORMATS_ADAPTIVE_RANK_DOUBT_H_
#define HARNESS_FORMATS_ADAPTIVE_RANK_DOUBT_H_

namespace harness {

// 1 / M, capped at 1, from the Wald statistic z = d sqrt(I) and the
// information I (both of the fitted difference, natural log-odds units),
// with prior information I0 > 0. 1 when z <= 0.
double MixtureDoubt(double z, double information, double prior_information);

// 1 / (sum_k w_k M_k) over the gaps tuned_gap * 2^k, k = 0..5 (natural
// log-odds; I0 = 1 / gap^2), half the weight on k = 0 and a tenth on each
// of the others: at the tuned gap it costs a factor 2 of doubt, and a gap
// up to 32 times larger still settles in a handful of pairs.
double ScaleMixtureDoubt(double z, double information, double tuned_gap);

// The doubt about "a is stronger than b" against "b is stronger by at least
// the resolution r" (natural log-odds): 1 / L, capped at 1, with L =
// exp(2 r S) the likelihood ratio of drift +r against drift -r (Wald's
// SPRT). L is a martingale under drift -r and a supermartingale under any
// drift <= -r, so this too is valid under any stopping; under drift -g,
// g >= r, L^(g / r) is the martingale, so the chance of ever reaching doubt
// alpha is at most alpha^(g / r): pairs further apart err far more rarely.
// Against drift 0 it proves nothing: orders closer than r are not claimed
// to be right. The price of the mixtures above is exactly that claim: at a
// true gap r they need about 4 times the information (their evidence grows
// like r^2 / 2 per unit, this one's like 2 r^2).
double IndifferenceDoubt(double z, double information, double resolution);

}  // namespace harness

#endif  // HARNESS_FORMATS_ADAPTIVE_RANK_DOUBT_H_
