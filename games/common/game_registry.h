// Creates games by name: the one place that knows every game the harness
// can referee.
#ifndef GAMES_COMMON_GAME_REGISTRY_H_
#define GAMES_COMMON_GAME_REGISTRY_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "games/common/game.h"

namespace games {

// Game names the harness knows, e.g. {"reversi", "yacht"}.
std::vector<std::string> KnownGames();

// What a game's per-seat points measure, for reports ("game points" for an
// unknown game).
std::string PointsLabel(const std::string& game);

// Whether more points are better (a Yacht score; not Battleship shots);
// true for an unknown game.
bool HigherPointsAreBetter(const std::string& game);

// Random opening plies a tournament of `game` plays unless told otherwise.
int DefaultOpeningPlies(const std::string& game);

// A new game at its start for `seats` players. `variant` "" selects the
// default; `seed` drives every chance event the referee owns.
absl::StatusOr<std::unique_ptr<Game>> NewGame(const std::string& game,
                                              const std::string& variant, uint64_t seed,
                                              int seats = 2);

}  // namespace games

#endif  // GAMES_COMMON_GAME_REGISTRY_H_
