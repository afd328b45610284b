#include "flags/command_line.h"

#include <cstdio>

#include "absl/strings/str_cat.h"

namespace flags {
namespace {

// "--name" or "--name=value"; a lone "--" is not a flag.
bool IsFlag(const std::string& arg) { return arg.size() > 2 && arg.rfind("--", 0) == 0; }

absl::Status NeedsValue(const std::string& name, const std::vector<std::string>& args, size_t i) {
  if (i + 1 >= args.size()) {
    return absl::InvalidArgumentError(absl::StrCat("--", name, " needs a value"));
  }
  const std::string& next = args[i + 1];
  return absl::InvalidArgumentError(
      absl::StrCat("--", name, " needs a value, got the flag ", next.substr(0, next.find('=')),
                   " (a value that starts with -- goes after '=': --", name, "=VALUE)"));
}

}  // namespace

absl::StatusOr<CommandLine> CommandLine::Parse(const std::vector<std::string>& args,
                                               const std::set<std::string>& valued,
                                               const std::set<std::string>& switches) {
  CommandLine line;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (!IsFlag(arg)) {
      line.positional_.push_back(arg);
      continue;
    }
    const size_t equals = arg.find('=');
    const std::string name =
        arg.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
    if (switches.count(name)) {
      if (equals != std::string::npos) {
        return absl::InvalidArgumentError(absl::StrCat("--", name, " takes no value"));
      }
      line.values_[name].push_back("true");
    } else if (!valued.count(name)) {
      return absl::InvalidArgumentError(absl::StrCat("unknown flag --", name, " (see --help)"));
    } else if (equals != std::string::npos) {
      line.values_[name].push_back(arg.substr(equals + 1));
    } else if (i + 1 < args.size() && !IsFlag(args[i + 1])) {
      line.values_[name].push_back(args[++i]);
    } else {
      return NeedsValue(name, args, i);
    }
  }
  return line;
}

std::string CommandLine::Get(const std::string& name, const std::string& fallback) const {
  auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second.back();
}

std::vector<std::string> CommandLine::GetAll(const std::string& name) const {
  auto it = values_.find(name);
  return it == values_.end() ? std::vector<std::string>{} : it->second;
}

bool ParseProgramFlags(int argc, char** argv, const char* program, const char* usage,
                       std::map<std::string, std::string>* flags) {
  std::set<std::string> valued;
  for (const auto& [name, fallback] : *flags) valued.insert(name);
  absl::StatusOr<CommandLine> line =
      CommandLine::Parse(std::vector<std::string>(argv + 1, argv + argc), valued, {"help"});
  if (line.ok() && line->Has("help")) {
    std::printf("usage: %s %s\n", program, usage);
    return false;
  }
  if (line.ok() && !line->positional().empty()) {
    line = absl::InvalidArgumentError(
        absl::StrCat("unexpected argument '", line->positional()[0], "'"));
  }
  if (!line.ok()) {
    std::fprintf(stderr, "%s: %s; its flags: %s\n", program,
                 std::string(line.status().message()).c_str(), usage);
    return false;
  }
  for (auto& [name, value] : *flags) value = line->Get(name, value);
  return true;
}

}  // namespace flags
