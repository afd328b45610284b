// `tourney league`: the subcommands, and what they share.
#include <cstdio>

#include "harness/cli/commands.h"
#include "harness/cli/league_commands.h"
#include "harness/league/sqlite_league_store.h"

namespace harness {
namespace {

constexpr char kUsage[] = R"(usage: tourney league COMMAND [--db LEAGUE.sqlite] ...

A persistent league in one SQLite file: bots are added over time, games are
played between their current versions without end, and a live leaderboard is
served over HTTP (docs/league.md).

  init      make a league: its game, time control or limits, openings,
            sandbox, checks and matchmaking
  add       add a bot: NAME DIR --cmd CMD (DIR is stored under its SHA-256;
            the bot must pass `tourney check` first)
  update    a new version of a bot: NAME DIR [--cmd CMD]
  retire    NAME: the bot is matched no more (its games stay)
  pause     NAME: stop matching the bot until `resume`
  resume    NAME: match a paused or suspended bot's current version again
  token     NAME: issue a token that lets the bot's author submit versions
            over HTTP (printed once; stored hashed); --revoke to revoke all
  serve     matchmaking, game workers and the HTTP leaderboard, until Ctrl-C
  status    the leaderboard, versions and games in flight, as text
  export    the games as a results log (--out results.jsonl), for
            `tourney ratings`, `report`, `export` and `merge`

Every command takes --db LEAGUE.sqlite (default league.sqlite); each has
--help.
)";

}  // namespace

absl::StatusOr<OpenedLeague> OpenLeague(const std::string& db) {
  absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(db, /*create=*/false);
  if (!store.ok()) return store.status();
  absl::StatusOr<LeagueSettings> settings = LoadLeagueSettings(**store);
  if (!settings.ok()) return settings.status();
  return OpenedLeague{*std::move(store), *std::move(settings)};
}

int LeagueCommand(const std::vector<std::string>& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::fputs(kUsage, args.empty() ? stderr : stdout);
    return args.empty() ? 2 : 0;
  }
  const std::string& command = args[0];
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (command == "init") return LeagueInitCommand(rest);
  if (command == "add") return LeagueAddCommand(rest, /*new_bot=*/true);
  if (command == "update") return LeagueAddCommand(rest, /*new_bot=*/false);
  if (command == "retire" || command == "pause" || command == "resume") {
    std::vector<std::string> with_verb = rest;
    with_verb.insert(with_verb.begin(), command);
    return LeagueRetireCommand(with_verb);
  }
  if (command == "token") return LeagueTokenCommand(rest);
  if (command == "serve") return LeagueServeCommand(rest);
  if (command == "status") return LeagueStatusCommand(rest);
  if (command == "export") return LeagueExportCommand(rest);
  std::fprintf(stderr,
               "tourney league: unknown command '%s' (commands: init, add, update, retire, "
               "pause, resume, token, serve, status, export; see tourney league --help)\n",
               command.c_str());
  return 2;
}

}  // namespace harness
