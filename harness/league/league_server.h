// `tourney league serve`: a league running on one machine, in one process:
// the matchmaking (matchmaking.h) leasing seat-swapped pairs of games,
// local workers playing them (league_games.h) and committing each with its
// record, the refit thread (league_live.h) and the HTTP site
// (league_http.h). A second server on the same league file is refused.
//
// Killed (kill -9) and started again, it loses no committed game and plays
// the leases it held again under the same ids, so none is recorded twice.
// A full or read-only disk stops it with one line; every game committed
// before stays.
#ifndef HARNESS_LEAGUE_LEAGUE_SERVER_H_
#define HARNESS_LEAGUE_LEAGUE_SERVER_H_

#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>

#include "absl/status/status.h"
#include "harness/engine/engine_connection.h"

namespace harness {

struct ServeOptions {
  std::string db;
  LaunchSettings launch;  // the builtin dir and engine log; the game is the league's
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (said on the first line)
  // Stop once this many games were committed by this server (0: never):
  // for tests and benchmarks.
  int64_t stop_after_games = 0;
  // Polled about every 100 ms (a Ctrl-C): then no new game starts, the
  // games under way get `stop_grace_ms`, then are abandoned (their leases
  // are played again by the next serve).
  std::function<bool()> stop_requested;
  int64_t stop_grace_ms = 10000;
  int64_t max_submission_bytes = int64_t{64} << 20;
  uint64_t seed = 1;  // the matchmaking's
  FILE* progress = stderr;
  // Told the address once the site listens ("http://127.0.0.1:8080/").
  std::function<void(const std::string&)> on_listening;
};

// Serves until stopped; the error that stopped it otherwise (one line).
absl::Status ServeLeague(const ServeOptions& options);

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_SERVER_H_
