// `tourney league ...`: a persistent league in one SQLite file (docs/league.md).
// Each subcommand lives in its own file; what they share is here.
#ifndef HARNESS_CLI_LEAGUE_COMMANDS_H_
#define HARNESS_CLI_LEAGUE_COMMANDS_H_

#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/cli/cli_flags.h"
#include "harness/cli/commands.h"
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

// A league subcommand's command line read: what was given, or (unset) the
// exit status the command ends with: 0 after --help (`usage` and the
// flags' help on stdout), 2 when `well_formed` refuses it (the same on
// stderr), 1 for a flag the parser refuses (its line).
struct LeagueCommandLine {
  std::optional<CliFlags> given;
  int exit_status = 0;
};
template <typename T>
LeagueCommandLine ReadLeagueCommandLine(const std::vector<std::string>& args,
                                        const std::vector<FlagSection<T>>& sections,
                                        const std::string& usage,
                                        const std::function<bool(const CliFlags&)>& well_formed) {
  absl::StatusOr<CliFlags> flags = ParseFlags(args, sections);
  if (!flags.ok()) return {std::nullopt, Fail(flags.status())};
  const bool help = flags->Has("help");
  if (help || !well_formed(*flags)) {
    std::fputs((usage + SectionsHelp(sections)).c_str(), help ? stdout : stderr);
    return {std::nullopt, help ? 0 : 2};
  }
  return {*std::move(flags), 0};
}

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
