#include "absl/strings/str_cat.h"
#include "games/common/game.h"
#include "google/protobuf/unknown_field_set.h"

namespace games {

ApplyResult WrongGame(const bot::v1::Action& action) {
  // A game this build does not know (a newer protocol version) arrives as
  // an unknown field of the oneof.
  const auto& unknown = action.GetReflection()->GetUnknownFields(action);
  std::string detail = "no action in the answer";
  if (action.game_case() != bot::v1::Action::GAME_NOT_SET) {
    detail = absl::StrCat("an action for another game (field ", action.game_case(), ")");
  } else if (unknown.field_count() > 0) {
    detail = absl::StrCat("an action for another game (field ", unknown.field(0).number(), ")");
  }
  return {ActionFault::kWrongGame, detail};
}

}  // namespace games
