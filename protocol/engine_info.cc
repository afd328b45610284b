#include "protocol/engine_info.h"

#include <cmath>
#include <set>

#include "absl/strings/str_cat.h"
#include "protocol/option_values.h"

namespace protocol {

bool PlaysGame(const bot::v1::EngineInfo& info, const std::string& game,
               const std::string& variant) {
  for (const bot::v1::GameSupport& support : info.games()) {
    if (support.game() != "*" && support.game() != game) continue;
    if (support.variants().empty()) return true;
    for (const std::string& listed : support.variants()) {
      if (listed == variant) return true;
    }
  }
  return false;
}

absl::Status CheckEngineInfo(const bot::v1::EngineInfo& info) {
  if (info.name().empty()) return absl::InvalidArgumentError("GetInfo gives no engine name");
  if (info.games().empty()) return absl::InvalidArgumentError("GetInfo lists no game");
  for (const bot::v1::GameSupport& support : info.games()) {
    if (support.game().empty())
      return absl::InvalidArgumentError("GetInfo lists a game with no id");
  }
  std::set<std::string> names;
  for (const bot::v1::OptionSpec& spec : info.options()) {
    if (spec.name().empty()) return absl::InvalidArgumentError("an option has no name");
    if (!names.insert(spec.name()).second) {
      return absl::InvalidArgumentError(absl::StrCat("option ", spec.name(), " is declared twice"));
    }
    if (spec.type() == bot::v1::OptionSpec::TYPE_UNSPECIFIED ||
        !bot::v1::OptionSpec::Type_IsValid(spec.type())) {
      return absl::InvalidArgumentError(absl::StrCat("option ", spec.name(), " has no known type"));
    }
    const bool ranged =
        spec.type() == bot::v1::OptionSpec::INT || spec.type() == bot::v1::OptionSpec::DOUBLE;
    if (ranged && !(std::isfinite(spec.min()) && std::isfinite(spec.max()))) {
      return absl::InvalidArgumentError(absl::StrCat("option ", spec.name(),
                                                     ": bounds must be finite (min ", spec.min(),
                                                     ", max ", spec.max(), ")"));
    }
    if (ranged && !(spec.min() <= spec.max())) {
      return absl::InvalidArgumentError(
          absl::StrCat("option ", spec.name(), ": min ", spec.min(), " > max ", spec.max()));
    }
    if (spec.type() == bot::v1::OptionSpec::ENUM && spec.choices().empty()) {
      return absl::InvalidArgumentError(absl::StrCat("option ", spec.name(), " lists no choices"));
    }
    std::set<std::string> choices;
    for (const std::string& choice : spec.choices()) {
      if (!choices.insert(choice).second) {
        return absl::InvalidArgumentError(
            absl::StrCat("option ", spec.name(), " lists choice '", choice, "' twice"));
      }
    }
    const std::string problem = OptionValueProblem(spec, spec.default_value());
    if (!problem.empty()) {
      return absl::InvalidArgumentError(absl::StrCat("option ", spec.name(), ": default '",
                                                     spec.default_value(), "' is ", problem));
    }
  }
  return absl::OkStatus();
}

namespace {

bot::v1::OptionSpec NumberOption(bot::v1::OptionSpec::Type type, const std::string& name,
                                 const std::string& default_value, double min, double max,
                                 const std::string& description) {
  bot::v1::OptionSpec spec;
  spec.set_name(name);
  spec.set_type(type);
  spec.set_default_value(default_value);
  spec.set_min(min);
  spec.set_max(max);
  spec.set_description(description);
  return spec;
}

}  // namespace

bot::v1::EngineInfo EngineInfoFor(const std::string& name, const std::string& version,
                                  const std::string& game) {
  bot::v1::EngineInfo info;
  info.set_name(name);
  info.set_version(version);
  info.add_games()->set_game(game);
  return info;
}

bot::v1::OptionSpec IntOption(const std::string& name, int64_t default_value, int64_t min,
                              int64_t max, const std::string& description) {
  return NumberOption(bot::v1::OptionSpec::INT, name, absl::StrCat(default_value),
                      static_cast<double>(min), static_cast<double>(max), description);
}

bot::v1::OptionSpec DoubleOption(const std::string& name, double default_value, double min,
                                 double max, const std::string& description) {
  return NumberOption(bot::v1::OptionSpec::DOUBLE, name, absl::StrCat(default_value), min, max,
                      description);
}

bot::v1::OptionSpec EnumOption(const std::string& name, const std::string& default_value,
                               std::initializer_list<std::string> choices,
                               const std::string& description) {
  bot::v1::OptionSpec spec;
  spec.set_name(name);
  spec.set_type(bot::v1::OptionSpec::ENUM);
  spec.set_default_value(default_value);
  for (const std::string& choice : choices) spec.add_choices(choice);
  spec.set_description(description);
  return spec;
}

}  // namespace protocol
