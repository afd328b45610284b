#include "harness/config/engine_spec.h"

#include <functional>
#include <map>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "harness/config/number_ranges.h"
#include "harness/config/one_line.h"
#include "harness/config/sandbox_key.h"
#include "harness/config/time_control.h"
#include "harness/engine/transport_kinds.h"

namespace harness {

namespace {

constexpr char kTimingKeys[] = "tc, st, nodes, depth";

// Calls `apply(key, value)` for each comma-separated key=value of `text`;
// errors start with `what`. A field without '=' right after addr= continues
// its value: a gRPC target lists replicas with commas
// (addr=ipv4:10.0.0.1:50051,10.0.0.2:50051).
absl::Status ForEachKey(
    absl::string_view text, const std::string& what,
    const std::function<absl::Status(const std::string&, const std::string&)>& apply) {
  std::vector<std::pair<std::string, std::string>> fields;
  for (absl::string_view field : absl::StrSplit(text, ',', absl::SkipEmpty())) {
    const size_t equals = field.find('=');
    if (equals == absl::string_view::npos && !fields.empty() && fields.back().first == "addr") {
      absl::StrAppend(&fields.back().second, ",", field);
    } else if (equals == absl::string_view::npos) {
      return absl::InvalidArgumentError(absl::StrCat(what, ": '", field, "' is not key=value"));
    } else {
      fields.emplace_back(field.substr(0, equals), field.substr(equals + 1));
    }
  }
  for (const auto& [key, value] : fields) {
    absl::Status applied = apply(key, value);
    if (!applied.ok())
      return absl::InvalidArgumentError(absl::StrCat(what, ": ", applied.message()));
  }
  return absl::OkStatus();
}

// One key=value of an --engine spec.
absl::Status ApplyEngineKey(const std::string& key, const std::string& value,
                            tourney::v1::EngineSpec* spec) {
  absl::StatusOr<bool> timing = ApplyTimingKey(key, value, spec);
  if (!timing.ok()) return timing.status();
  if (*timing) return absl::OkStatus();
  if (key == "name") {
    spec->set_name(value);
  } else if (key == "cmd") {
    spec->set_cmd(value);
  } else if (key == "builtin") {
    spec->set_builtin(value);
  } else if (key == "addr") {
    spec->set_addr(value);
  } else if (key == "protocol") {
    spec->set_protocol(value);
  } else if (key == "lb") {
    spec->set_lb(value);
  } else if (key == "args") {
    for (absl::string_view arg : absl::StrSplit(value, ' ', absl::SkipEmpty())) {
      spec->add_args(std::string(arg));
    }
  } else if (key == "memory_mb") {
    absl::StatusOr<int64_t> megabytes = ParseInt(kMemoryMb, value);
    if (!megabytes.ok()) return megabytes.status();
    spec->set_memory_mb(*megabytes);
  } else if (key == "cpus") {
    absl::StatusOr<int64_t> cpus = ParseInt(kCpus, value);
    if (!cpus.ok()) return cpus.status();
    spec->set_cpus(static_cast<int32_t>(*cpus));
  } else if (key == "sandbox") {
    return ApplySandboxKey(value, spec);
  } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
    (*spec->mutable_options())[key.substr(7)] = value;
  } else {
    return absl::InvalidArgumentError(absl::StrCat(
        "unknown key '", key,
        "' (keys: name, cmd, builtin, addr, lb, protocol, args, memory_mb, sandbox, cpus, ",
        kTimingKeys, ", option.NAME)"));
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<tourney::v1::EngineSpec> ParseEngineDefaults(absl::string_view text) {
  tourney::v1::EngineSpec each;
  absl::Status parsed =
      ForEachKey(text, absl::StrCat("--each '", text, "'"),
                 [&](const std::string& key, const std::string& value) -> absl::Status {
                   absl::StatusOr<bool> applied = ApplyTimingKey(key, value, &each);
                   if (!applied.ok()) return applied.status();
                   if (!*applied) {
                     return absl::InvalidArgumentError(
                         absl::StrCat("unknown key '", key, "' (keys: ", kTimingKeys, ")"));
                   }
                   return absl::OkStatus();
                 });
  if (!parsed.ok()) return OneLine(parsed);  // it quotes the text
  return each;
}

absl::StatusOr<tourney::v1::EngineSpec> ParseEngineSpec(absl::string_view text) {
  tourney::v1::EngineSpec spec;
  absl::Status parsed =
      ForEachKey(text, absl::StrCat("engine '", text, "'"),
                 [&](const std::string& key, const std::string& value) -> absl::Status {
                   return ApplyEngineKey(key, value, &spec);
                 });
  if (!parsed.ok()) return OneLine(parsed);  // it quotes the text
  absl::Status valid = ValidateEngineSpec(spec);
  if (!valid.ok()) {
    return OneLine(
        absl::InvalidArgumentError(absl::StrCat("engine '", text, "': ", valid.message())));
  }
  return spec;
}

absl::Status ValidateEngineSpec(const tourney::v1::EngineSpec& spec) {
  if (spec.name().empty()) return absl::InvalidArgumentError("no name= given");
  // A name is shown in tables, logs and exports: a line break or an escape
  // sequence in it would break their rows or steer a terminal.
  if (const std::string shown = OneLine(spec.name()); shown != spec.name()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "engine name '", shown, "' holds a control character: a name is one line of text"));
  }
  const int sources = !spec.cmd().empty() + !spec.builtin().empty() + !spec.addr().empty();
  if (sources != 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": give exactly one of cmd=, builtin=, addr="));
  }
  if (!spec.protocol().empty() && FindTransportKind(spec.protocol()) == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat("engine ", spec.name(), ": unknown protocol '",
                                                   spec.protocol(),
                                                   "' (protocols: ", TransportNames(), ")"));
  }
  if (!spec.addr().empty() && TransportOf(spec).io != ProcessIo::kPrintsAddress) {
    return absl::InvalidArgumentError(absl::StrCat(
        "engine ", spec.name(), ": an addr= engine speaks gRPC; protocol=", spec.protocol(),
        " is for spawned engines (cmd= or builtin=)"));
  }
  if (!spec.addr().empty() && spec.args_size() > 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": args= only applies to spawned engines"));
  }
  if (!spec.lb().empty() && spec.addr().empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": lb= chooses among an addr= engine's replicas"));
  }
  if (!spec.lb().empty() && spec.lb() != "round_robin" && spec.lb() != "pick_first") {
    return absl::InvalidArgumentError(absl::StrCat("engine ", spec.name(), ": lb=", spec.lb(),
                                                   ": expected round_robin or pick_first"));
  }
  if (!spec.addr().empty() && spec.memory_mb() != 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": memory_mb= only applies to spawned engines"));
  }
  absl::Status memory = CheckInt(kMemoryMb, spec.memory_mb());
  if (!memory.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("engine ", spec.name(), ": ", memory.message()));
  }
  absl::Status cpus = CheckInt(kCpus, spec.cpus());
  if (!cpus.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("engine ", spec.name(), ": ", cpus.message()));
  }
  absl::Status sandbox = ValidateSandbox(spec);
  if (!sandbox.ok()) return sandbox;
  absl::Status timing = ValidateTiming(spec);
  if (!timing.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("engine ", spec.name(), ": ", timing.message()));
  }
  return absl::OkStatus();
}

