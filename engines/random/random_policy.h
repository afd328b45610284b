// The generic random engine: picks uniformly among the legal actions of the
// request, for any game, seeded by the request so a replay is identical.
#ifndef ENGINES_RANDOM_RANDOM_POLICY_H_
#define ENGINES_RANDOM_RANDOM_POLICY_H_

#include "engines/common/engine_server.h"

namespace engines {

class RandomPolicy : public EnginePolicy {
 public:
  bot::v1::EngineInfo Info() const override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;
};

}  // namespace engines

#endif  // ENGINES_RANDOM_RANDOM_POLICY_H_
