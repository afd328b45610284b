#include "harness/engine/grpc_transport.h"

#include <chrono>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "grpcpp/grpcpp.h"
#include "harness/engine/tcp_probe.h"
#include "protocol/string_caps.h"

namespace harness {
namespace {

std::chrono::system_clock::time_point DeadlineIn(int64_t ms) {
  return std::chrono::system_clock::now() + std::chrono::milliseconds(ms);
}

// How long the harness waits for an engine to acknowledge GameOver.
constexpr int kGameOverTimeoutMs = 200;
// How long a call that does not wait for the connection may take to report
// the channel's last error.
constexpr int kProbeTimeoutMs = 1000;
// How long a plain TCP connection may take to say that something listens.
constexpr int kTcpProbeTimeoutMs = 200;

// gRPC's service config: the replicas' load balancing, and a retry on
// another replica for a call whose replica went away before it answered.
std::string ServiceConfig(const std::string& lb_policy) {
  return absl::StrCat(
      "{",
      lb_policy.empty() ? ""
                        : absl::StrCat("\"loadBalancingConfig\": [{\"", lb_policy, "\": {}}], "),
      "\"methodConfig\": [{\"name\": [{\"service\": \"bot.v1.Engine\"}], \"retryPolicy\": {",
      "\"maxAttempts\": 3, \"initialBackoff\": \"0.01s\", \"maxBackoff\": \"0.1s\", ",
      "\"backoffMultiplier\": 2, \"retryableStatusCodes\": [\"UNAVAILABLE\"]}}]}");
}

}  // namespace

GrpcTransport::GrpcTransport(const std::string& address, const std::string& lb_policy)
    : address_(address) {
  grpc::ChannelArguments arguments;
  arguments.SetServiceConfigJSON(ServiceConfig(lb_policy));
  // Engines are local or on a private network: no proxies, and a dead engine
  // should be noticed at once rather than retried for seconds.
  arguments.SetInt(GRPC_ARG_ENABLE_HTTP_PROXY, 0);
  arguments.SetInt(GRPC_ARG_INITIAL_RECONNECT_BACKOFF_MS, 100);
  arguments.SetInt(GRPC_ARG_MAX_RECONNECT_BACKOFF_MS, 1000);
  channel_ = grpc::CreateCustomChannel(address, grpc::InsecureChannelCredentials(), arguments);
  stub_ = bot::v1::Engine::NewStub(channel_);
}

absl::Status GrpcTransport::WaitUntilReady(int timeout_ms) {
  if (channel_->WaitForConnected(DeadlineIn(timeout_ms))) return absl::OkStatus();
  return ConnectError(timeout_ms);
}

bool GrpcTransport::Connected() { return channel_->GetState(false) == GRPC_CHANNEL_READY; }

absl::Status GrpcTransport::CallError(const std::string& message,
                                      const std::string& otherwise) const {
  if (absl::StrContains(message, "Connection refused")) {
    return absl::UnavailableError(absl::StrCat("cannot connect to ", address_,
                                               ": connection refused (nothing listens there)"));
  }
  return absl::UnavailableError(otherwise);
}

absl::Status GrpcTransport::ConnectError(int waited_ms) {
  // A call that waited for the connection says only "Deadline Exceeded"; one
  // that does not wait fails with the last connection error. Not while the
  // channel is still connecting (a handshake no one answers): that call
  // would wait its whole deadline, past the caller's.
  grpc::Status probe;
  if (channel_->GetState(false) != GRPC_CHANNEL_CONNECTING) {
    grpc::ClientContext context;
    context.set_deadline(DeadlineIn(kProbeTimeoutMs));
    bot::v1::EngineInfo info;
    probe = stub_->GetInfo(&context, bot::v1::GetInfoRequest(), &info);
  }
  const char* silent =
      AcceptsTcp(address_, kTcpProbeTimeoutMs)
          ? ": the port accepts TCP connections but does not speak gRPC (no HTTP/2 answer)"
          : " (no answer: is the host up, and the port open?)";
  return CallError(probe.error_message(),
                   absl::StrCat("cannot connect to ", address_, " within ", waited_ms, " ms",
                                probe.error_code() == grpc::StatusCode::UNAVAILABLE
                                    ? absl::StrCat(": ", probe.error_message())
                                    : silent));
}

absl::StatusOr<bot::v1::EngineInfo> GrpcTransport::GetInfo(int timeout_ms) {
  grpc::ClientContext context;
  context.set_deadline(DeadlineIn(timeout_ms));
  context.set_wait_for_ready(true);
  bot::v1::EngineInfo info;
  const grpc::Status status = stub_->GetInfo(&context, bot::v1::GetInfoRequest(), &info);
  if (status.error_code() == grpc::StatusCode::DEADLINE_EXCEEDED &&
      channel_->GetState(false) != GRPC_CHANNEL_READY) {
    return ConnectError(timeout_ms);
  }
  if (!status.ok()) {
    return absl::UnavailableError(
        absl::StrCat("GetInfo on ", address_, " failed: ", status.error_message()));
  }
  protocol::CapEngineStrings(&info, max_string_bytes());
  return info;
}

absl::Status GrpcTransport::Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) {
  grpc::ClientContext context;
  context.set_deadline(DeadlineIn(timeout_ms));
  bot::v1::PrepareResponse response;
  const grpc::Status status = stub_->Prepare(&context, request, &response);
  if (status.ok() || status.error_code() == grpc::StatusCode::UNIMPLEMENTED) {
    return absl::OkStatus();
  }
  return CallError(status.error_message(),
                   absl::StrCat("Prepare on ", address_, " failed: ", status.error_message()));
}

DecideOutcome GrpcTransport::Decide(const bot::v1::DecideRequest& request, int64_t deadline_ms) {
  grpc::ClientContext context;
  context.set_deadline(DeadlineIn(deadline_ms));
  DecideOutcome outcome;
  const grpc::Status status = stub_->Decide(&context, request, &outcome.response);
  switch (status.error_code()) {
    case grpc::StatusCode::OK:
      protocol::CapEngineStrings(&outcome.response, max_string_bytes());
      break;
    case grpc::StatusCode::DEADLINE_EXCEEDED:
      outcome.fault = CallFault::kTimeout;
      outcome.detail = absl::StrCat("no answer within ", deadline_ms, " ms");
      break;
    case grpc::StatusCode::UNAVAILABLE:
    case grpc::StatusCode::CANCELLED:
      outcome.fault = CallFault::kUnavailable;
      outcome.detail = absl::StrCat("connection lost: ", status.error_message());
      break;
    default:
      outcome.fault = CallFault::kEngineError;
      outcome.detail = absl::StrCat("engine error ", static_cast<int>(status.error_code()), ": ",
                                    status.error_message());
      break;
  }
  return outcome;
}

void GrpcTransport::GameOver(const bot::v1::GameOverRequest& request) {
  if (game_over_unimplemented_) return;
  // A plain call with a short deadline: gRPC 1.51's callback API crashed
  // intermittently when a channel went away with a call in flight. An engine
  // should acknowledge at once and do its work afterwards.
  grpc::ClientContext context;
  context.set_deadline(DeadlineIn(kGameOverTimeoutMs));
  bot::v1::GameOverResponse response;
  const grpc::Status status = stub_->GameOver(&context, request, &response);
  if (status.error_code() == grpc::StatusCode::UNIMPLEMENTED) game_over_unimplemented_ = true;
}

}  // namespace harness
