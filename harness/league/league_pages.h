// The league's site, rendered from a live snapshot: the leaderboard, a page
// per bot, the recent games, and the same as JSON for the API. Everything a
// bot or its author named is escaped (report/page_text.h); the pages run
// only the site's own script (/league.js) under the report's kind of
// Content-Security-Policy (league_http.h sends it).
#ifndef HARNESS_LEAGUE_LEAGUE_PAGES_H_
#define HARNESS_LEAGUE_LEAGUE_PAGES_H_

#include <optional>
#include <string>

#include "harness/league/league_live.h"
#include "harness/league/league_settings.h"

namespace harness {

// The leaderboard: rank, bot, current version, rating with its interval,
// games, last active; the league's game and whether its bots are
// sandboxed. Updated live by /league.js.
std::string LeaderboardPage(const LiveSnapshot& snapshot, const LeagueSettings& settings,
                            BoardOrder order);
// A bot's page: its versions (rating, games, state and why), its current
// version's results against each opponent, its rating over time; nullopt
// for a bot the league does not have.
std::optional<std::string> BotPage(const LiveSnapshot& snapshot, const std::string& bot);
// The recent games, newest first, each linked to its replay.
std::string GamesPage(const LiveSnapshot& snapshot);

std::string LeaderboardJson(const LiveSnapshot& snapshot, const LeagueSettings& settings,
                            BoardOrder order);
std::optional<std::string> BotJson(const LiveSnapshot& snapshot, const std::string& bot);
std::string GamesJson(const LiveSnapshot& snapshot);
// What a server-sent event carries: the sequence, the games, the newest game.
std::string ChangeJson(const LiveSnapshot& snapshot);

// The site's script: the leaderboard refreshed on each event.
extern const char kLeagueScript[];

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_PAGES_H_
