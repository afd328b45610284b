// bot.v1 over gRPC: the engine is a server at host:port (spawned with
// --port=0, or running elsewhere and named by addr=).
#ifndef HARNESS_ENGINE_GRPC_TRANSPORT_H_
#define HARNESS_ENGINE_GRPC_TRANSPORT_H_

#include <memory>
#include <string>

#include "bot/v1/engine.grpc.pb.h"
#include "harness/engine/engine_transport.h"

namespace harness {

class GrpcTransport final : public EngineTransport {
 public:
  // `address` is any gRPC target (host:port, ipv4:a:p,b:p, dns:///name:p);
  // `lb_policy` ("round_robin", "pick_first" or "" for gRPC's default)
  // spreads calls over the replicas it names. Calls that find their replica
  // gone (UNAVAILABLE) are retried on another: decisions are stateless.
  explicit GrpcTransport(const std::string& address, const std::string& lb_policy = "");

  // Waits until the channel is connected (used right after a spawn).
  absl::Status WaitUntilReady(int timeout_ms);
  // Whether the connection is up now (an engine that went away is noticed
  // when its socket closes).
  bool Connected() override;

  // Waits up to `timeout_ms` for the engine to be reachable. An address
  // where nothing listens fails with "cannot connect to ADDR: connection
  // refused (nothing listens there)", not gRPC's "Deadline Exceeded".
  absl::StatusOr<bot::v1::EngineInfo> GetInfo(int timeout_ms) override;
  // Does not wait for a connection: an address where nothing listens fails
  // at once, "cannot connect to ADDR: connection refused (nothing listens
  // there)".
  absl::Status Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) override;
  DecideOutcome Decide(const bot::v1::DecideRequest& request, int64_t deadline_ms) override;
  // Waits at most 200 ms for the acknowledgement; after the first
  // UNIMPLEMENTED it is not sent again.
  void GameOver(const bot::v1::GameOverRequest& request) override;
  std::string Describe() const override { return address_; }

 private:
  // Why no connection came within `waited_ms`: the channel's last error.
  absl::Status ConnectError(int waited_ms);
  // The error for a call that failed with gRPC's `message`: nothing listens
  // at the address (said plainly), or `otherwise`.
  absl::Status CallError(const std::string& message, const std::string& otherwise) const;

  std::string address_;
  std::shared_ptr<grpc::Channel> channel_;
  std::unique_ptr<bot::v1::Engine::Stub> stub_;
  bool game_over_unimplemented_ = false;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_GRPC_TRANSPORT_H_
