#include "harness/play/time_options.h"

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace harness {

std::string TimeOptionWarning(const tourney::v1::EngineSpec& spec, const bot::v1::EngineInfo& info,
                              int64_t move_time_ms) {
  for (const bot::v1::OptionSpec& option : info.options()) {
    if (!absl::EndsWith(option.name(), "time_ms")) continue;
    const auto given = spec.options().find(option.name());
    const std::string value =
        given != spec.options().end() ? given->second : option.default_value();
    double ms = 0;
    if (!absl::SimpleAtod(value, &ms) || ms <= static_cast<double>(move_time_ms)) continue;
    return absl::StrCat("warning: engine ", spec.name(), ": option ", option.name(), "=", value,
                        " asks for more than the harness's ", move_time_ms,
                        " ms per move (--move-time-ms), which engines are offered as "
                        "time_budget_ms and the built-ins never exceed; raise --move-time-ms to ",
                        value, " to give it that time");
  }
  return "";
}

}  // namespace harness
