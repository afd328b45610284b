// The Yacht engine's policy: the exact optimum (policy=optimal) or the seed
// document's bonus-blind DP with weighted upper points (policy=seed), with
// temperature and epsilon throttles.
#ifndef ENGINES_YACHT_YACHT_POLICY_H_
#define ENGINES_YACHT_YACHT_POLICY_H_

#include <map>
#include <memory>
#include <string>

#include "absl/synchronization/mutex.h"
#include "engines/common/engine_server.h"
#include "engines/yacht/solver.h"

namespace yacht {

class YachtPolicy : public engines::EnginePolicy {
 public:
  // Optimal tables are cached in `cache_dir` (see table_cache.h).
  explicit YachtPolicy(std::string cache_dir) : cache_dir_(std::move(cache_dir)) {}

  bot::v1::EngineInfo Info() const override;
  // Loads (or computes and stores) the table the variant and options need.
  absl::Status Prepare(const bot::v1::PrepareRequest& request,
                       const protocol::OptionValues& options) override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;

 private:
  // The model the options ask for under `rules`.
  static SolverModel ModelFor(const Ruleset& rules, const protocol::OptionValues& options);
  // The solved model, computed or loaded on first use.
  const YachtSolver& SolverFor(const SolverModel& model);

  std::string cache_dir_;
  absl::Mutex mutex_;
  std::map<std::string, std::unique_ptr<YachtSolver>> solvers_ ABSL_GUARDED_BY(mutex_);
};

}  // namespace yacht

#endif  // ENGINES_YACHT_YACHT_POLICY_H_
