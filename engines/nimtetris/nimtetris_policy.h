// The Nim Tetris engine's policy: the region solver at a strength level.
// One solver (and its memo) serves every request of the process, so later
// moves and later games reuse what earlier ones solved.
#ifndef ENGINES_NIMTETRIS_NIMTETRIS_POLICY_H_
#define ENGINES_NIMTETRIS_NIMTETRIS_POLICY_H_

#include <mutex>

#include "engines/common/engine_server.h"
#include "engines/nimtetris/solver.h"

namespace nimtetris {

class NimTetrisPolicy : public engines::EnginePolicy {
 public:
  bot::v1::EngineInfo Info() const override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;

 private:
  std::mutex mutex_;
  Solver solver_;
};

}  // namespace nimtetris

#endif  // ENGINES_NIMTETRIS_NIMTETRIS_POLICY_H_
