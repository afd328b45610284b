#include "harness/engine/transport_kinds.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "harness/engine/bot_stdio_transport.h"
#include "harness/engine/grpc_transport.h"
#include "harness/engine/gtp_transport.h"
#include "harness/engine/nboard_transport.h"

namespace harness {
namespace {

using Made = absl::StatusOr<std::unique_ptr<EngineTransport>>;

// The gRPC load-balancing policy for an addr= engine: its lb=, else
// round_robin for a target listing several addresses (replicas: decisions
// are stateless), else gRPC's default.
std::string LoadBalancingPolicy(const tourney::v1::EngineSpec& spec) {
  if (!spec.lb().empty()) return spec.lb();
  return spec.addr().find(',') != std::string::npos ? "round_robin" : "";
}

// An addr= engine is reached as it is; a spawned one is waited for.
Made MakeGrpc(const TransportSite& site) {
  if (site.process == nullptr) {
    return std::make_unique<GrpcTransport>(site.spec.addr(), LoadBalancingPolicy(site.spec));
  }
  auto transport = std::make_unique<GrpcTransport>(site.process->address());
  absl::Status ready = transport->WaitUntilReady(site.startup_timeout_ms);
  if (!ready.ok()) return ready;
  return transport;
}

// "gtp engine, pid 1234": a stdio engine in messages.
std::string PipesWhere(const TransportSite& site) {
  return absl::StrCat(site.protocol, " engine, pid ", site.process->pid());
}

template <StdioEncoding kEncoding>
Made MakeBotStdio(const TransportSite& site) {
  return std::make_unique<BotStdioTransport>(kEncoding, site.process->stdin_fd(),
                                             site.process->stdout_fd(), PipesWhere(site),
                                             site.process->log(), site.spec.name());
}

// An Othello text-protocol adapter (GtpTransport, NboardTransport).
template <typename Adapter>
Made MakeOthelloText(const TransportSite& site) {
  return std::make_unique<Adapter>(site.process->stdin_fd(), site.process->stdout_fd(),
                                   PipesWhere(site));
}

// Unless told otherwise, a cmd engine speaks gRPC and a built-in binary
// stdio: the harness spawns built-ins itself, and binary over pipes costs a
// quarter of gRPC's round trip (bench/decide_benchmark).
constexpr TransportKind kKinds[] = {
    // name, game, game_title, io, builtin_flag, default_for, make
    {"grpc", "", "", ProcessIo::kPrintsAddress, "", DefaultFor::kCommands, MakeGrpc},
    {"jsonl", "", "", ProcessIo::kStdio, "--stdio", DefaultFor::kNone,
     MakeBotStdio<StdioEncoding::kJsonLines>},
    {"proto", "", "", ProcessIo::kStdio, "--stdio=proto", DefaultFor::kBuiltins,
     MakeBotStdio<StdioEncoding::kBinary>},
    {"gtp", "reversi", "Othello", ProcessIo::kStdio, "", DefaultFor::kNone,
     MakeOthelloText<GtpTransport>},
    {"nboard", "reversi", "Othello", ProcessIo::kStdio, "", DefaultFor::kNone,
     MakeOthelloText<NboardTransport>},
};

}  // namespace

const TransportKind* FindTransportKind(absl::string_view protocol) {
  for (const TransportKind& kind : kKinds) {
    if (kind.name == protocol) return &kind;
  }
  return nullptr;
}

std::string TransportNames() {
  return absl::StrJoin(kKinds, ", ", [](std::string* out, const TransportKind& kind) {
    absl::StrAppend(out, kind.name);
  });
}

const TransportKind& TransportOf(const tourney::v1::EngineSpec& spec) {
  if (const TransportKind* named = FindTransportKind(spec.protocol())) return *named;
  const DefaultFor source = spec.builtin().empty() ? DefaultFor::kCommands : DefaultFor::kBuiltins;
  for (const TransportKind& kind : kKinds) {
    if (kind.default_for == source) return kind;
  }
  return kKinds[0];  // unreachable: each source has its row
}

absl::Status CheckPlays(const TransportKind& kind, absl::string_view game) {
  if (kind.game.empty() || kind.game == game) return absl::OkStatus();
  return absl::InvalidArgumentError(absl::StrCat("protocol=", kind.name, " speaks ",
                                                 kind.game_title,
                                                 " only, and this tournament plays ", game));
}

Made MakeTransport(const TransportKind& kind, const tourney::v1::EngineSpec& spec,
                   EngineProcess* process, int startup_timeout_ms, size_t max_string_bytes) {
  Made made = kind.make(TransportSite{kind.name, spec, process, startup_timeout_ms});
  if (made.ok()) (*made)->set_max_string_bytes(max_string_bytes);
  return made;
}

}  // namespace harness
