#include "harness/config/sandbox_key.h"

#include "absl/strings/str_cat.h"
#include "harness/engine/transport_kinds.h"

namespace harness {

absl::Status ApplySandboxKey(const std::string& value, tourney::v1::EngineSpec* spec) {
  if (value == "bwrap") {
    spec->set_sandbox(tourney::v1::EngineSpec::BWRAP);
  } else if (value == "none") {
    spec->set_sandbox(tourney::v1::EngineSpec::NONE);
  } else {
    return absl::InvalidArgumentError(absl::StrCat("sandbox=", value, ": expected bwrap or none"));
  }
  return absl::OkStatus();
}

absl::Status ValidateSandbox(const tourney::v1::EngineSpec& spec) {
  if (spec.sandbox() != tourney::v1::EngineSpec::BWRAP) {
    if (spec.cpus() == 0) return absl::OkStatus();
    // Only a sandboxed engine has a cgroup to hold the quota.
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": cpus= only applies to sandbox=bwrap engines"));
  }
  if (!spec.addr().empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(), ": sandbox= only applies to spawned engines"));
  }
  // A transport that reaches an address (gRPC) needs the network.
  if (TransportOf(spec).io == ProcessIo::kPrintsAddress) {
    return absl::InvalidArgumentError(
        absl::StrCat("engine ", spec.name(),
                     ": sandbox=bwrap has no network, so a gRPC engine cannot serve in it: give "
                     "it a stdio protocol (protocol=jsonl, proto, gtp or nboard) or sandbox=none"));
  }
  return absl::OkStatus();
}

}  // namespace harness
