#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "games/common/game_registry.h"
#include "games/reversi/reversi_game.h"

namespace games {

std::vector<std::string> KnownGames() { return {"reversi"}; }

absl::StatusOr<std::unique_ptr<Game>> NewGame(const std::string& game,
                                              const std::string& variant,
                                              uint64_t /*seed*/) {
  if (game == "reversi") {
    if (!variant.empty() && variant != "standard") {
      return absl::InvalidArgumentError(absl::StrCat(
          "unknown reversi variant '", variant, "' (known: standard)"));
    }
    return std::unique_ptr<Game>(new reversi::ReversiGame());
  }
  return absl::InvalidArgumentError(absl::StrCat(
      "unknown game '", game, "' (known: ", absl::StrJoin(KnownGames(), ", "), ")"));
}

}  // namespace games
