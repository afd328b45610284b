#include "harness/cli/split_engine_args.h"

#include <filesystem>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "harness/config/one_line.h"

namespace harness {

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

absl::StatusOr<CliFlags> ParseWithEngineSpecs(const std::vector<std::string>& args,
                                              const FlagNames& names,
                                              const std::set<std::string>& spec_flags,
                                              bool positional_ok) {
  absl::Status split =
      SplitEngineArgsProblem(args, spec_flags, names.valued, names.switches, positional_ok);
  if (!split.ok()) return split;
  return CliFlags::Parse(args, names.valued, names.switches);
}

}  // namespace harness
