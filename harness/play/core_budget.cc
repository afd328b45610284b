#include "harness/play/core_budget.h"

#include <cstdint>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace harness {

int EngineThreads(const tourney::v1::EngineSpec& spec, const bot::v1::EngineInfo& info) {
  for (const bot::v1::OptionSpec& option : info.options()) {
    if (option.name() != "threads") continue;
    const auto given = spec.options().find(option.name());
    const std::string& value =
        given != spec.options().end() ? given->second : option.default_value();
    int threads = 1;
    return absl::SimpleAtoi(value, &threads) && threads > 1 ? threads : 1;
  }
  return 1;
}

std::string CoreBudgetWarning(int games_at_once, int threads, const std::string& engine,
                              int cores) {
  const int64_t wanted = int64_t{games_at_once} * threads;
  if (wanted <= cores) return "";
  const std::string per_game =
      threads > 1 ? absl::StrCat(threads, " threads (engine ", engine, ", option threads)")
                  : "1 thread";
  const std::string remedy = threads <= cores
                                 ? absl::StrCat("lower --concurrency to ", cores / threads)
                                 : absl::StrCat("play one game at a time with at most ", cores,
                                                " threads (option threads)");
  return absl::StrCat("warning: ", games_at_once, " games at once (--concurrency) x ", per_game,
                      " = ", wanted, " searching threads on ", cores,
                      cores == 1 ? " core" : " cores",
                      " (this process's CPU affinity): timed engines get less CPU than their "
                      "clocks allow and play weaker; ",
                      remedy);
}

}  // namespace harness
