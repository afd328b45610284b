// The Reversi engine's policy: the seed reproduction or the strong search,
// chosen and throttled by declared options.
#ifndef ENGINES_REVERSI_REVERSI_POLICY_H_
#define ENGINES_REVERSI_REVERSI_POLICY_H_

#include <memory>
#include <mutex>

#include "engines/common/engine_server.h"
#include "engines/reversi/shared_endgame_table.h"

namespace reversi {

class ReversiPolicy : public engines::EnginePolicy {
 public:
  bot::v1::EngineInfo Info() const override;
  // Refuses options that contradict each other (level with eval=seed).
  absl::Status Prepare(const bot::v1::PrepareRequest& request,
                       const protocol::OptionValues& options) override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;

 private:
  // The parallel endgame solve's table (threads > 1), made and mapped in by
  // the first Prepare (or Decide) that needs it, then kept for the process:
  // its bounds hold in every game, and a fresh table each move would cost
  // up to 24 ms of the move's time in page zeroing (240 ms the first time).
  SharedEndgameTable& ParallelSolveTable();

  std::once_flag parallel_solve_table_made_;
  std::unique_ptr<SharedEndgameTable> parallel_solve_table_;
};

}  // namespace reversi

#endif  // ENGINES_REVERSI_REVERSI_POLICY_H_
