// A league game: a version's engine as the league runs it (its stored
// directory, the league's sandbox and limits), and one leased game played
// through the tournament's own referee loop, its record made a league
// record (the league's id, the lease as its game index).
#ifndef HARNESS_LEAGUE_LEAGUE_GAMES_H_
#define HARNESS_LEAGUE_LEAGUE_GAMES_H_

#include <atomic>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/engine/engine_connection.h"
#include "harness/league/league_settings.h"
#include "harness/league/league_store.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// "alpha@v2": a version's name in records, exports and pages.
std::string VersionName(const LeagueVersion& version);

// Splits a bot's command into its program, a file inside the bot's
// directory given relative to it ("./bot", "bin/run"), and its arguments;
// a program outside the directory (absolute, "..", a bare word the PATH
// would find) is refused in one line: the directory is what is stored.
absl::StatusOr<std::vector<std::string>> SplitBotCommand(const std::string& command);

// The engine of `version` stored under `blob_dir`, as the league runs it:
// the league's bot settings and its --each time control and limits.
tourney::v1::EngineSpec VersionEngine(const LeagueVersion& version, const std::string& blob_dir,
                                      const LeagueSettings& settings);

// Plays the game of `lease` (seat 0: `first`, seat 1: `second`, with their
// running connections). The opening and chance come from the lease's seed,
// the same for both games of a seat-swapped pair. Errors: the games'
// settings no longer resolve (an openings file changed, say).
absl::StatusOr<tourney::v1::GameRecord> PlayLeagueGame(
    const LeagueSettings& settings, const LeagueLease& lease, const tourney::v1::EngineSpec& first,
    const tourney::v1::EngineSpec& second, EngineConnection& first_connection,
    EngineConnection& second_connection, const std::atomic<bool>* abandon);

// The version at fault in `record` (a crash, a forfeit, a loss on time,
// a protocol error); 0 for none.
int64_t FaultVersion(const tourney::v1::GameRecord& record, const LeagueLease& lease);

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_GAMES_H_
