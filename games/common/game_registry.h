// The games registry: the one place that lists every game the harness can
// referee. Help text, config validation, report labels, the conformance
// suite and the tests' lists are all read from it.
#ifndef GAMES_COMMON_GAME_REGISTRY_H_
#define GAMES_COMMON_GAME_REGISTRY_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "games/common/game.h"
#include "games/common/game_type.h"

namespace games {

// Every registered game, the default game first.
const std::vector<GameType>& RegisteredGames();

// The row of `game`, or nullptr.
const GameType* FindGame(const std::string& game);

// Game ids in registry order, e.g. {"reversi", "yacht", ...}.
std::vector<std::string> KnownGames();

// Whether more points are better (true for an unknown game).
bool HigherPointsAreBetter(const std::string& game);

// What a game's per-seat points measure ("game points" for an unknown game).
std::string PointsLabel(const std::string& game);

// "unknown game 'x' (known: reversi, ...)".
absl::Status UnknownGameError(const std::string& game);

// A new game at its start for `seats` players. `variant` "" selects the
// default; `seed` drives every chance event the referee owns.
absl::StatusOr<std::unique_ptr<Game>> NewGame(const std::string& game, const std::string& variant,
                                              uint64_t seed, int seats = 2);

// The same for a row already in hand (no lookup): refuses a seat count the
// game is not for, then a variant it does not have.
absl::StatusOr<std::unique_ptr<Game>> NewGameOf(const GameType& type, const std::string& variant,
                                                uint64_t seed, int seats);

}  // namespace games

#endif  // GAMES_COMMON_GAME_REGISTRY_H_
