// Seeded random playouts, checking at every ply what every game keeps
// whatever its rules: the seat to move is a seat, a game not over offers
// legal actions, the one played is for this game and accepted, Plies()
// counts the moves, and the game ends within a ply cap.
#ifndef GAMES_COMMON_CONFORMANCE_PLAYOUT_H_
#define GAMES_COMMON_CONFORMANCE_PLAYOUT_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "games/common/conformance/cases.h"
#include "games/common/game.h"
#include "gtest/gtest.h"

namespace games::conformance {

// Far above any registered game's length: a game still going at this ply
// does not end.
inline constexpr int kPlyCap = 10'000;

struct Playout {
  std::unique_ptr<Game> game;            // at its end
  std::vector<bot::v1::Action> actions;  // in play order
  int64_t legal_offered = 0;             // legal actions listed, all plies
};

// Runs before every move on the game and its legal actions; a failure
// ends the playout.
using PlyCheck = std::function<testing::AssertionResult(
    Game& game, const std::vector<bot::v1::Action>& legal, const Where& where)>;

// The player of the game with seed `seed`: its own stream, so a test can
// keep the player and change the game's seed.
uint64_t PlayerSeed(uint64_t seed);

// Plays one game of `c` from `seed` to the end, each move drawn uniformly
// from the legal actions by a player seeded with `player_seed`.
testing::AssertionResult PlayOut(const Case& c, uint64_t seed, uint64_t player_seed,
                                 const PlyCheck& check, Playout* out);

// How much play one check buys per variant, shared by its seat counts:
// seeds 1, 2, ... until the games have listed this many legal actions, and
// at least `min_games` games per case. The work of every check grows with
// the actions listed, so short or narrow games get more playouts and long
// or wide ones (Yacht with six seats, Nim Tetris on 10x10) fewer.
struct Budget {
  int64_t legal_actions = 0;
  int min_games = 0;
};
struct Played {
  int games = 0;
  int64_t plies = 0;
  int64_t legal_actions = 0;
};

// Runs after each game of a budget with its seed.
using GameCheck = std::function<testing::AssertionResult(const Playout& playout, uint64_t seed)>;

// Plays `budget` of random games of `c`, stopping at the first failure.
testing::AssertionResult PlayBudget(const Case& c, const Budget& budget, const PlyCheck& check,
                                    const GameCheck& after_game, Played* played);

// Checks nothing beyond the playout's own.
testing::AssertionResult NoPlyCheck(Game&, const std::vector<bot::v1::Action>&, const Where&);
testing::AssertionResult NoGameCheck(const Playout&, uint64_t);

}  // namespace games::conformance

#endif  // GAMES_COMMON_CONFORMANCE_PLAYOUT_H_
