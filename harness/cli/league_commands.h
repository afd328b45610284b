// `tourney league ...`: a persistent league in one SQLite file (docs/league.md).
// Each subcommand lives in its own file; what they share is here.
#ifndef HARNESS_CLI_LEAGUE_COMMANDS_H_
#define HARNESS_CLI_LEAGUE_COMMANDS_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/league/league_settings.h"
#include "harness/league/league_store.h"

namespace harness {

// The default league file.
inline constexpr char kDefaultLeagueDb[] = "league.sqlite";

// A league opened for a command: its store and the settings `init` saved.
struct OpenedLeague {
  std::unique_ptr<LeagueStore> store;
  LeagueSettings settings;
};
absl::StatusOr<OpenedLeague> OpenLeague(const std::string& db);

// Milliseconds since the epoch (what the store records).
int64_t LeagueNowMs();

int LeagueCommand(const std::vector<std::string>& args);
int LeagueInitCommand(const std::vector<std::string>& args);
int LeagueAddCommand(const std::vector<std::string>& args, bool new_bot);
int LeagueRetireCommand(const std::vector<std::string>& args);
int LeagueTokenCommand(const std::vector<std::string>& args);
int LeagueServeCommand(const std::vector<std::string>& args);
int LeagueStatusCommand(const std::vector<std::string>& args);
int LeagueExportCommand(const std::vector<std::string>& args);

}  // namespace harness

#endif  // HARNESS_CLI_LEAGUE_COMMANDS_H_
