#include "engines/common/option_values.h"

#include <cstdlib>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace engines {
namespace {

absl::Status CheckValue(const bot::v1::OptionSpec& spec, const std::string& value) {
  auto invalid = [&](absl::string_view why) {
    return absl::InvalidArgumentError(
        absl::StrCat("option ", spec.name(), "=", value, ": ", why));
  };
  switch (spec.type()) {
    case bot::v1::OptionSpec::INT:
    case bot::v1::OptionSpec::DOUBLE: {
      int64_t integer;
      double number;
      if (spec.type() == bot::v1::OptionSpec::INT) {
        if (!absl::SimpleAtoi(value, &integer)) return invalid("not an integer");
        number = static_cast<double>(integer);
      } else if (!absl::SimpleAtod(value, &number)) {
        return invalid("not a number");
      }
      if (number < spec.min() || number > spec.max()) {
        return invalid(absl::StrCat("outside [", spec.min(), ", ", spec.max(), "]"));
      }
      return absl::OkStatus();
    }
    case bot::v1::OptionSpec::BOOL:
      if (value != "true" && value != "false") return invalid("expected true or false");
      return absl::OkStatus();
    case bot::v1::OptionSpec::ENUM:
      for (const std::string& choice : spec.choices()) {
        if (choice == value) return absl::OkStatus();
      }
      return invalid(absl::StrCat("expected one of ", absl::StrJoin(spec.choices(), ", ")));
    default:
      return absl::OkStatus();
  }
}

}  // namespace

absl::StatusOr<OptionValues> OptionValues::Resolve(
    const OptionSpecs& specs, const std::map<std::string, std::string>& given) {
  OptionValues resolved;
  for (const bot::v1::OptionSpec& spec : specs) {
    resolved.values_[spec.name()] = spec.default_value();
  }
  for (const auto& [name, value] : given) {
    auto declared = resolved.values_.find(name);
    if (declared == resolved.values_.end()) {
      std::vector<std::string> names;
      for (const bot::v1::OptionSpec& spec : specs) names.push_back(spec.name());
      return absl::InvalidArgumentError(absl::StrCat(
          "undeclared option '", name, "' (declared: ",
          names.empty() ? "none" : absl::StrJoin(names, ", "), ")"));
    }
    declared->second = value;
  }
  for (const bot::v1::OptionSpec& spec : specs) {
    absl::Status valid = CheckValue(spec, resolved.values_[spec.name()]);
    if (!valid.ok()) return valid;
  }
  return resolved;
}

int64_t OptionValues::Int(const std::string& name) const {
  return std::strtoll(String(name).c_str(), nullptr, 10);
}

double OptionValues::Double(const std::string& name) const {
  return std::strtod(String(name).c_str(), nullptr);
}

bool OptionValues::Bool(const std::string& name) const { return String(name) == "true"; }

const std::string& OptionValues::String(const std::string& name) const {
  static const std::string kEmpty;
  auto it = values_.find(name);
  return it == values_.end() ? kEmpty : it->second;
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

bot::v1::OptionSpec IntOption(const std::string& name, int64_t default_value,
                              int64_t min, int64_t max, const std::string& description) {
  return NumberOption(bot::v1::OptionSpec::INT, name, absl::StrCat(default_value),
                      static_cast<double>(min), static_cast<double>(max), description);
}

bot::v1::OptionSpec DoubleOption(const std::string& name, double default_value,
                                 double min, double max, const std::string& description) {
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

}  // namespace engines
