#include "games/common/game_registry.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "games/battleship/battleship_game.h"
#include "games/davinci/davinci_game.h"
#include "games/nimtetris/nimtetris_game.h"
#include "games/reversi/reversi_game.h"
#include "games/yacht/yacht_game.h"

namespace games {

namespace {

struct GameEntry {
  const char* name;
  const char* points;  // what Outcome::points measures
  bool higher_points_better;  // how a report ranks engines that play alone
  // Random plies before the engines move, to vary games between engines
  // that play deterministically; none where the referee's seed already
  // deals chance (dice, layouts, tiles).
  int opening_plies;
};

constexpr GameEntry kGames[] = {
    {"reversi", "disc differential", true, 4},
    {"yacht", "final score", true, 0},
    {"battleship", "shots fired", false, 0},
    {"davinci", "place (1 = winner)", false, 0},
    {"nimtetris", "pieces placed", true, 4},
};

const GameEntry* Find(const std::string& game) {
  for (const GameEntry& entry : kGames) {
    if (game == entry.name) return &entry;
  }
  return nullptr;
}

}  // namespace

std::vector<std::string> KnownGames() {
  std::vector<std::string> names;
  for (const GameEntry& entry : kGames) names.push_back(entry.name);
  return names;
}

std::string PointsLabel(const std::string& game) {
  const GameEntry* entry = Find(game);
  return entry != nullptr ? entry->points : "game points";
}

bool HigherPointsAreBetter(const std::string& game) {
  const GameEntry* entry = Find(game);
  return entry == nullptr || entry->higher_points_better;
}

int DefaultOpeningPlies(const std::string& game) {
  const GameEntry* entry = Find(game);
  return entry != nullptr ? entry->opening_plies : 0;
}

absl::StatusOr<std::unique_ptr<Game>> NewGame(const std::string& game,
                                              const std::string& variant, uint64_t seed,
                                              int seats) {
  if (game == "reversi") {
    if (!variant.empty() && variant != "standard") {
      return absl::InvalidArgumentError(absl::StrCat(
          "unknown reversi variant '", variant, "' (known: standard)"));
    }
    if (seats != 2) {
      return absl::InvalidArgumentError(absl::StrCat("reversi is for 2 players, not ", seats));
    }
    return std::unique_ptr<Game>(new reversi::ReversiGame());
  }
  if (game == "yacht") {
    absl::StatusOr<yacht::YachtVariant> parsed = yacht::ParseVariant(variant);
    if (!parsed.ok()) return parsed.status();
    if (seats < 1 || seats > yacht::kMaxPlayers) {
      return absl::InvalidArgumentError(
          absl::StrCat("yacht is for 1 to ", yacht::kMaxPlayers, " players, not ", seats));
    }
    return std::unique_ptr<Game>(new yacht::YachtGame(*std::move(parsed), seats, seed));
  }
  if (game == "battleship") {
    absl::StatusOr<battleship::BattleshipVariant> parsed = battleship::ParseVariant(variant);
    if (!parsed.ok()) return parsed.status();
    const int wanted = parsed->solo ? 1 : 2;
    if (seats != wanted) {
      return absl::InvalidArgumentError(absl::StrCat("battleship", parsed->solo ? " solo" : "",
                                                     " is for ", wanted, " player", wanted == 1 ? "" : "s",
                                                     ", not ", seats));
    }
    return std::unique_ptr<Game>(new battleship::BattleshipGame(variant, *std::move(parsed), seed));
  }
  if (game == "davinci") {
    absl::StatusOr<bool> jokers = davinci::ParseVariant(variant);
    if (!jokers.ok()) return jokers.status();
    if (seats < 2 || seats > davinci::kMaxPlayers) {
      return absl::InvalidArgumentError(
          absl::StrCat("davinci is for 2 to ", davinci::kMaxPlayers, " players, not ", seats));
    }
    return std::unique_ptr<Game>(new davinci::DavinciGame(variant, *jokers, seats, seed));
  }
  if (game == "nimtetris") {
    absl::StatusOr<const nimtetris::Geometry*> geometry = nimtetris::ParseVariant(variant);
    if (!geometry.ok()) return geometry.status();
    if (seats != 2) {
      return absl::InvalidArgumentError(absl::StrCat("nimtetris is for 2 players, not ", seats));
    }
    return std::unique_ptr<Game>(new nimtetris::NimTetrisGame(variant, **geometry));
  }
  return absl::InvalidArgumentError(absl::StrCat(
      "unknown game '", game, "' (known: ", absl::StrJoin(KnownGames(), ", "), ")"));
}

}  // namespace games
