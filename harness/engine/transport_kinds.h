// Every transport the harness speaks to engines over, one row per
// `protocol=` value: the games it carries, how a spawned engine is started
// for it, which engines speak it by default, and how it is built. The config
// checks, the engine descriptions and EngineConnection all read this table;
// a new transport is one row in transport_kinds.cc and one EngineTransport
// class.
#ifndef HARNESS_ENGINE_TRANSPORT_KINDS_H_
#define HARNESS_ENGINE_TRANSPORT_KINDS_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "harness/engine/engine_process.h"
#include "harness/engine/engine_transport.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Which engines speak a transport when their spec names no protocol.
enum class DefaultFor {
  kNone,
  kCommands,  // cmd= and addr= engines
  kBuiltins,  // builtin= engines
};

// The engine a transport is built for.
struct TransportSite {
  absl::string_view protocol;  // the row's name
  const tourney::v1::EngineSpec& spec;
  // The spawned engine, started with the row's `io`; nullptr for an addr=
  // engine (only kPrintsAddress transports reach those).
  EngineProcess* process = nullptr;
  int startup_timeout_ms = 0;
};

using TransportFactory =
    absl::StatusOr<std::unique_ptr<EngineTransport>> (*)(const TransportSite& site);

struct TransportKind {
  absl::string_view name;  // the `protocol=` value
  // The one game it carries (a text protocol of that game) and that game as
  // messages name it; "" carries any game bot.v1 does.
  absl::string_view game;
  absl::string_view game_title;
  // How a spawned engine speaks it: kPrintsAddress transports reach an
  // address, so they are also the ones an addr= engine speaks.
  ProcessIo io;
  // What a built-in engine is told on its command line to speak it ("":
  // nothing beyond what `io` adds).
  absl::string_view builtin_flag;
  DefaultFor default_for;
  TransportFactory make;
};

// The row named `protocol`, or nullptr.
const TransportKind* FindTransportKind(absl::string_view protocol);

// "grpc, jsonl, ...": the names in the table's order, for messages.
std::string TransportNames();

// The row a validated spec speaks: its protocol=, else its default.
const TransportKind& TransportOf(const tourney::v1::EngineSpec& spec);

// OK if `kind` carries `game`, else "protocol=gtp speaks Othello only, and
// this tournament plays GAME".
absl::Status CheckPlays(const TransportKind& kind, absl::string_view game);

// A transport of `kind` for the engine of `spec`: `process` (started with
// kind.io) or, when null, the spec's addr=; it cuts every string an answer
// carries past `max_string_bytes`.
absl::StatusOr<std::unique_ptr<EngineTransport>> MakeTransport(const TransportKind& kind,
                                                               const tourney::v1::EngineSpec& spec,
                                                               EngineProcess* process,
                                                               int startup_timeout_ms,
                                                               size_t max_string_bytes);

}  // namespace harness

#endif  // HARNESS_ENGINE_TRANSPORT_KINDS_H_
