// The Reversi engine's policy: the seed reproduction or the strong search,
// chosen and throttled by declared options.
#ifndef ENGINES_REVERSI_REVERSI_POLICY_H_
#define ENGINES_REVERSI_REVERSI_POLICY_H_

#include "engines/common/engine_server.h"

namespace reversi {

class ReversiPolicy : public engines::EnginePolicy {
 public:
  bot::v1::EngineInfo Info() const override;
  // Refuses options that contradict each other (level with eval=seed).
  absl::Status Prepare(const bot::v1::PrepareRequest& request,
                       const protocol::OptionValues& options) override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_REVERSI_POLICY_H_
