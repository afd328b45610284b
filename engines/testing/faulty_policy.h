// A deliberately broken engine for fault tests: plays random legal actions
// until the ply given by `after`, then misbehaves as `fault` says. With
// report=score it reports a fixed score (adjudication tests).
#ifndef ENGINES_TESTING_FAULTY_POLICY_H_
#define ENGINES_TESTING_FAULTY_POLICY_H_

#include "engines/common/engine_server.h"

namespace engines {

class FaultyPolicy : public EnginePolicy {
 public:
  bot::v1::EngineInfo Info() const override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;
};

}  // namespace engines

#endif  // ENGINES_TESTING_FAULTY_POLICY_H_
