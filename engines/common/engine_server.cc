#include "engines/common/engine_server.h"

#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "bot/v1/engine.grpc.pb.h"
#include "engines/common/stdio_server.h"
#include "grpcpp/grpcpp.h"
#include "protocol/action_match.h"
#include "protocol/engine_info.h"

namespace engines {
namespace {

class EngineService final : public bot::v1::Engine::Service {
 public:
  EngineService(EnginePolicy& policy, bool log_requests)
      : policy_(policy), info_(policy.Info()), log_requests_(log_requests) {}

  grpc::Status GetInfo(grpc::ServerContext*, const bot::v1::GetInfoRequest*,
                       bot::v1::EngineInfo* reply) override {
    *reply = info_;
    return grpc::Status::OK;
  }

  grpc::Status Prepare(grpc::ServerContext*, const bot::v1::PrepareRequest* request,
                       bot::v1::PrepareResponse*) override {
    absl::Status prepared = PrepareChecked(policy_, info_, *request);
    if (!prepared.ok()) {
      return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT, std::string(prepared.message()));
    }
    return grpc::Status::OK;
  }

  grpc::Status Decide(grpc::ServerContext*, const bot::v1::DecideRequest* request,
                      bot::v1::DecideResponse* reply) override {
    if (log_requests_) {
      std::fprintf(stderr, "decide %s ply %d\n", request->game().c_str(), request->ply());
    }
    absl::StatusOr<bot::v1::DecideResponse> response = DecideChecked(policy_, info_, *request);
    if (!response.ok()) {
      return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                          std::string(response.status().message()));
    }
    *reply = *std::move(response);
    return grpc::Status::OK;
  }

 private:
  EnginePolicy& policy_;
  const bot::v1::EngineInfo info_;
  const bool log_requests_;
};

constexpr char kUsage[] =
    "usage: %s [--port=N] [--host=ADDRESS] [--log-requests] | --stdio[=jsonl|proto]\n"
    "Serves the bot.v1.Engine gRPC protocol. --port=0 (the default) picks a\n"
    "free port; the first line printed is the bound host:port.\n"
    "--log-requests: one line on stderr per Decide (\"decide GAME ply N\"), e.g. to\n"
    "see how a load balancer spreads requests over replicas.\n"
    "--stdio: serves bot.v1 as JSON lines instead, one request per line on\n"
    "stdin and its answer on stdout (protos/bot/v1/stdio.proto), until stdin\n"
    "ends; stdout carries answers only, anything else goes to stderr.\n"
    "--stdio=proto: the same messages in binary, each after its length as a\n"
    "varint (protobuf's delimited format).\n"
    "Options for decisions arrive with each request (see GetInfo for the\n"
    "declared ones).\n";

}  // namespace

namespace {

// The game is one the engine plays and the options resolve against its
// declarations.
absl::StatusOr<protocol::OptionValues> CheckGameAndOptions(
    const bot::v1::EngineInfo& info, const std::string& game, const std::string& variant,
    const google::protobuf::Map<std::string, std::string>& options) {
  if (!protocol::PlaysGame(info, game, variant)) {
    return absl::InvalidArgumentError(
        absl::StrCat(info.name(), " does not play ", game, " variant '", variant, "'"));
  }
  std::map<std::string, std::string> given(options.begin(), options.end());
  return protocol::OptionValues::Resolve(info.options(), given);
}

// `status` with its message made one line of printable ASCII (anything else
// as \xNN): messages quote what requests hold (a game, a variant), and the
// transports carry them as one line of text.
absl::Status OneLine(const absl::Status& status) {
  if (status.ok()) return status;
  std::string line;
  for (const char c : status.message()) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) {
      line += c;
    } else {
      absl::StrAppend(&line, "\\x", absl::Hex(byte, absl::kZeroPad2));
    }
  }
  return absl::Status(status.code(), line);
}

}  // namespace

absl::Status PrepareChecked(EnginePolicy& policy, const bot::v1::EngineInfo& info,
                            const bot::v1::PrepareRequest& request) {
  absl::StatusOr<protocol::OptionValues> options =
      CheckGameAndOptions(info, request.game(), request.variant(), request.options());
  if (!options.ok()) return OneLine(options.status());
  return OneLine(policy.Prepare(request, *options));
}

