#include "harness/league/league_games.h"

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "harness/config/time_control.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/play/match_runner.h"

namespace harness {

std::string VersionName(const LeagueVersion& version) {
  return absl::StrCat(version.bot, "@v", version.number);
}

absl::StatusOr<std::vector<std::string>> SplitBotCommand(const std::string& command) {
  std::vector<std::string> words = absl::StrSplit(command, ' ', absl::SkipWhitespace());
  if (words.empty()) return absl::InvalidArgumentError("the bot's command is empty");
  const std::string& program = words.front();
  const bool inside = !absl::StartsWith(program, "/") && absl::StrContains(program, "/") &&
                      !absl::StrContains(absl::StrCat("/", program, "/"), "/../");
  if (!inside) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the bot's command must start with a program inside its directory, given relative to "
        "it (./bot, bin/run); '",
        program, "' is not"));
  }
  return words;
}

tourney::v1::EngineSpec VersionEngine(const LeagueVersion& version, const std::string& blob_dir,
                                      const LeagueSettings& settings) {
  tourney::v1::EngineSpec engine = settings.bots;
  engine.set_name(VersionName(version));
  if (!version.protocol.empty()) engine.set_protocol(version.protocol);
  // The command was checked when the version was added.
  const std::vector<std::string> words = *SplitBotCommand(version.command);
  engine.set_cmd(absl::StrCat(blob_dir, "/", words.front()));
  engine.mutable_args()->Assign(words.begin() + 1, words.end());
  // The league's --each, here and not only in the games' config: a seat's
  // clock and limits are read from the spec its connection was made with.
  ApplyEachDefaults(settings.games.each(), &engine);
  return engine;
}

absl::StatusOr<tourney::v1::GameRecord> PlayLeagueGame(
    const LeagueSettings& settings, const LeagueLease& lease, const tourney::v1::EngineSpec& first,
    const tourney::v1::EngineSpec& second, EngineConnection& first_connection,
    EngineConnection& second_connection, const std::atomic<bool>* abandon) {
  // The game as the first game of a two-engine tournament on the lease's
  // seed: the schedule's opening and seeds, the referee's rules, unchanged.
  tourney::v1::TournamentConfig config = settings.games;
  *config.add_engines() = first;
  *config.add_engines() = second;
  config.set_games_per_pairing(2);
  config.set_seed(lease.seed);
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> tournament =
      ResolvedTournament::Resolve(std::move(config));
  if (!tournament.ok()) return tournament.status();
  tourney::v1::GameRecord record =
      PlayGame(**tournament, (*tournament)->schedule().Game(0),
               {&first_connection, &second_connection}, nullptr, abandon);
  record.set_tournament_id(settings.id);
  record.set_game_index(lease.id);
  // Both games of a pair share the seed: it names the pair.
  record.set_pair_index(static_cast<int64_t>(lease.seed >> 1));
  return record;
}

int64_t FaultVersion(const tourney::v1::GameRecord& record, const LeagueLease& lease) {
  if (!record.has_fault_seat()) return 0;
  if (record.fault_seat() == 0) return lease.first;
  if (record.fault_seat() == 1) return lease.second;
  return 0;
}

}  // namespace harness
