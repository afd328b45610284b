#include "harness/config/engine_spec.h"

#include <algorithm>
#include <map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace harness {

absl::StatusOr<tourney::v1::EngineSpec> ParseEngineSpec(absl::string_view text) {
  tourney::v1::EngineSpec spec;
  for (absl::string_view field : absl::StrSplit(text, ',', absl::SkipEmpty())) {
    const size_t equals = field.find('=');
    if (equals == absl::string_view::npos) {
      return absl::InvalidArgumentError(
          absl::StrCat("engine '", text, "': '", field, "' is not key=value"));
    }
    const std::string key(field.substr(0, equals));
    const std::string value(field.substr(equals + 1));
    if (key == "name") {
      spec.set_name(value);
    } else if (key == "cmd") {
      spec.set_cmd(value);
    } else if (key == "builtin") {
      spec.set_builtin(value);
    } else if (key == "addr") {
      spec.set_addr(value);
    } else if (key == "protocol") {
      spec.set_protocol(value);
    } else if (key == "args") {
      for (absl::string_view arg : absl::StrSplit(value, ' ', absl::SkipEmpty())) {
        spec.add_args(std::string(arg));
      }
    } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
      (*spec.mutable_options())[key.substr(7)] = value;
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("engine '", text, "': unknown key '", key,
                       "' (keys: name, cmd, builtin, addr, protocol, args, option.NAME)"));
    }
  }
  absl::Status valid = ValidateEngineSpec(spec);
  if (!valid.ok())
    return absl::InvalidArgumentError(absl::StrCat("engine '", text, "': ", valid.message()));
  return spec;
}

const std::vector<std::string>& KnownProtocols() {
  static const auto* const kProtocols =
      new std::vector<std::string>{"grpc", "jsonl", "gtp", "nboard"};
  return *kProtocols;
}

bool IsKnownProtocol(const std::string& protocol) {
  const std::vector<std::string>& known = KnownProtocols();
  return std::find(known.begin(), known.end(), protocol) != known.end();
}

absl::Status ValidateEngineSpec(const tourney::v1::EngineSpec& spec) {
  if (spec.name().empty()) return absl::InvalidArgumentError("no name= given");
  const int sources = !spec.cmd().empty() + !spec.builtin().empty() + !spec.addr().empty();
  if (sources != 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": give exactly one of cmd=, builtin=, addr="));
  }
  if (!spec.protocol().empty() && !IsKnownProtocol(spec.protocol())) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": unknown protocol '", spec.protocol(),
                     "' (protocols: ", absl::StrJoin(KnownProtocols(), ", "), ")"));
  }
  if (!spec.addr().empty() && !spec.protocol().empty() && spec.protocol() != "grpc") {
    return absl::InvalidArgumentError(absl::StrCat(
        "engine ", spec.name(), ": an addr= engine speaks gRPC; protocol=", spec.protocol(),
        " is for spawned engines (cmd= or builtin=)"));
  }
  if (!spec.addr().empty() && spec.args_size() > 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": args= only applies to spawned engines"));
  }
  return absl::OkStatus();
}

std::string DescribeEngine(const tourney::v1::EngineSpec& spec) {
  std::string where = !spec.builtin().empty() ? absl::StrCat("builtin ", spec.builtin())
                      : !spec.cmd().empty()   ? absl::StrCat("cmd ", spec.cmd())
                                              : absl::StrCat("addr ", spec.addr());
  if (!spec.protocol().empty() && spec.protocol() != "grpc") {
    absl::StrAppend(&where, " over ", spec.protocol());
  }
  std::vector<std::string> options;
  // Sorted for stable output (protobuf maps have no order).
  std::map<std::string, std::string> sorted(spec.options().begin(), spec.options().end());
  for (const auto& [key, value] : sorted) options.push_back(absl::StrCat(key, "=", value));
  if (options.empty()) return absl::StrCat(spec.name(), " (", where, ")");
  return absl::StrCat(spec.name(), " (", where, ", ", absl::StrJoin(options, " "), ")");
}

}  // namespace harness
