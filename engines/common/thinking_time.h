// How long an engine may think on one request: the harness's budget (a
// share of it, less a margin for the round trip), capped by the engine's own
// time option when that is set, or a default when neither is.
#ifndef ENGINES_COMMON_THINKING_TIME_H_
#define ENGINES_COMMON_THINKING_TIME_H_

#include <algorithm>
#include <cstdint>

#include "bot/v1/engine.pb.h"

namespace engines {

struct TimeRule {
  double budget_share = 1.0;  // of the harness's budget
  int64_t margin_ms = 0;      // kept back from it
  int64_t default_ms = 1000;  // with no budget and no option
};

inline int64_t ThinkingTimeMs(const bot::v1::DecideRequest& request, int64_t option_ms,
                              const TimeRule& rule) {
  int64_t budget = 0;
  if (request.time_budget_ms() > 0) {
    budget = std::max<int64_t>(
        1, static_cast<int64_t>(request.time_budget_ms() * rule.budget_share) - rule.margin_ms);
  }
  if (option_ms > 0) budget = budget > 0 ? std::min(budget, option_ms) : option_ms;
  return budget > 0 ? budget : rule.default_ms;
}

}  // namespace engines

#endif  // ENGINES_COMMON_THINKING_TIME_H_
