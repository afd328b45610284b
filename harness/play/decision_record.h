// One decision as the results log keeps it: the time the harness measured
// and what the engine reported about its search (never trusted, only kept).
#ifndef HARNESS_PLAY_DECISION_RECORD_H_
#define HARNESS_PLAY_DECISION_RECORD_H_

#include <cstdint>
#include <string>

#include "bot/v1/engine.pb.h"
#include "games/common/game.h"
#include "google/protobuf/repeated_ptr_field.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// `game` is the position the decision was asked in (before its action).
tourney::v1::MoveRecord RecordDecision(const games::Game& game, int seat, int64_t used_us,
                                       const bot::v1::DecideResponse& response);

// `actions` played on from `game` in the game's own notation (Reversi:
// "f5d6c3"), up to the first one the rules refuse; `game` is unchanged.
std::string Notation(const games::Game& game,
                     const google::protobuf::RepeatedPtrField<bot::v1::Action>& actions);

}  // namespace harness

#endif  // HARNESS_PLAY_DECISION_RECORD_H_
