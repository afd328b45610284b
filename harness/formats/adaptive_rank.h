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
// alpha = e / (1 + e). If every two engines differ by at least r, a pair m
// places apart in the true order is ever wrongly settled with chance at
// most alpha^m, so the expected number of wrongly settled adjacent orders
// at the stop is at most sum_m (N - m) alpha^m < (N - 1) alpha /
// (1 - alpha) = (N - 1) e, however the stop falls. What C guarantees
// depends on e (RankGuarantee):
//   kAdjacent, e = 1 - C: the expected share of wrong adjacent orders is at
//     most 1 - C. Not that the whole order is right with chance C: with 16
//     engines 30 Elo apart, 38% of runs end with some adjacent order wrong.
//   kWholeOrder, e = (1 - C) / (N - 1), each order at confidence
//     1 - (1 - C) / (N - 1): the chance that any settled adjacent order is
//     wrong is at most the expected number of them, (N - 1) e = 1 - C.
// Engines closer than r may end in either order. An order left unsettled
// when the cap stops the run carries no guarantee. kAnyGap drops the
// resolution (valid for any gap, about 3 to 4 times the games: see
// bench/rank_simulator, which measures all three rules).
#ifndef HARNESS_FORMATS_ADAPTIVE_RANK_H_
#define HARNESS_FORMATS_ADAPTIVE_RANK_H_

#include <cstdint>
#include <string>
#include <vector>

#include "harness/formats/match_game.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// The format plays kIndifference; the others are kept to measure what it
// buys (bench/rank_simulator).
enum class RankStoppingRule {
  kIndifference,  // the format's rule (above)
  kAnyGap,        // ScaleMixtureDoubt against "b at least as strong", at 2 (1 - C) / N: a
                  // union bound over the pairs that could end adjacent
  kNaiveLos,      // LOS >= C at the latest look
};

// What the confidence C is a bound on (above).
enum class RankGuarantee {
  kAdjacent,    // the expected share of wrong adjacent orders <= 1 - C
  kWholeOrder,  // P(any adjacent order wrong) <= 1 - C
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
  RankGuarantee guarantee = RankGuarantee::kAdjacent;
};

// The rank format's settings as a (defaulted) config gives them.
RankSettings RankSettingsOf(const tourney::v1::TournamentConfig& config);

// Why a ranking stopped, or that it has not.
enum class RankStop {
  kPlaying,  // orders unsettled and room for a pair
  kSettled,  // every adjacent order settled
  kCap,      // the cap leaves no room for a pair, orders still unsettled
  kTooFew,   // fewer than two engines
};

struct RankState {
  std::vector<int> order;     // strongest first
  std::vector<double> doubt;  // adjacent pair i, i + 1: p-value of its order (1: no evidence)
  std::vector<bool> settled;  // adjacent pair i, i + 1
  int settled_count = 0;      // of settled
  int64_t games = 0;          // games counted (those between two of the engines)
  bool done = false;          // every order settled, or the cap reached
  RankStop stop = RankStop::kPlaying;
  // One line: why it stopped (or that it plays on) and how many orders are
  // settled: "stopped on the cap (2000 games) with 5 of 8 adjacent orders
  // settled at 95% confidence".
  std::string why;
};

// The ranking and what is settled, from the games so far.
RankState AssessRanking(int engines, const std::vector<MatchGame>& games,
                        const RankSettings& settings);

// What the settled orders guarantee under `settings`, in one sentence for
// the reports ("If every two engines are at least 30 Elo apart, ...").
std::string RankGuaranteeText(const RankSettings& settings);

// "adjacent" or "whole-order", as --rank-guarantee spells them.
const char* RankGuaranteeName(RankGuarantee guarantee);

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
