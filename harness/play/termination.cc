#include "harness/play/termination.h"

namespace harness {

const char* FaultName(games::ActionFault fault) {
  switch (fault) {
    case games::ActionFault::kWrongGame:
      return "wrong_game";
    case games::ActionFault::kMalformed:
      return "malformed_action";
    default:
      return "illegal_action";
  }
}

const char* FaultName(CallFault fault) {
  switch (fault) {
    case CallFault::kTimeout:
      return "timeout";
    case CallFault::kUnavailable:
      return "crash";
    case CallFault::kProtocolError:
      return "protocol_error";
    default:
      return "engine_error";
  }
}

}  // namespace harness
