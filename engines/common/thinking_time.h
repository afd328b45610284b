// The built-in engines' time manager: what may end one search. From the
// request: its search limits (nodes, depth), and its time: on a clock, the
// shared allotment rule (protocol/time_allotment.h) over the engine's own
// estimate of its moves left; with a fixed time per move, a share of the
// harness's budget less a margin for the round trip. The engine's own time
// option caps either, and so does the rule's maximum (a huge budget or clock
// must not mean thinking for hours). With limits and no time the search is
// untimed (it must not look at the clock, so its answer depends only on the
// request); with nothing at all (a hand-run engine) and no bound of its own
// (a depth option), it gets the rule's default time.
#ifndef ENGINES_COMMON_THINKING_TIME_H_
#define ENGINES_COMMON_THINKING_TIME_H_

#include <algorithm>
#include <cstdint>

#include "bot/v1/engine.pb.h"
#include "protocol/time_allotment.h"

namespace engines {

// No plan thinks longer than a week, whatever the rule: a deadline
// `now + time_ms` must stay far inside std::chrono's nanosecond range (a
// request may carry any int64 time, and a rule may set no maximum).
inline constexpr int64_t kLongestThinkMs = int64_t{7} * 24 * 3600 * 1000;

struct TimeRule {
  double budget_share = 1.0;  // of the harness's fixed per-move budget
  int64_t margin_ms = 0;      // kept back for the round trip
  int64_t default_ms = 1000;  // with no time, no limits and no option
  int64_t max_ms = 0;         // caps any time; 0 = only kLongestThinkMs
};

struct SearchBudget {
  int64_t time_ms = 0;  // 0 = no time limit
  int64_t nodes = 0;    // 0 = no node limit
  int depth = 0;        // 0 = no depth limit
};

// `option_ms`: the engine's own time option (0 = unset); `moves_left`: the
// engine's estimate of the moves it still has to make in this game;
// `bounded_by_options`: the engine's options alone end its search.
inline SearchBudget PlanSearch(const bot::v1::DecideRequest& request, int64_t option_ms,
                               const TimeRule& rule, int moves_left, bool bounded_by_options) {
  SearchBudget budget;
  budget.nodes = std::max<int64_t>(0, request.limits().nodes());
  budget.depth = std::max(0, request.limits().depth());
  if (request.has_clock()) {
    const bot::v1::ClockState& clock = request.clock();
    budget.time_ms =
        protocol::AllotMs({clock.remaining_ms(), clock.increment_ms(), clock.moves_to_go()},
                          moves_left, rule.margin_ms);
  } else if (request.time_budget_ms() > 0) {
    // Below 2^62 before converting: a double beyond int64 is undefined.
    const double share = std::min(request.time_budget_ms() * rule.budget_share, 0x1p62);
    budget.time_ms = std::max<int64_t>(1, static_cast<int64_t>(share) - rule.margin_ms);
  }
  if (option_ms > 0)
    budget.time_ms = budget.time_ms > 0 ? std::min(budget.time_ms, option_ms) : option_ms;
  if (budget.time_ms == 0 && budget.nodes == 0 && budget.depth == 0 && !bounded_by_options) {
    budget.time_ms = rule.default_ms;
  }
  if (rule.max_ms > 0 && budget.time_ms > rule.max_ms) budget.time_ms = rule.max_ms;
  budget.time_ms = std::min(budget.time_ms, kLongestThinkMs);
  return budget;
}

}  // namespace engines

#endif  // ENGINES_COMMON_THINKING_TIME_H_
