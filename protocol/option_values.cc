#include "protocol/option_values.h"

#include <cmath>
#include <cstdlib>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace protocol {

std::string OptionValueProblem(const bot::v1::OptionSpec& spec, const std::string& value) {
  switch (spec.type()) {
    case bot::v1::OptionSpec::INT:
    case bot::v1::OptionSpec::DOUBLE: {
      int64_t integer;
      double number;
      if (spec.type() == bot::v1::OptionSpec::INT) {
        if (!absl::SimpleAtoi(value, &integer)) return "not an integer";
        number = static_cast<double>(integer);
      } else if (!absl::SimpleAtod(value, &number)) {
        return "not a number";
      } else if (!std::isfinite(number)) {
        return "not a finite number";
      }
      if (number < spec.min() || number > spec.max()) {
        return absl::StrCat("outside [", spec.min(), ", ", spec.max(), "]");
      }
      return "";
    }
    case bot::v1::OptionSpec::BOOL:
      return value == "true" || value == "false" ? "" : "expected true or false";
    case bot::v1::OptionSpec::ENUM:
      for (const std::string& choice : spec.choices()) {
        if (choice == value) return "";
      }
      return absl::StrCat("expected one of ", absl::StrJoin(spec.choices(), ", "));
    case bot::v1::OptionSpec::STRING:
      return "";
    default:
      return absl::StrCat("unknown option type ", spec.type());
  }
}

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
      return absl::InvalidArgumentError(
          absl::StrCat("undeclared option '", name,
                       "' (declared: ", names.empty() ? "none" : absl::StrJoin(names, ", "), ")"));
    }
    declared->second = value;
  }
  for (const bot::v1::OptionSpec& spec : specs) {
    const std::string& value = resolved.values_[spec.name()];
    const std::string problem = OptionValueProblem(spec, value);
    if (!problem.empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat("option ", spec.name(), "=", value, ": ", problem));
    }
  }
  return resolved;
}

int64_t OptionValues::Int(const std::string& name) const {
  return std::strtoll(String(name).c_str(), nullptr, 10);
}

double OptionValues::Double(const std::string& name) const {
  return std::strtod(String(name).c_str(), nullptr);
}

const std::string& OptionValues::String(const std::string& name) const {
  static const std::string kEmpty;
  auto it = values_.find(name);
  return it == values_.end() ? kEmpty : it->second;
}

}  // namespace protocol
