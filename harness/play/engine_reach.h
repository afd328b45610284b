// Engines made ready before a game. An engine that cannot be reached is no
// engine that lost: a remote (addr=) engine that is down is waited for,
// retrying with exponential backoff, up to a grace; a spawned engine that
// fails to start (or to prepare) is started again, up to a number of
// failures in a row. If it stays unusable the caller stops the tournament
// (games under way finish, --resume plays the rest) instead of forfeiting
// every game it has left.
#ifndef HARNESS_PLAY_ENGINE_REACH_H_
#define HARNESS_PLAY_ENGINE_REACH_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

#include "absl/status/status.h"
#include "harness/engine/engine_connection.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct ReachPolicy {
  int64_t unreachable_grace_ms = 30000;  // a remote engine: how long it is waited for
  int max_failed_starts = 3;             // a spawned engine: failed starts in a row
  int64_t first_retry_ms = 100;          // the wait before the second try, doubling
  int64_t max_retry_ms = 2000;           // ... up to this
};

// A line for the progress output ("engine x (host:port) unreachable: ...;
// waiting up to 30 s"); may be empty.
using ReachNote = std::function<void(const std::string&)>;

// OK once `engine` is ready for a game: started (or reached) and prepared.
// A spawned engine that exited since its last game is started again, a
// remote one whose connection dropped is reached again. Otherwise the one
// line to stop the tournament with, naming the engine, its address and
// what went wrong, e.g. "engine ext (127.0.0.1:4000) unreachable for
// 30.0 s (--unreachable-grace-ms 30000): cannot connect to 127.0.0.1:4000:
// connection refused (nothing listens there)" or "engine bot failed to
// start 3 times in a row: ..."; Cancelled as soon as `stop` is set while it
// waits.
absl::Status ReachEngine(EngineConnection& engine, const ReachPolicy& policy,
                         const std::atomic<bool>& stop, const ReachNote& note);

// Before a tournament: a remote engine answers GetInfo within the grace
// (gRPC retries the connection with backoff meanwhile), else the line to
// stop with, as ReachEngine's. OK at once for a spawned engine.
absl::Status AwaitRemoteEngine(const tourney::v1::EngineSpec& spec, const LaunchSettings& launch,
                               const ReachPolicy& policy, const ReachNote& note);

}  // namespace harness

#endif  // HARNESS_PLAY_ENGINE_REACH_H_
