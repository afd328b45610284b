// One row of the games registry: everything the harness, its help, its
// checks and the conformance suite need to know about a game, in one place.
#ifndef GAMES_COMMON_GAME_TYPE_H_
#define GAMES_COMMON_GAME_TYPE_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "games/common/game.h"

namespace games {

struct VariantInfo {
  std::string name;     // as written in configs and --variant
  std::string summary;  // one line for --help
  int seats = 0;        // the seats this variant is for; 0 = the game's range
};

struct GameType {
  std::string id;     // "reversi": configs, records, the bot.v1 oneof name
  std::string title;  // "Reversi/Othello"
  // Named variants; the first is the default (variant ""). The conformance
  // suite plays every one of them at every seat count it allows.
  std::vector<VariantInfo> variants;
  // How further variant names are formed, for --help ("" = only the above).
  std::string variant_syntax;
  int min_seats = 2;
  int max_seats = 2;
  // Random plies before the engines move, to vary games between engines that
  // play deterministically; none where the referee's seed already deals
  // chance (dice, layouts, tiles).
  int default_opening_plies = 0;
  std::string points_label;  // what Outcome::points measures
  // Whether more points are better (a Yacht score; not Battleship shots or
  // a Da Vinci place): how a report ranks engines that play alone.
  bool higher_points_better = true;
  std::string record_notation;  // how Game::Record() writes a game
  // What the rules hide (e.g. "the opponent's fleet"); "" = perfect
  // information apart from future chance. The conformance suite checks
  // that Game::RedrawHidden changes another seat's view where this is set,
  // and no view where it is not.
  std::string hidden_information;
  // True when create()'s seed deals chance (dice, tiles, fleets, the
  // layouts offered): other seeds give other games. False: the seed
  // changes nothing.
  bool chance = false;
  // Reads a move sequence written as Game::Record() writes one (Reversi
  // "f5d6c3", Nim Tetris "T0@c4 I0@a1") into its actions: how opening
  // suites are read. Whether each action is legal is for Game::Apply to say
  // when it is played. Null: no move-sequence notation (the record holds
  // chance: dice, deals, layouts).
  std::function<absl::StatusOr<std::vector<bot::v1::Action>>(const std::string& moves)> parse_moves;
  // The outcome of perfect play from `game`'s position (a game of this row)
  // when it is small enough to solve, by the game's own measure (Reversi: at
  // most `limit` empty squares); nullopt when it is larger. Null: no exact
  // solver. Used for solved adjudication.
  std::function<std::optional<Outcome>(const Game& game, int limit)> solve;
  // A new game at its start; `variant` "" selects the default. Refuses an
  // unknown variant or a seat count the variant is not for.
  std::function<absl::StatusOr<std::unique_ptr<Game>>(const std::string& variant, uint64_t seed,
                                                      int seats)>
      create;
};

}  // namespace games

#endif  // GAMES_COMMON_GAME_TYPE_H_