std::string DescribeEngine(const tourney::v1::EngineSpec& spec) {
  std::string where = !spec.builtin().empty() ? absl::StrCat("builtin ", spec.builtin())
                      : !spec.cmd().empty()   ? absl::StrCat("cmd ", spec.cmd())
                                              : absl::StrCat("addr ", spec.addr());
  // gRPC, the cmd= engines' default, goes without saying.
  const TransportKind* kind = FindTransportKind(spec.protocol());
  if (!spec.protocol().empty() && (kind == nullptr || kind->default_for != DefaultFor::kCommands)) {
    absl::StrAppend(&where, " over ", spec.protocol());
  }
  if (spec.memory_mb() > 0) absl::StrAppend(&where, ", memory_mb=", spec.memory_mb());
  if (!spec.lb().empty()) absl::StrAppend(&where, ", lb=", spec.lb());
  if (spec.sandbox() == tourney::v1::EngineSpec::BWRAP) absl::StrAppend(&where, ", sandbox=bwrap");
  if (spec.cpus() > 0) absl::StrAppend(&where, ", cpus=", spec.cpus());
  std::vector<std::string> options;
  // Sorted for stable output (protobuf maps have no order).
  std::map<std::string, std::string> sorted(spec.options().begin(), spec.options().end());
  for (const auto& [key, value] : sorted) options.push_back(absl::StrCat(key, "=", value));
  if (options.empty()) return absl::StrCat(spec.name(), " (", where, ")");
  return absl::StrCat(spec.name(), " (", where, ", ", absl::StrJoin(options, " "), ")");
}

}  // namespace harness
