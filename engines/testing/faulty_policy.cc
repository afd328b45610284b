#include "engines/testing/faulty_policy.h"

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "games/common/seeded_random.h"
#include "protocol/engine_info.h"

namespace engines {

bot::v1::EngineInfo FaultyPolicy::Info() const {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("faulty", "1.0", "*");
  *info.add_options() = protocol::EnumOption(
      "fault", "none", {"none", "crash", "sleep", "illegal", "wrong_game", "malformed", "error"},
      "how to misbehave: crash (exit the process), sleep (answer after `sleep_ms`), "
      "illegal (an action not in the legal list), wrong_game (an action of another game), "
      "malformed (an empty Reversi action), error (a gRPC error status)");
  *info.add_options() = protocol::IntOption("after", 0, 0, 1000, "misbehave from this ply on");
  *info.add_options() =
      protocol::IntOption("sleep_ms", 60000, 0, 3600000, "how long `sleep` sleeps");
  *info.add_options() =
      protocol::EnumOption("report", "nothing", {"nothing", "score"},
                           "what SearchInfo carries: nothing, or `score` (for adjudication tests)");
  *info.add_options() =
      protocol::DoubleOption("score", 0, -1000, 1000, "the score reported with report=score");
  return info;
}

absl::StatusOr<bot::v1::DecideResponse> FaultyPolicy::Decide(
    const bot::v1::DecideRequest& request, const protocol::OptionValues& options) {
  bot::v1::DecideResponse response;
  games::SeededRandom random(request.seed());
  *response.mutable_action() =
      request.legal_actions(static_cast<int>(random.Below(request.legal_actions_size())));
  if (options.String("report") == "score")
    response.mutable_info()->set_score(options.Double("score"));
  const std::string fault = options.String("fault");
  if (request.ply() < options.Int("after") || fault == "none") return response;

  if (fault == "crash") {
    std::_Exit(3);
  } else if (fault == "sleep") {
    std::this_thread::sleep_for(std::chrono::milliseconds(options.Int("sleep_ms")));
  } else if (fault == "illegal") {
    // A square that is never legal: an occupied centre square.
    response.mutable_action()->mutable_reversi()->set_square(27);
  } else if (fault == "wrong_game") {
    // A well-formed action of another game.
    response.mutable_action()->Clear();
    if (request.game() == "reversi") {
      response.mutable_action()->mutable_yacht()->set_category(0);
    } else {
      response.mutable_action()->mutable_reversi()->set_square(0);
    }
  } else if (fault == "malformed") {
    response.mutable_action()->mutable_reversi()->Clear();
  } else if (fault == "error") {
    return absl::InternalError("deliberate engine error");
  }
  return response;
}

}  // namespace engines
