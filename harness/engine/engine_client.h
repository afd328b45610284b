// The harness's side of bot.v1: calls with deadlines, and every way a call
// can go wrong sorted into a reason a game can be lost for.
#ifndef HARNESS_ENGINE_ENGINE_CLIENT_H_
#define HARNESS_ENGINE_ENGINE_CLIENT_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "bot/v1/engine.grpc.pb.h"

namespace harness {

// How a Decide call ended.
enum class CallFault {
  kNone,
  kTimeout,      // no answer before the deadline
  kUnavailable,  // connection refused or dropped (the engine died?)
  kEngineError,  // the engine answered with an error status
};

struct DecideOutcome {
  CallFault fault = CallFault::kNone;
  std::string detail;
  bot::v1::DecideResponse response;
};

class EngineClient {
 public:
  explicit EngineClient(const std::string& address);

  // Waits until the channel is connected (used right after a spawn).
  absl::Status WaitUntilReady(int timeout_ms);
  absl::StatusOr<bot::v1::EngineInfo> GetInfo(int timeout_ms);
  // Lets the engine get ready for the games to come; an engine without
  // Prepare (UNIMPLEMENTED) is ready as it is.
  absl::Status Prepare(const bot::v1::PrepareRequest& request, int timeout_ms);
  DecideOutcome Decide(const bot::v1::DecideRequest& request, int64_t deadline_ms);

  const std::string& address() const { return address_; }

 private:
  std::string address_;
  std::shared_ptr<grpc::Channel> channel_;
  std::unique_ptr<bot::v1::Engine::Stub> stub_;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_ENGINE_CLIENT_H_
