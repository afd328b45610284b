// What the formats that pair by results (Swiss, knockout, adaptive rank)
// see of a tournament: engines by index, and the games finished so far
// reduced to who sat where, in which round and match, and the score. The
// pairing functions are pure: (engines, seed, games so far) -> what to play
// next, so a resumed run, which reads the same games back, pairs exactly as
// an uninterrupted one.
#ifndef HARNESS_FORMATS_MATCH_GAME_H_
#define HARNESS_FORMATS_MATCH_GAME_H_

#include <cstdint>
#include <vector>

namespace harness {

// One finished two-seat game of a format, or a Swiss bye (second ==
// Pairing::kBye). Engines absent in a round have none in it.
struct MatchGame {
  int round = 1;           // from 1 (a RANK batch is a round)
  int match = 1;           // the pairing within its round, from 1
  int first = 0;           // engine in seat 0
  int second = 0;          // engine in seat 1; Pairing::kBye: `first` has the round's bye
  double first_score = 0;  // 1, 0.5 or 0; a bye: the points it scored (the bye's value)
  uint64_t seed = 0;       // the game's unit of independence (ratings)
  // Its number within the match, from 0 (2 * pair + seat rotation): game 0
  // decides who has seat 0 first, the match's colour.
  int game = 0;
};

// A pairing of a round: engines `a` and `b` play `pairs` seat-swapped game
// pairs, `a` in seat 0 in the first game of each pair. `b` == kBye: `a`
// has the round's bye.
struct Pairing {
  static constexpr int kBye = -1;
  int a = 0;
  int b = kBye;
  int pairs = 1;
  // The first pair's number within the match, from 0 (a knockout match's
  // tie-break pairs come after the pairs already played).
  int first_pair = 0;
};

// The games of one round of a format: its number and its pairings in match
// order (match m is pairings[m - 1]).
struct RoundPlan {
  int round = 1;
  std::vector<Pairing> pairings;
};

}  // namespace harness

#endif  // HARNESS_FORMATS_MATCH_GAME_H_
