// What the report shows of a format that pairs by results, derived from
// the matches in the log (match_results.h) rather than from the format's
// own code: the Swiss crosstable, the knockout bracket, and the adaptive
// rank run's adjacent orders.
#ifndef HARNESS_REPORT_FORMAT_VIEWS_H_
#define HARNESS_REPORT_FORMAT_VIEWS_H_

#include <string>
#include <vector>

#include "harness/formats/adaptive_rank.h"
#include "harness/ratings/engine_ratings.h"
#include "harness/report/match_results.h"

namespace harness {

// One engine's round of a Swiss tournament.
struct CrosstableCell {
  bool played = false;  // false: not paired this round (nor a bye)
  bool bye = false;
  int opponent = -1;  // the opponent's row in the crosstable
  int seat = 0;       // the engine's seat in the round's first game
  double points = 0;
};

struct CrosstableRow {
  std::string engine;
  double points = 0;                   // over every round
  std::vector<CrosstableCell> rounds;  // rounds[r - 1]: round r
};

// One row per engine that played a match, by points (most first), ties in
// `rating_order` (engine names, strongest first; engines missing from it
// after, by name); one cell per round up to the last one in `matches`.
std::vector<CrosstableRow> SwissCrosstable(const std::vector<MatchResult>& matches,
                                           const std::vector<std::string>& rating_order);

struct BracketMatch {
  MatchResult result;
  // Index into result.engines of the one who went on: the one with more
  // points; on a tie, the one who plays in the next round, else the higher
  // seed (seat 0 of the match's first game). A bye's one engine goes on.
  int advanced = 0;
};

// Knockout rounds in order (rounds[r - 1]: round r), each's matches in
// match order.
std::vector<std::vector<BracketMatch>> KnockoutBracket(const std::vector<MatchResult>& matches);

// Two engines next to each other in the final rating order.
struct AdjacentOrder {
  int upper = 0, lower = 0;  // engine indices, upper rated above
  Superiority los;           // P(upper is the stronger)
  bool settled = false;
};

// The rank run as the format itself judges it (formats/adaptive_rank.h):
// each adjacent order with the format's verdict (settled when the
// always-valid doubt is small enough, not a naive LOS threshold) and the
// LOS the ratings table shows, and the format's state: how many orders are
// settled, whether the run stopped on the cap or with every order settled.
struct RankView {
  std::vector<AdjacentOrder> orders;
  RankState state;
};

// `engines` names the matches' engines by index (the standings' order). A
// match is one seat-swapped pair on one seed: its points split over its
// games, which leaves the fit unchanged. `settings` as the run had them
// (settings.max_games 0: the cap is not known, and the run is never taken
// to have stopped on it).
RankView RankAdjacentOrders(const std::vector<MatchResult>& matches,
                            const std::vector<std::string>& engines, const Ratings& ratings,
                            RankSettings settings);

}  // namespace harness

#endif  // HARNESS_REPORT_FORMAT_VIEWS_H_
