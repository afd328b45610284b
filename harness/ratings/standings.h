// Per-engine tallies from game records: W/D/L, pentanomial counts over
// seat-swapped pairs, head-to-head results, terminations, the game-point
// distribution (e.g. Reversi disc differential) from each engine's side,
// and the first seat's score. Every game is filed under its seed, the unit
// of independence for standard errors and intervals (see elo_fit.h).
//
// A sample is a distinct game: two games with the same content (the seats'
// settings as the record gives them, apart from the names: options, time
// control, limits; the moves, what a replay needs beyond them, and the
// result) are one sample, however many names or seeds they were played
// under. Deterministic copies of an engine replay each other's games; the
// seeds of such copies are merged into one unit (a union of units is
// always a valid clustering, only a coarser one).
#ifndef HARNESS_RATINGS_STANDINGS_H_
#define HARNESS_RATINGS_STANDINGS_H_

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "harness/ratings/clustered_means.h"
#include "harness/ratings/elo_fit.h"
#include "harness/ratings/value_counts.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct Distribution {
  int count = 0;
  double mean = 0;
  double standard_deviation = 0;
  double min = 0, q05 = 0, q25 = 0, median = 0, q75 = 0, q95 = 0, q99 = 0, max = 0;
};

// Summary statistics of a sample (quantiles by linear interpolation). No
// standard error: games are not independent; see Standings::points.
Distribution Summarize(const ValueCounts& values);
Distribution Summarize(const std::vector<double>& values);

struct EngineStanding {
  std::string name;
  int games = 0;
  // Over pairwise results: a 2-player game is one, an N-player game counts
  // the engine against each other seat.
  int wins = 0, draws = 0, losses = 0;
  double score = 0;  // wins + draws / 2

  // Score as a percentage of its pairwise results.
  double ScorePercent() const {
    const int results = wins + draws + losses;
    return results ? 100.0 * score / results : 0.0;
  }
  // Over complete seat-swapped pairs: how many scored 0, 0.5, 1, 1.5, 2.
  std::array<int, 5> pentanomial = {0, 0, 0, 0, 0};
  int faults = 0;      // games lost by its own fault (timeout, crash, ...)
  ValueCounts points;  // game points of its normally finished games
};

// How many seats the log's games have: 1, 2, or more (mixed logs count as
// their largest).
enum class SeatKind { kSolo, kTwoSeats, kMoreSeats };

struct Standings {
  std::vector<EngineStanding> engines;  // in order of first appearance
  PairwiseResults pairwise{0};
  // Each engine's game points (normally finished games), by seed.
  ClusteredMeans points{0};
  // The first seat's pairwise score (1 win, 1/2 draw, 0 loss against each
  // other seat, averaged) per game of two or more seats, by seed: series 0.
  ClusteredMeans first_seat{1};
  std::map<std::string, int> terminations;  // "normal", "timeout", ...
  int games = 0;
  int distinct_games = 0;  // games less the copies of an earlier one
  int units = 0;           // independent units: seeds, those with a copied game merged
  SeatKind seats = SeatKind::kSolo;
  // Some game was paired by earlier results (a Swiss, knockout or rank
  // round): the ratings carry that design's selection (ratings_notes.h).
  bool paired_by_results = false;
};

// Standings built a game at a time, in memory that grows with the engines
// and the seeds (the units every statistic is clustered by), not with the
// games; seat-swapped pairs are held until their second game arrives.
class StandingsBuilder {
 public:
  void Add(const tourney::v1::GameRecord& record);
  // An engine of the tournament, listed even if it never plays a game.
  void AddEngine(const std::string& name) { EngineIndex(name); }
  // The standings of the games added so far.
  const Standings& standings() const { return standings_; }

 private:
  int EngineIndex(const std::string& name);
  // The unit `seed`'s games are filed under (union-find over the seeds).
  uint64_t UnitOf(uint64_t seed);
  // `seed`'s unit and `other`'s are one from now on.
  void MergeUnits(uint64_t seed, uint64_t other);

  // The first game of a two-seat pair: its engines and their scores.
  struct HalfPair {
    std::array<int, 2> engines;
    std::array<double, 2> scores;
  };
  Standings standings_;
  std::map<std::string, int> index_;
  absl::flat_hash_map<uint64_t, uint64_t> merged_into_;   // seed -> a seed of its unit
  absl::flat_hash_map<uint64_t, uint64_t> seed_of_game_;  // content hash -> its first seed
  absl::flat_hash_map<int64_t, HalfPair> open_pairs_;     // by pair index
};

Standings ComputeStandings(const std::vector<tourney::v1::GameRecord>& records);

}  // namespace harness

#endif  // HARNESS_RATINGS_STANDINGS_H_
