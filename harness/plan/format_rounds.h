// The rounds of a format that pairs by results (Swiss, knockout, adaptive
// rank) as games to play: each round's pairings (harness/formats/) laid out
// as ScheduledGames with fixed game indices, seeds and openings, so that a
// resumed run, reading the same games back, plays the same games under the
// same indices as an uninterrupted one.
//
// Game index layout: ((round - 1) * matches + (match - 1)) * pairs + pair,
// times 2, plus the seat rotation; `matches` and `pairs` are the most a
// round and a match can hold (a knockout match's tie-break pairs included).
// A Swiss bye takes its match's first index.
#ifndef HARNESS_PLAN_FORMAT_ROUNDS_H_
#define HARNESS_PLAN_FORMAT_ROUNDS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/config/openings.h"
#include "harness/formats/adaptive_rank.h"
#include "harness/formats/match_game.h"
#include "harness/formats/swiss.h"
#include "harness/plan/schedule.h"
#include "harness/results/game_index_set.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// The Swiss field of a config: every engine every round, pairing numbers in
// config order, a match of 2 x pairs games.
SwissField SwissFieldOf(const tourney::v1::TournamentConfig& config);

struct FormatRound {
  int round = 1;
  RoundPlan plan;
  // Every game of the round, finished ones included; a bye is a game with
  // one seat, played by recording it.
  std::vector<ScheduledGame> games;
};

class FormatRounds {
 public:
  // For a defaulted, checked config whose format pairs by results;
  // `openings` (non-empty: the suite) must outlive this.
  FormatRounds(const tourney::v1::TournamentConfig& config, const std::vector<Opening>* openings);

  // Game indices are below this.
  int64_t capacity() const { return rounds_ * matches_ * pairs_ * 2; }
  // Games the format plays when nothing is decided early (for progress):
  // Swiss every round, a knockout's regular pairs, the rank format's cap.
  int64_t ExpectedGames() const;

  // The first round with a game that `finished` lacks, given the games
  // finished so far (MatchGame of every non-bye record); nullopt when the
  // format is over.
  std::optional<FormatRound> Next(const std::vector<MatchGame>& games,
                                  const GameIndexSet& finished) const;

  // The record as its format sees it (a Swiss bye: second == kBye, scoring
  // every game of a match); nullopt for a record whose players are not
  // this tournament's engines.
  std::optional<MatchGame> ToMatchGame(const tourney::v1::GameRecord& record) const;

  // The plans of rounds 1..n and, for a knockout, the seed order: what the
  // standings, the bracket and the ranking are computed from.
  const std::vector<int>& seed_order() const { return seed_order_; }

 private:
  RoundPlan Plan(int round, const std::vector<MatchGame>& games) const;
  FormatRound Lay(int round, RoundPlan plan) const;
  ScheduledGame GameOf(int round, int match, int pair, int rotation, int a, int b) const;

  const tourney::v1::TournamentConfig& config_;
  int engines_ = 0;
  int pairs_per_match_ = 1;
  std::vector<int> seed_order_;  // knockout: engine indices, best first
  int64_t rounds_ = 0;           // the most rounds
  int64_t matches_ = 0;          // the most matches a round
  int64_t pairs_ = 0;            // the most pairs a match
  const std::vector<Opening>* openings_ = nullptr;
  OpeningOrder order_;
};

}  // namespace harness

#endif  // HARNESS_PLAN_FORMAT_ROUNDS_H_
