#include "games/common/conformance/refused_actions.h"

#include "google/protobuf/descriptor.h"

namespace games::conformance {
namespace {

using google::protobuf::FieldDescriptor;
using google::protobuf::OneofDescriptor;

const OneofDescriptor& GameOneof() {
  return *bot::v1::Action::descriptor()->FindOneofByName("game");
}

// An action with `field` (of the game oneof) set to its empty message.
bot::v1::Action EmptyActionOf(const FieldDescriptor* field) {
  bot::v1::Action action;
  action.GetReflection()->MutableMessage(&action, field);
  return action;
}

}  // namespace

std::string GameFieldOf(const google::protobuf::Message& message) {
  const OneofDescriptor* game = message.GetDescriptor()->FindOneofByName("game");
  if (game == nullptr) return "";
  const FieldDescriptor* set = message.GetReflection()->GetOneofFieldDescriptor(message, game);
  return set == nullptr ? "" : set->name();
}

std::vector<bot::v1::Action> ActionsOfOtherGames(const std::string& game_id) {
  std::vector<bot::v1::Action> actions;
  for (int i = 0; i < GameOneof().field_count(); ++i) {
    if (GameOneof().field(i)->name() != game_id) {
      actions.push_back(EmptyActionOf(GameOneof().field(i)));
    }
  }
  return actions;
}

std::optional<bot::v1::Action> ActionChoosingNothing(const std::string& game_id) {
  const FieldDescriptor* own = bot::v1::Action::descriptor()->FindFieldByName(game_id);
  if (own == nullptr || own->message_type()->real_oneof_decl_count() == 0) return std::nullopt;
  return EmptyActionOf(own);
}

}  // namespace games::conformance
