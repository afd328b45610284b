// Actions every game must refuse in any state, built from the bot.v1
// descriptors so that no game is named: the suite finds a row's own action
// message by the row's id (the oneof field's name).
#ifndef GAMES_COMMON_CONFORMANCE_REFUSED_ACTIONS_H_
#define GAMES_COMMON_CONFORMANCE_REFUSED_ACTIONS_H_

#include <optional>
#include <string>
#include <vector>

#include "bot/v1/engine.pb.h"
#include "google/protobuf/message.h"

namespace games::conformance {

// The name of the `game` oneof field that `message` (an Action or an
// Observation) sets, "" if none.
std::string GameFieldOf(const google::protobuf::Message& message);

// One empty action for each game of the oneof other than `game_id`.
std::vector<bot::v1::Action> ActionsOfOtherGames(const std::string& game_id);

// `game_id`'s own action message with no choice made, or nullopt when that
// message has no oneof: then its empty form is a real action (a piece at
// row 0, column 0) and nothing is missing from it.
std::optional<bot::v1::Action> ActionChoosingNothing(const std::string& game_id);

}  // namespace games::conformance

#endif  // GAMES_COMMON_CONFORMANCE_REFUSED_ACTIONS_H_
