// What every engine binary shares: the bot.v1.Engine gRPC service around a
// policy, command-line flags, listening and printing the address (or
// serving JSON lines on stdio with --stdio).
#ifndef ENGINES_COMMON_ENGINE_SERVER_H_
#define ENGINES_COMMON_ENGINE_SERVER_H_

#include <functional>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "bot/v1/stdio.pb.h"
#include "grpcpp/impl/codegen/service_type.h"
#include "grpcpp/server.h"
#include "protocol/option_values.h"

namespace engines {

// An engine's decision logic. Decide may be called from several threads at
// once and must not rely on earlier requests (it may cache).
class EnginePolicy {
 public:
  virtual ~EnginePolicy() = default;
  virtual bot::v1::EngineInfo Info() const = 0;
  // Called before the first decisions of a game/variant/options; slow setup
  // belongs here rather than in the first timed Decide. Default: nothing.
  virtual absl::Status Prepare(const bot::v1::PrepareRequest&, const protocol::OptionValues&) {
    return absl::OkStatus();
  }
  // `options` holds every declared option, checked against Info().
  virtual absl::StatusOr<bot::v1::DecideResponse> Decide(const bot::v1::DecideRequest& request,
                                                         const protocol::OptionValues& options) = 0;
  // Whether an answer to `request` may be an action its legal_actions do
  // not list: where the list is only a sample of what the rules accept
  // (Battleship's layouts), or for a test engine that breaks rules on
  // purpose. Otherwise DecideChecked refuses such an answer. Default: no.
  virtual bool AcceptsUnlistedAnswers(const bot::v1::DecideRequest& /*request*/) const {
    return false;
  }
};

// Checks a prepare request against `info` (game supported, options
// declared and valid), then passes it to the policy.
absl::Status PrepareChecked(EnginePolicy& policy, const bot::v1::EngineInfo& info,
                            const bot::v1::PrepareRequest& request);

// Checks the request against `info` (game supported, options declared and
// valid, legal actions present), then asks the policy, whose own checks of
// the observation come next; an answer missing from the legal actions
// (unless the policy accepts those) means the observation and the list
// disagree, and is refused. The error names what was wrong in one line; the
// gRPC and stdio servers send it as INVALID_ARGUMENT.
absl::StatusOr<bot::v1::DecideResponse> DecideChecked(EnginePolicy& policy,
                                                      const bot::v1::EngineInfo& info,
                                                      const bot::v1::DecideRequest& request);

// A running bot.v1.Engine server around a policy. For engine binaries
// (through RunEngineMain) and for tests and benchmarks in one process.
class EngineServer {
 public:
  // Listens on host:port (port 0 = any free port); with `log_requests`,
  // writes one stderr line per Decide.
  static absl::StatusOr<std::unique_ptr<EngineServer>> Start(EnginePolicy& policy,
                                                             const std::string& host, int port,
                                                             bool log_requests = false);
  ~EngineServer();  // shuts the server down

  int port() const { return port_; }
  void Wait() { server_->Wait(); }

 private:
  EngineServer() = default;

  std::unique_ptr<grpc::Service> service_;  // outlives server_ (declared first)
  std::unique_ptr<grpc::Server> server_;
  int port_ = 0;
};

// The bytes written to stdout for one answer over JSON-lines stdio:
// normally its JSON line and a newline. For test engines only (engines/testing garbles
// answers on purpose to exercise the harness's fault handling).
using StdioAnswerFilter = std::function<std::string(const bot::v1::StdioRequest& request,
                                                    const bot::v1::StdioResponse& answer)>;

// main() of an engine binary. By default parses --port (0 = any free port)
// and --host and serves gRPC until killed; the first line on stdout is the
// bound host:port. With --stdio it serves bot.v1 JSON lines on stdin/stdout
// instead, with --stdio=proto length-delimited binary (see stdio_server.h),
// until stdin ends.
int RunEngineMain(int argc, char** argv, EnginePolicy& policy,
                  const StdioAnswerFilter& stdio_filter = nullptr);

}  // namespace engines

#endif  // ENGINES_COMMON_ENGINE_SERVER_H_
