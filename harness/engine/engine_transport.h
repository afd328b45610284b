// The harness's side of bot.v1, whatever carries it: gRPC to a server, JSON
// lines on a process's stdin/stdout, or a text protocol (GTP, NBoard) spoken
// by an adapter. Every way a call can go wrong is sorted into a reason a game
// can be lost for.
#ifndef HARNESS_ENGINE_ENGINE_TRANSPORT_H_
#define HARNESS_ENGINE_ENGINE_TRANSPORT_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "bot/v1/engine.pb.h"
#include "protocol/string_caps.h"

namespace harness {

// How a Decide call ended.
enum class CallFault {
  kNone,
  kTimeout,        // no answer before the deadline
  kUnavailable,    // connection refused or dropped, process gone (the engine died?)
  kEngineError,    // the engine answered with an error
  kProtocolError,  // the answer broke the transport's rules (not JSON, wrong shape, ...)
};

struct DecideOutcome {
  CallFault fault = CallFault::kNone;
  std::string detail;
  bot::v1::DecideResponse response;
};

// One engine reached one way. Not thread-safe: a connection is used by one
// game slot at a time. After any fault the owner discards the transport
// (and restarts the process), so an implementation need not recover.
class EngineTransport {
 public:
  virtual ~EngineTransport() = default;

  virtual absl::StatusOr<bot::v1::EngineInfo> GetInfo(int timeout_ms) = 0;
  // Lets the engine get ready for the games to come; an engine without
  // Prepare (unimplemented) is ready as it is.
  virtual absl::Status Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) = 0;
  virtual DecideOutcome Decide(const bot::v1::DecideRequest& request, int64_t deadline_ms) = 0;
  // Tells the engine how a game ended. Fire and forget: errors and
  // unimplemented are ignored, and the harness does not wait for the work.
  virtual void GameOver(const bot::v1::GameOverRequest& request) = 0;
  // Where the engine is, for messages: "127.0.0.1:4000", "stdio pid 1234".
  virtual std::string Describe() const = 0;
  // Whether the engine can still be reached this way: true for pipes (a
  // spawned engine's liveness is its process's), a network transport asks
  // its connection.
  virtual bool Connected() { return true; }

  // Every string an answer carries is cut past this many bytes where it is
  // read (protocol/string_caps.h; TournamentConfig.max_engine_string_bytes).
  void set_max_string_bytes(size_t bytes) { max_string_bytes_ = bytes; }
  size_t max_string_bytes() const { return max_string_bytes_; }

 private:
  size_t max_string_bytes_ = protocol::kDefaultEngineStringCap;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_ENGINE_TRANSPORT_H_
