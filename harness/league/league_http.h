// The league's HTTP site (Debian's cpp-httplib): the leaderboard, bot
// pages, recent games with replays in the report's viewers, server-sent
// events as games are committed, and a JSON API for all of it. Reads are
// public; the one write is a version submitted with its bot's author token
// (a size-capped ustar archive, checked as `tourney league update` checks).
// Every page carries a Content-Security-Policy that runs only the site's
// own script (the replays: the report's, by its hash).
//
//   GET  /                       leaderboard (?order=lower: by the interval's lower end)
//   GET  /bots/NAME              a bot's page
//   GET  /games, /games/ID       recent games; one game replayed
//   GET  /api/leaderboard        JSON (?order=lower)
//   GET  /api/bots/NAME          JSON
//   GET  /api/games, /api/games/ID   JSON (a game: its results-log record)
//   GET  /api/events             text/event-stream: a `change` event per update
//   POST /api/bots/NAME/versions[?cmd=CMD][&protocol=P]
//        Authorization: Bearer TOKEN, body: the bot's directory as ustar;
//        CMD and P default to the current version's, as `league update`
#ifndef HARNESS_LEAGUE_LEAGUE_HTTP_H_
#define HARNESS_LEAGUE_LEAGUE_HTTP_H_

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/league/league_live.h"
#include "harness/league/league_settings.h"
#include "tourney/v1/tournament.pb.h"

namespace httplib {
class Server;
}

namespace harness {

struct SiteSubmission {
  std::string token;
  std::string bot;
  std::string command;
  std::string protocol;
  std::string archive;
};

// What the site serves from.
struct SiteSources {
  const LeagueLive* live = nullptr;
  const LeagueSettings* settings = nullptr;
  int64_t max_submission_bytes = 0;
  std::function<absl::StatusOr<tourney::v1::GameRecord>(int64_t id)> game;
  // Admits a submission (the check's lines into `report`): the new
  // version, or why not (PermissionDenied: the token does not fit).
  std::function<absl::StatusOr<LeagueVersion>(const SiteSubmission&,
                                              std::vector<std::string>* report)>
      submit;
};

class LeagueSite {
 public:
  // Listens on host:port (0: a free port) and serves on its own threads.
  static absl::StatusOr<std::unique_ptr<LeagueSite>> Listen(SiteSources sources,
                                                            const std::string& host, int port);
  ~LeagueSite();
  int port() const { return port_; }
  // Stops listening; open event streams end within a second.
  void Stop();

 private:
  LeagueSite() = default;
  SiteSources sources_;
  std::unique_ptr<httplib::Server> server_;
  std::unique_ptr<std::thread> thread_;
  std::atomic<bool> stopping_{false};
  std::atomic<int> streams_{0};
  int port_ = 0;
};

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_HTTP_H_
