// The league's matchmaking: which two versions play next. A pure function of
// the league's state and a seed (no clock, no store, no global state), so
// the server calls it whenever a worker is free and a test replays it.
//
// One pick is a seat-swapped pair of games on a shared opening: `first`
// takes seat 0 in the pair's first game and seat 1 in its second.
//
// The rule, in order (README.md, "Matchmaking"):
//  1. Placement. A version that has played (or has in flight) fewer than
//     `placement_pairs` pairs is placed first, the one with the fewest
//     games first. Its m-th pair goes to the rated version nearest the
//     m-th of `placement_pairs` rating quantiles of the rated field, taken
//     middle first (0.5, then 0.3 and 0.7, ... for 5). With no rated
//     field yet (a league's start) it meets the least-played version.
//  2. Starvation. A version whose recent games (the window's, and those in
//     flight) are below `min_version_share` of the fair share (2 games per
//     game in the window, over the active versions) plays next, the most
//     starved first, against its most informative partner.
//  3. Information. Otherwise the pair whose game most reduces the expected
//     number of wrongly ordered pairs of the leaderboard (matchmaking.cc).
// Caps hold in all three: a pair plays at most `max_pair_games` games in the
// window, a version at most `max_version_share` times the fair share of a
// full window (plus one pair). A pair in flight is never picked again. When the caps leave no
// pair, the pair least played in the window is played: a cap never idles
// the league.
#ifndef HARNESS_LEAGUE_MATCHMAKING_H_
#define HARNESS_LEAGUE_MATCHMAKING_H_

#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace harness {

struct MatchmakingSettings {
  int placement_pairs = 4;  // k: seat-swapped pairs a new version plays first
  // The window the server counts recent games over: its last games.
  int window_games = 2000;
  int max_pair_games = 8;  // per unordered pair within the window
  // A version's games within the window, as multiples of the fair share.
  double max_version_share = 3;
  double min_version_share = 0.5;
  // The interval assumed where the fit gives none (no rating yet, too few
  // units): about the spread of a real ladder.
  double unknown_margin95 = 400;
};

// An active (matchable) version.
struct VersionState {
  int64_t id = 0;
  std::optional<double> elo;  // the current fit's rating; none before it has one
  // Half-width of its 95% interval; NaN when the fit gives none (treated as
  // `unknown_margin95`).
  double margin95 = NAN;
  int64_t games = 0;         // games played, all time
  int64_t fitted_games = 0;  // of those, the games the current fit saw
};

// Games of an unordered pair within the window.
struct PairGames {
  int64_t a = 0;
  int64_t b = 0;
  int games = 0;
};

struct MatchmakingInput {
  std::vector<VersionState> versions;
  std::vector<PairGames> recent;                       // the window's games, by pair
  std::vector<std::pair<int64_t, int64_t>> in_flight;  // pairs being played (2 games each)
};

enum class MatchReason { kPlacement, kStarved, kInformation, kCapsRelaxed };

struct Match {
  int64_t first = 0;  // seat 0 in the pair's first game
  int64_t second = 0;
  MatchReason reason = MatchReason::kInformation;
};

// The next pair to play, or none (fewer than two versions, or every pair in
// flight). The same input, settings and seed give the same answer; the seed
// breaks ties and picks who sits first.
std::optional<Match> NextMatch(const MatchmakingInput& input, const MatchmakingSettings& settings,
                               uint64_t seed);

}  // namespace harness

#endif  // HARNESS_LEAGUE_MATCHMAKING_H_
