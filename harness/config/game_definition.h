// The game a tournament plays, looked up in the games registry once: its row,
// variant and seat count, checked together. Everything after asks this
// object, never the registry (in the manner of OpenSpiel's LoadGame -> Game
// -> NewInitialState).
#ifndef HARNESS_CONFIG_GAME_DEFINITION_H_
#define HARNESS_CONFIG_GAME_DEFINITION_H_

#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "games/common/game.h"
#include "games/common/game_type.h"

namespace harness {

class GameDefinition {
 public:
  // The registry's row for `game`, with `variant` ("" = the default) and
  // `seats` checked by creating one state; errors name the game's variants
  // or seat counts.
  static absl::StatusOr<GameDefinition> Find(const std::string& game, const std::string& variant,
                                             int seats);
  // The same for a row already looked up (ApplyDefaults has it).
  static absl::StatusOr<GameDefinition> ForType(const games::GameType& type,
                                                const std::string& variant, int seats);

  const games::GameType& type() const { return *type_; }
  const std::string& id() const { return type_->id; }
  const std::string& variant() const { return variant_; }
  int seats() const { return seats_; }

  // A new game at its start; `seed` drives every chance event. Needs no
  // lookup and cannot fail: the variant and seats were checked.
  std::unique_ptr<games::Game> NewState(uint64_t seed) const;

 private:
  GameDefinition(const games::GameType* type, std::string variant, int seats)
      : type_(type), variant_(std::move(variant)), seats_(seats) {}

  const games::GameType* type_;  // a registry row: lives as long as the program
  std::string variant_;
  int seats_;
};

}  // namespace harness

#endif  // HARNESS_CONFIG_GAME_DEFINITION_H_
