// The Da Vinci Code engine's policy: a strategy (policy=inference, the exact
// posterior engine, or policy=seed, the seed document's heuristics) with the
// temperature and epsilon throttles applied on top.
#ifndef ENGINES_DAVINCI_DAVINCI_POLICY_H_
#define ENGINES_DAVINCI_DAVINCI_POLICY_H_

#include "engines/common/engine_server.h"

namespace davinci {

class DavinciPolicy : public engines::EnginePolicy {
 public:
  bot::v1::EngineInfo Info() const override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;
};

}  // namespace davinci

#endif  // ENGINES_DAVINCI_DAVINCI_POLICY_H_
