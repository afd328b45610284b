// A deliberately broken engine for fault tests: plays random legal actions
// until the ply given by `after`, then misbehaves as `fault` says. Some
// faults break the answer itself (crash, sleep, illegal, ...) and work over
// gRPC and stdio alike; the others break the JSON-lines transport (not_json,
// partial_line, ...) and only act when the engine runs with --stdio. With
// report=score it reports a fixed score (adjudication tests). Besides a
// fault it can be slow to prepare (prepare_ms), chatty on stderr (chatter)
// or greedy for memory (allocate_mb), for the harness's limits.
#ifndef ENGINES_TESTING_FAULTY_POLICY_H_
#define ENGINES_TESTING_FAULTY_POLICY_H_

#include <string>

#include "bot/v1/stdio.pb.h"
#include "engines/common/engine_server.h"

namespace engines {

class FaultyPolicy : public EnginePolicy {
 public:
  bot::v1::EngineInfo Info() const override;
  absl::Status Prepare(const bot::v1::PrepareRequest& request,
                       const protocol::OptionValues& options) override;
  absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                 const protocol::OptionValues& options) override;
  // Its illegal answers are the point: the harness must see them.
  bool AcceptsUnlistedAnswers(const bot::v1::DecideRequest&) const override { return true; }

  // The bytes written for `answer` over stdio (a StdioAnswerFilter): the
  // answer line, garbled as a transport fault says once it is due.
  std::string StdioAnswer(const bot::v1::StdioRequest& request,
                          const bot::v1::StdioResponse& answer) const;
};

}  // namespace engines

#endif  // ENGINES_TESTING_FAULTY_POLICY_H_
