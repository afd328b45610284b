// The adaptive ranking format (RANK): games in batches; after each batch
// the ratings are refitted and the next batch goes to the adjacent pairs of
// the current ranking whose order is least settled, until every adjacent
// order is settled at the confidence asked for or the game cap is reached.
//
// "Settled" must survive the format's own looks: a batch is played because
// an order was not yet settled, so a plain likelihood of superiority >= C,
// checked after every batch, is crossed by chance far more often than
// 1 - C (optional stopping), and a ranking makes many such claims at once.
// Here an order "a above b" is settled when its always-valid doubt against
// "b is stronger by at least the resolution r" (IndifferenceDoubt in
// adaptive_rank_doubt.h, r = tuned_gap_elo) is at most
// alpha = (1 - C) / (2 - C). If every two engines differ by at least r, a
// pair m places apart in the true order is ever wrongly settled with chance
// at most alpha^m, so the expected number of wrongly settled adjacent
// orders at the stop is at most sum_m (N - m) alpha^m < (N - 1) alpha /
// (1 - alpha) = (N - 1) (1 - C): at most a share 1 - C of them, however the
// stop falls. Engines closer than r may end in either order. kAnyGap drops
// the resolution (valid for any gap, about 3 to 4 times the games: see
// bench/rank_simulator, which measures all three rules).
#ifndef HARNESS_FORMATS_ADAPTIVE_RANK_H_
#define HARNESS_FORMATS_ADAPTIVE_RANK_H_

#include <cstdint>
#include <string>
#include <vector>

#include "harness/formats/match_game.h"

namespace harness {

// The format plays kIndifference; the others are kept to measure what it
// buys (bench/rank_simulator).
enum class RankStoppingRule {
  kIndifference,  // the format's rule (above)
  kAnyGap,        // ScaleMixtureDoubt against "b at least as strong", at 2 (1 - C) / N: a
                  // union bound over the pairs that could end adjacent
  kNaiveLos,      // LOS >= C at the latest look
};

struct RankSettings {
  double confidence = 0.95;
  int64_t max_games = 0;  // the cap on games (the caller's default: a round robin's)
  int batch_pairs = 0;    // seat-swapped pairs per batch; 0: the engine count
  uint64_t seed = 0;      // the first batch's pairing
  // kIndifference: the resolution, the smallest gap whose order is
  // guaranteed (a larger one costs more games, a smaller one guarantees
  // less). kAnyGap: the smallest scale of its mixture (any value keeps its
  // error rate).
  double tuned_gap_elo = 30;
  RankStoppingRule rule = RankStoppingRule::kIndifference;
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