absl::StatusOr<bot::v1::DecideResponse> DecideChecked(EnginePolicy& policy,
                                                      const bot::v1::EngineInfo& info,
                                                      const bot::v1::DecideRequest& request) {
  absl::StatusOr<protocol::OptionValues> options =
      CheckGameAndOptions(info, request.game(), request.variant(), request.options());
  if (!options.ok()) return OneLine(options.status());
  if (request.legal_actions().empty()) {
    return absl::InvalidArgumentError("the request lists no legal actions");
  }
  absl::StatusOr<bot::v1::DecideResponse> response = policy.Decide(request, *options);
  if (!response.ok()) return OneLine(response.status());
  if (protocol::FindAction(request.legal_actions(), response->action()) < 0 &&
      !policy.AcceptsUnlistedAnswers(request)) {
    // The policy chose from the observation: the list must have left out a
    // move the observation allows.
    return OneLine(absl::InvalidArgumentError(
        absl::StrCat("the observation allows ", response->action().ShortDebugString(),
                     ", which the legal actions do not list")));
  }
  return response;
}

absl::StatusOr<std::unique_ptr<EngineServer>> EngineServer::Start(EnginePolicy& policy,
                                                                  const std::string& host, int port,
                                                                  bool log_requests) {
  std::unique_ptr<EngineServer> running(new EngineServer());
  running->service_ = std::make_unique<EngineService>(policy, log_requests);
  grpc::ServerBuilder builder;
  builder.AddListeningPort(absl::StrCat(host, ":", port), grpc::InsecureServerCredentials(),
                           &running->port_);
  builder.RegisterService(running->service_.get());
  running->server_ = builder.BuildAndStart();
  if (!running->server_ || running->port_ == 0) {
    return absl::UnavailableError(absl::StrCat("cannot listen on ", host, ":", port));
  }
  return running;
}

EngineServer::~EngineServer() {
  if (server_) server_->Shutdown();
}

int RunEngineMain(int argc, char** argv, EnginePolicy& policy,
                  const StdioAnswerFilter& stdio_filter) {
  std::string host = "127.0.0.1";
  int port = 0;
  std::optional<StdioFraming> stdio;
  bool network_flags = false;
  bool log_requests = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    network_flags |= arg.rfind("--port=", 0) == 0 || arg.rfind("--host=", 0) == 0;
    if (arg == "--help" || arg == "-h") {
      std::printf(kUsage, argv[0]);
      return 0;
    } else if (arg == "--stdio" || arg == "--stdio=jsonl") {
      stdio = StdioFraming::kJsonLines;
    } else if (arg == "--stdio=proto") {
      stdio = StdioFraming::kBinary;
    } else if (arg.rfind("--port=", 0) == 0) {
      if (!absl::SimpleAtoi(arg.substr(7), &port) || port < 0 || port > 65535) {
        std::fprintf(stderr, "%s: --port wants 0..65535, got '%s'\n", argv[0], arg.c_str() + 7);
        return 2;
      }
    } else if (arg.rfind("--host=", 0) == 0) {
      host = arg.substr(7);
    } else if (arg == "--log-requests") {
      log_requests = true;
      network_flags = true;
    } else {
      std::fprintf(stderr, "%s: unknown flag '%s' (try --help)\n", argv[0], arg.c_str());
      return 2;
    }
  }

  if (stdio && network_flags) {
    std::fprintf(stderr, "%s: --stdio serves no port; drop --port, --host and --log-requests\n",
                 argv[0]);
    return 2;
  }
  if (stdio) {
    // Answers go to a private copy of stdout; stdout itself becomes stderr,
    // so a stray print cannot corrupt the answer stream.
    const int answers_fd = ::dup(STDOUT_FILENO);
    ::dup2(STDERR_FILENO, STDOUT_FILENO);
    return ServeStdio(policy, *stdio, STDIN_FILENO, answers_fd, stdio_filter);
  }

  absl::StatusOr<std::unique_ptr<EngineServer>> server =
      EngineServer::Start(policy, host, port, log_requests);
  if (!server.ok()) {
    std::fprintf(stderr, "%s: %s\n", argv[0], std::string(server.status().message()).c_str());
    return 1;
  }
  std::cout << host << ":" << (*server)->port() << std::endl;  // the harness reads this line
  (*server)->Wait();
  return 0;
}

}  // namespace engines
