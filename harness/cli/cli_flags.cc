#include "harness/cli/cli_flags.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace harness {

absl::StatusOr<CliFlags> CliFlags::Parse(const std::vector<std::string>& args,
                                         const std::set<std::string>& valued,
                                         const std::set<std::string>& switches) {
  CliFlags flags;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg.rfind("--", 0) != 0 || arg == "--") {
      flags.positional_.push_back(arg);
      continue;
    }
    const size_t equals = arg.find('=');
    const std::string name =
        arg.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
    if (switches.count(name)) {
      if (equals != std::string::npos) {
        return absl::InvalidArgumentError(absl::StrCat("--", name, " takes no value"));
      }
      flags.values_[name].push_back("true");
    } else if (valued.count(name)) {
      if (equals != std::string::npos) {
        flags.values_[name].push_back(arg.substr(equals + 1));
      } else if (i + 1 < args.size()) {
        flags.values_[name].push_back(args[++i]);
      } else {
        return absl::InvalidArgumentError(absl::StrCat("--", name, " needs a value"));
      }
    } else {
      return absl::InvalidArgumentError(absl::StrCat("unknown flag --", name, " (see --help)"));
    }
  }
  return flags;
}

std::string CliFlags::Get(const std::string& name, const std::string& fallback) const {
  auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second.back();
}

std::vector<std::string> CliFlags::GetAll(const std::string& name) const {
  auto it = values_.find(name);
  return it == values_.end() ? std::vector<std::string>{} : it->second;
}

absl::StatusOr<int64_t> CliFlags::GetInt(const std::string& name, int64_t fallback, int64_t min,
                                         int64_t max) const {
  if (!Has(name)) return fallback;
  int64_t value;
  if (!absl::SimpleAtoi(Get(name), &value) || value < min || value > max) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--", name, "=", Get(name), ": expected an integer in [", min, ", ", max, "]"));
  }
  return value;
}

absl::StatusOr<double> CliFlags::GetDouble(const std::string& name, double fallback, double min,
                                           double max) const {
  if (!Has(name)) return fallback;
  double value;
  if (!absl::SimpleAtod(Get(name), &value) || !(value >= min && value <= max)) {
    return absl::InvalidArgumentError(
        absl::StrCat("--", name, "=", Get(name), ": expected a number in [", min, ", ", max, "]"));
  }
  return value;
}

}  // namespace harness
