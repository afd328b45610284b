// The names a game can be lost under (GameRecord.termination), for each way
// an answer fails: shared by the referee loop and `tourney check`, so both
// say the same thing about the same fault.
#ifndef HARNESS_PLAY_TERMINATION_H_
#define HARNESS_PLAY_TERMINATION_H_

#include "games/common/game.h"
#include "harness/engine/engine_transport.h"

namespace harness {

// "wrong_game", "malformed_action" or "illegal_action".
const char* FaultName(games::ActionFault fault);
// "timeout", "crash", "protocol_error" or "engine_error".
const char* FaultName(CallFault fault);

}  // namespace harness

#endif  // HARNESS_PLAY_TERMINATION_H_
