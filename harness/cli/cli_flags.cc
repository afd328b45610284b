#include "harness/cli/cli_flags.h"

#include <filesystem>

#include "absl/strings/match.h"
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

absl::Status SplitEngineArgsProblem(const std::vector<std::string>& args,
                                    const std::set<std::string>& spec_flags,
                                    const std::set<std::string>& valued,
                                    const std::set<std::string>& switches, bool positional_ok) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].rfind("--", 0) != 0) continue;
    const size_t equals = args[i].find('=');
    const std::string name = args[i].substr(2, equals == std::string::npos ? equals : equals - 2);
    if (!spec_flags.count(name)) continue;
    size_t next = i + 1;
    std::string value;
    if (equals != std::string::npos) {
      value = args[i].substr(equals + 1);
    } else if (next < args.size()) {
      value = args[next++];
    }
    const size_t comma = value.rfind(',');
    const std::string last = comma == std::string::npos ? value : value.substr(comma + 1);
    if (!absl::StartsWith(last, "args=") || next >= args.size()) continue;
    const std::string& word = args[next];
    if (absl::StartsWith(word, "--")) {
      const size_t word_equals = word.find('=');
      const std::string flag =
          word.substr(2, word_equals == std::string::npos ? word_equals : word_equals - 2);
      if (valued.count(flag) || switches.count(flag)) continue;
    } else if (positional_ok && std::filesystem::exists(word)) {
      continue;
    }
    return absl::InvalidArgumentError(
        absl::StrCat("'", word, "' looks like part of the previous --", name,
                     "'s args= (the shell split the value at a space); quote the whole value: --",
                     name, " '", value, " ", word, "'"));
  }
  return absl::OkStatus();
}

}  // namespace harness
