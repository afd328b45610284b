#include "games/common/game_registry.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "games/battleship/battleship_game.h"
#include "games/davinci/davinci_game.h"
#include "games/nimtetris/nimtetris_game.h"
#include "games/reversi/reversi_game.h"
#include "games/yacht/yacht_game.h"

namespace games {

const std::vector<GameType>& RegisteredGames() {
  // One row per game; the first is the default game.
  static const std::vector<GameType> kGames = {
      reversi::ReversiGameType(), yacht::YachtGameType(),         battleship::BattleshipGameType(),
      davinci::DavinciGameType(), nimtetris::NimTetrisGameType(),
  };
  return kGames;
}

const GameType* FindGame(const std::string& game) {
  for (const GameType& type : RegisteredGames()) {
    if (type.id == game) return &type;
  }
  return nullptr;
}

std::vector<std::string> KnownGames() {
  std::vector<std::string> ids;
  for (const GameType& type : RegisteredGames()) ids.push_back(type.id);
  return ids;
}

bool HigherPointsAreBetter(const std::string& game) {
  const GameType* type = FindGame(game);
  return type == nullptr || type->higher_points_better;
}

std::string PointsLabel(const std::string& game) {
  const GameType* type = FindGame(game);
  return type != nullptr ? type->points_label : "game points";
}

absl::Status UnknownGameError(const std::string& game) {
  return absl::InvalidArgumentError(
      absl::StrCat("unknown game '", game, "' (known: ", absl::StrJoin(KnownGames(), ", "), ")"));
}

absl::StatusOr<std::unique_ptr<Game>> NewGame(const std::string& game, const std::string& variant,
                                              uint64_t seed, int seats) {
  const GameType* type = FindGame(game);
  if (type == nullptr) return UnknownGameError(game);
  return NewGameOf(*type, variant, seed, seats);
}

absl::StatusOr<std::unique_ptr<Game>> NewGameOf(const GameType& type, const std::string& variant,
                                                uint64_t seed, int seats) {
  if (seats < type.min_seats || seats > type.max_seats) {
    return absl::InvalidArgumentError(
        type.min_seats == type.max_seats
            ? absl::StrCat(type.id, " is for ", type.min_seats, " players, not ", seats)
            : absl::StrCat(type.id, " is for ", type.min_seats, " to ", type.max_seats,
                           " players, not ", seats));
  }
  return type.create(variant, seed, seats);
}

}  // namespace games
