// A Reversi engine that speaks the NBoard protocol (Chris Welty's, version
// 2; e.g. `edax -nboard`, Ntest): protocol=nboard.
//
// The subset spoken. To the engine: `nboard 2` once; `set depth N` (the
// adapter's option `depth`, the protocol's only strength setting; it has no
// clock); `set game <GGF>` for a new game (standard start and the moves so
// far, opening plies included); `move <XX>` for each move since the engine's
// last turn, its own included (`go` does not play the move), passes as
// `move PA`; `ping N` then `go`. From the engine: `pong N` (everything
// before it belongs to earlier commands), `=== <move>[/<eval>/<time>]` or
// `=== <move> <eval> <time>`, and `set myname <name>` (its name, reported
// by GetInfo; NBoard has no version). Other lines (`status`, `nodestats`,
// `search`, `book`, ...) are ignored, as the protocol says.
#ifndef HARNESS_ENGINE_NBOARD_TRANSPORT_H_
#define HARNESS_ENGINE_NBOARD_TRANSPORT_H_

#include <string>

#include "google/protobuf/map.h"
#include "harness/engine/othello_text_transport.h"

namespace harness {

class NboardTransport : public OthelloTextTransport {
 public:
  // The `depth` option's default (Ntest's own default midgame depth).
  static constexpr int kDefaultDepth = 12;

  NboardTransport(int to_engine_fd, int from_engine_fd, std::string where);

  // The name from `set myname` (sent by most engines after `set depth`),
  // playing reversi, with the option `depth`.
  absl::StatusOr<bot::v1::EngineInfo> GetInfo(int timeout_ms) override;
  // Greets the engine and sets its depth, so that start-up is not timed.
  absl::Status Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) override;

 private:
  // `nboard 2` (once) and `set depth` (when it changes).
  absl::Status Configure(int depth);
  // Sends `ping N` and reads up to `pong N`; `then` (if not empty) is sent
  // right after the ping.
  absl::Status Synchronise(const std::string& then, Deadline deadline);
  absl::StatusOr<EngineMove> AskMove(const bot::v1::DecideRequest& request,
                                     const ReversiHistory& history, Deadline deadline) override;

  bool greeted_ = false;
  int depth_sent_ = 0;
  int pings_ = 0;
  std::string name_;  // from `set myname`
};

// The `depth` option's value in `options`, or the default.
int NboardDepth(const google::protobuf::Map<std::string, std::string>& options);

}  // namespace harness

#endif  // HARNESS_ENGINE_NBOARD_TRANSPORT_H_
