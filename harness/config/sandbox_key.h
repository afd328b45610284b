// An engine spec's `sandbox=bwrap|none` (config `sandbox: BWRAP`): parsed,
// and checked against the rest of the spec (spawned engines only, and no
// gRPC: a sandboxed engine has no network).
#ifndef HARNESS_CONFIG_SANDBOX_KEY_H_
#define HARNESS_CONFIG_SANDBOX_KEY_H_

#include <string>

#include "absl/status/status.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Sets spec->sandbox from `value` ("bwrap" or "none").
absl::Status ApplySandboxKey(const std::string& value, tourney::v1::EngineSpec* spec);

// Whether the spec's sandbox fits the rest of it.
absl::Status ValidateSandbox(const tourney::v1::EngineSpec& spec);

}  // namespace harness

#endif  // HARNESS_CONFIG_SANDBOX_KEY_H_
