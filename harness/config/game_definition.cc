#include "harness/config/game_definition.h"

#include <utility>

#include "games/common/game_registry.h"

namespace harness {

absl::StatusOr<GameDefinition> GameDefinition::Find(const std::string& game,
                                                    const std::string& variant, int seats) {
  const games::GameType* type = games::FindGame(game);
  if (type == nullptr) return games::UnknownGameError(game);
  return ForType(*type, variant, seats);
}

absl::StatusOr<GameDefinition> GameDefinition::ForType(const games::GameType& type,
                                                       const std::string& variant, int seats) {
  absl::StatusOr<std::unique_ptr<games::Game>> state = games::NewGameOf(type, variant, 0, seats);
  if (!state.ok()) return state.status();  // names the seat counts or the variants
  return GameDefinition(&type, variant, seats);
}

std::unique_ptr<games::Game> GameDefinition::NewState(uint64_t seed) const {
  return *type_->create(variant_, seed, seats_);
}

}  // namespace harness
