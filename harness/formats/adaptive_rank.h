// The adaptive ranking format (RANK): games in batches; after each batch
// the ratings are refitted and the next batch goes to the adjacent pairs of
// the current ranking whose order is least settled, until every adjacent
// order is settled at the confidence asked for or the game cap is reached.
//
// "Settled" must survive the format's own looks: a batch is played because
// an order was not yet settled, so a plain likelihood of superiority >= C,
// checked after every batch, is crossed by chance far more often than
// 1 - C (optional stopping), and a ranking makes many such claims at once.
// Here an order is settled when its always-valid doubt (adaptive_rank_doubt.h)
// is at most 2 (1 - C) / N: each pair of engines' test errs with chance at
// most that over the whole run, and whichever N - 1 of the N (N - 1) / 2
// pairs end up adjacent, the expected share of wrongly settled adjacent
// orders is at most 1 - C. bench/rank_simulator measures both rules.
#ifndef HARNESS_FORMATS_ADAPTIVE_RANK_H_
#define HARNESS_FORMATS_ADAPTIVE_RANK_H_

#include <cstdint>
#include <string>
#include <vector>

#include "harness/formats/match_game.h"

namespace harness {

// The format plays kAlwaysValid; the others are kept to measure what its
// parts buy (bench/rank_simulator).
enum class RankStoppingRule {
  kAlwaysValid,         // the format's rule (above)
  kAlwaysValidUnsplit,  // the same test at 1 - C for each order: no split over the pairs
  kNaiveLos,            // LOS >= C at the latest look
};

struct RankSettings {
  double confidence = 0.95;
  int64_t max_games = 0;  // the cap on games (the caller's default: a round robin's)
  int batch_pairs = 0;    // seat-swapped pairs per batch; 0: the engine count
  uint64_t seed = 0;      // the first batch's pairing
  // The smallest adjacent gap the test is tuned for (its mixture's scales:
  // adaptive_rank_doubt.h); any value keeps the error rate, a gap far from
  // it costs more games.
  double tuned_gap_elo = 30;
  RankStoppingRule rule = RankStoppingRule::kAlwaysValid;
};

struct RankState {
  std::vector<int> order;     // strongest first
  std::vector<double> doubt;  // adjacent pair i, i + 1: p-value of its order (1: no evidence)
  std::vector<bool> settled;  // adjacent pair i, i + 1
  int64_t games = 0;          // games counted (those between two of the engines)
  bool done = false;          // every order settled, or the cap reached
  std::string why;            // one line: what is settled, why it stopped
};

// The ranking and what is settled, from the games so far.
RankState AssessRanking(int engines, const std::vector<MatchGame>& games,
                        const RankSettings& settings);

// Batch `batch` (from 1): the first pairs every engine along random cycles
// (enough for batch_pairs, at least one), so that the first fit has every
// engine and a connected graph; later ones split batch_pairs among the
// unsettled adjacent pairs, least settled first, one Pairing (pairs = 1)
// per seat-swapped pair, the same engines possibly in several. Empty when
// done or when the cap leaves no room for a pair.
RoundPlan PlanRankBatch(int engines, int batch, const std::vector<MatchGame>& games,
                        const RankSettings& settings);

}  // namespace harness

#endif  // HARNESS_FORMATS_ADAPTIVE_RANK_H_
