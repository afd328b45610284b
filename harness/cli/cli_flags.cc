#include "harness/cli/cli_flags.h"

#include <filesystem>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "harness/config/one_line.h"

namespace harness {
namespace {

// "--name" or "--name=value"; a lone "--" is not a flag.
bool IsFlag(const std::string& arg) { return arg.size() > 2 && arg.rfind("--", 0) == 0; }

}  // namespace

absl::StatusOr<CliFlags> CliFlags::Parse(const std::vector<std::string>& args,
                                         const std::set<std::string>& valued,
                                         const std::set<std::string>& switches) {
  absl::StatusOr<CliFlags> flags = ParseWords(args, valued, switches);
  if (!flags.ok()) return OneLine(flags.status());  // it quotes a word
  return flags;
}

absl::StatusOr<CliFlags> CliFlags::ParseWords(const std::vector<std::string>& args,
                                              const std::set<std::string>& valued,
                                              const std::set<std::string>& switches) {
  CliFlags flags;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (!IsFlag(arg)) {
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
      } else if (i + 1 < args.size() && !IsFlag(args[i + 1])) {
        flags.values_[name].push_back(args[++i]);
      } else if (i + 1 < args.size()) {
        const std::string& next = args[i + 1];
        return absl::InvalidArgumentError(absl::StrCat(
            "--", name, " needs a value, got the flag ", next.substr(0, next.find('=')),
            " (a value that starts with -- goes after '=': --", name, "=VALUE)"));
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

absl::StatusOr<int64_t> CliFlags::GetInt(const IntRange& range, int64_t fallback) const {
  const std::string name = std::string(range.flag).substr(2);
  if (!Has(name)) return fallback;
  return ParseInt(range, Get(name));
}

absl::StatusOr<double> CliFlags::GetReal(const RealRange& range, double fallback) const {
  const std::string name = std::string(range.flag).substr(2);
  if (!Has(name)) return fallback;
  return ParseReal(range, Get(name));
}

absl::Status ApplyNumberFlags(const CliFlags& flags, const std::vector<IntFlag>& ints,
                              const std::vector<RealFlag>& reals) {
  for (const IntFlag& flag : ints) {
    if (!flags.Has(flag.range.flag + 2)) continue;
    absl::StatusOr<int64_t> value = flags.GetInt(flag.range, 0);
    if (!value.ok()) return value.status();
    flag.set(*value);
  }
  for (const RealFlag& flag : reals) {
    if (!flags.Has(flag.range.flag + 2)) continue;
    absl::StatusOr<double> value = flags.GetReal(flag.range, 0);
    if (!value.ok()) return value.status();
    flag.set(*value);
  }
  return absl::OkStatus();
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
    return OneLine(absl::InvalidArgumentError(
        absl::StrCat("'", word, "' looks like part of the previous --", name,
                     "'s args= (the shell split the value at a space); quote the whole value: --",
                     name, " '", value, " ", word, "'")));
  }
  return absl::OkStatus();
}

}  // namespace harness
