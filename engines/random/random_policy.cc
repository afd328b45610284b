#include "engines/random/random_policy.h"

#include "games/common/seeded_random.h"
#include "protocol/engine_info.h"

namespace engines {

bot::v1::EngineInfo RandomPolicy::Info() const {
  return protocol::EngineInfoFor("random", "1.0", "*");  // any game: it only reads legal_actions
}

absl::StatusOr<bot::v1::DecideResponse> RandomPolicy::Decide(const bot::v1::DecideRequest& request,
                                                             const protocol::OptionValues&) {
  games::SeededRandom random(request.seed());
  bot::v1::DecideResponse response;
  *response.mutable_action() =
      request.legal_actions(static_cast<int>(random.Below(request.legal_actions_size())));
  return response;
}

}  // namespace engines
