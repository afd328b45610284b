// How the engines' fuzzers judge one execution, whichever loop drives them
// (the seeded loop of decide_fuzz.h, or libFuzzer's in decide_libfuzzer.h):
// an answer the request lists (or one the settings accept unlisted), or
// INVALID_ARGUMENT with a one-line reason; nothing else.
#ifndef ENGINES_TESTING_DECIDE_JUDGE_H_
#define ENGINES_TESTING_DECIDE_JUDGE_H_

#include <string>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "engines/common/engine_server.h"
#include "engines/testing/decide_fuzz.h"

namespace engines::fuzz {

// One execution's outcome: an answer or refusal, or how it ended instead.
struct Outcome {
  int signal = 0;         // the signal that ended it (a crash or a hang), or 0
  std::string exception;  // what escaped it (it would end an engine process), or ""
  absl::StatusOr<bot::v1::DecideResponse> response;
};

// DecideChecked, as the gRPC and stdio servers call it, with what escapes
// it caught.
Outcome Execute(EnginePolicy& policy, const bot::v1::EngineInfo& info,
                const bot::v1::DecideRequest& request);

// Counts one execution's outcome in `report`; what broke the rule, or "".
// `real`: the request is one its game asked, which must be answered.
std::string Judge(const EnginePolicy& policy, const FuzzSettings& settings,
                  const bot::v1::DecideRequest& request, bool real, const Outcome& outcome,
                  FuzzReport* report);

}  // namespace engines::fuzz

#endif  // ENGINES_TESTING_DECIDE_JUDGE_H_
