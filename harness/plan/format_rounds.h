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
#include "harness/formats/format_kind.h"
#include "harness/formats/match_game.h"
#include "harness/plan/schedule.h"
#include "harness/results/game_index_set.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct FormatRound {
  int round = 1;
  RoundPlan plan;
  // Every game of the round, finished ones included; a bye is a game with
  // one seat, played by recording it.
  std::vector<ScheduledGame> games;
};

class FormatRounds {
 public:
  // For a defaulted, checked config whose format pairs by results
  // (FormatKind::pairs_by_results); `openings` (non-empty: the suite) must
  // outlive this.
  FormatRounds(const tourney::v1::TournamentConfig& config, const std::vector<Opening>* openings);

  // Game indices are below this.
  int64_t capacity() const { return layout_.capacity(); }
  // Games the format plays when nothing is decided early (for progress).
  int64_t ExpectedGames() const { return format_.ExpectedGames(context_); }

  // The first round with a game that `finished` lacks, given the games
  // and byes finished so far (ToMatchGame of every record); nullopt when
  // the format is over. Planned from the last round with a game on: the
  // rounds before it are not planned again.
  std::optional<FormatRound> Next(const std::vector<MatchGame>& games,
                                  const GameIndexSet& finished) const;

  // The record as its format sees it (a bye: second == Pairing::kBye);
  // nullopt for a record of no round or whose players are not this
  // tournament's engines.
  std::optional<MatchGame> ToMatchGame(const tourney::v1::GameRecord& record) const;

  const tourney::v1::TournamentConfig& config() const { return config_; }

  // The format's standings after `games`, `ratings` in config order.
  FormatStandings Standings(const std::vector<MatchGame>& games, const Ratings& ratings) const {
    return format_.Standings(context_, games, ratings);
  }

 private:
  FormatRound Lay(RoundPlan plan) const;
  ScheduledGame GameOf(int round, int match, int pair, int rotation, int a, int b) const;

  const tourney::v1::TournamentConfig& config_;
  const FormatKind& format_;
  const FormatContext context_;
  const FormatLayout layout_;
  const std::vector<Opening>* openings_ = nullptr;
  OpeningOrder order_;
};

}  // namespace harness

#endif  // HARNESS_PLAN_FORMAT_ROUNDS_H_
