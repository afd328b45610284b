#include "harness/cli/help_defaults.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "games/common/game_registry.h"
#include "harness/cli/run_flags.h"
#include "harness/cli/slurm_scripts.h"
#include "harness/config/openings.h"
#include "harness/config/tournament_config.h"
#include "harness/engine/engine_connection.h"
#include "harness/formats/fixed_schedule_format.h"
#include "harness/formats/format_registry.h"
#include "harness/league/league_server.h"
#include "harness/league/league_settings.h"
#include "harness/play/engine_check.h"
#include "harness/play/tournament.h"
#include "harness/ratings/sprt.h"
#include "harness/report/log_summary.h"

namespace harness {
namespace {

// A format's settings as its registry row defaults them.
tourney::v1::FormatSettings DefaultSettings(tourney::v1::TournamentConfig::Format format) {
  tourney::v1::TournamentConfig config;
  config.set_format(format);
  ApplyFormatDefaults(&config);
  return config.format_settings();
}

}  // namespace

const std::vector<std::pair<std::string, std::string>>& HelpDefaults() {
  // Where one name begins another ($GAMES, $GAME), StrReplaceAll takes the
  // longest match.
  static const auto* defaults = new std::vector<std::pair<std::string, std::string>>{
      // run (and sprt, slurm: the run flags they share)
      {"$GAMES", absl::StrCat(kDefaultGamesPerPairing)},
      {"$GAME", games::RegisteredGames().front().id},
      {"$SEATS", absl::StrCat(kDefaultSeatsPerGame)},
      {"$CONCURRENCY", absl::StrCat(kDefaultConcurrency)},
      {"$MOVE_TIME_MS", absl::StrCat(kDefaultMoveTimeMs)},
      {"$DEADLINE_MARGIN_MS", absl::StrCat(kDefaultDeadlineMarginMs)},
      {"$UNREACHABLE_GRACE_MS", absl::StrCat(kDefaultUnreachableGraceMs)},
      {"$PREPARE_TIMEOUT_MS", absl::StrCat(kDefaultPrepareTimeoutMs)},
      {"$MAX_STRING_BYTES", absl::StrCat(kDefaultMaxEngineStringBytes)},
      {"$ENGINE_LOG_MAX_MB", absl::StrCat(RunFlagValues{}.engine_log_max_mb)},
      {"$REPORT_EVERY_S", absl::StrCat(RunFlagValues{}.report_every_s)},
      {"$STOP_GRACE_MS", absl::StrCat(RunSettings{}.stop_grace_ms)},
      {"$OPENINGS_START", absl::StrCat(kFirstOpening)},
      {"$FORMAT_NAMES", FormatNames()},
      {"$SHARED_SEEDS_MIN", absl::StrCat(kSharedSeedsMinRotations)},
      {"$TIEBREAK_PAIRS",
       absl::StrCat(DefaultSettings(tourney::v1::TournamentConfig::KNOCKOUT).tiebreak_pairs())},
      {"$RANK_CONFIDENCE",
       absl::StrCat(DefaultSettings(tourney::v1::TournamentConfig::RANK).confidence())},
      {"$RESOLUTION_ELO",
       absl::StrCat(DefaultSettings(tourney::v1::TournamentConfig::RANK).resolution_elo())},
      {"$RANK_GUARANTEE", RankGuaranteeFlagValue(tourney::v1::FormatSettings{}.rank_guarantee())},
      // check
      {"$DECISIONS", absl::StrCat(kCheckDecisions)},
      {"$CHECK_SEED", absl::StrCat(EngineCheckSettings{}.seed)},
      {"$CHECK_MOVE_TIME_MS", absl::StrCat(EngineCheckSettings{}.move_time_ms)},
      {"$CHECK_DEADLINE_MARGIN_MS", absl::StrCat(EngineCheckSettings{}.deadline_margin_ms)},
      {"$CHECK_PREPARE_TIMEOUT_MS", absl::StrCat(LaunchSettings{}.prepare_timeout_ms)},
      // report
      {"$REPORT_MAX_GAMES", absl::StrCat(kDefaultEmbeddedGames)},
      {"$LEAGUE_MEMORY_MB", absl::StrCat(kDefaultBotMemoryMb)},
      {"$LEAGUE_CPUS", absl::StrCat(kDefaultBotCpus)},
      {"$LEAGUE_SUSPEND_AFTER", absl::StrCat(LeagueSettings{}.suspend_after)},
      {"$LEAGUE_PLACEMENT", absl::StrCat(LeagueSettings{}.placement_opponents)},
      {"$LEAGUE_WORKERS", absl::StrCat(LeagueSettings{}.workers)},
      {"$LEAGUE_HOST", ServeOptions{}.host},
      {"$LEAGUE_PORT", absl::StrCat(ServeOptions{}.port)},
      {"$LEAGUE_SEED", absl::StrCat(ServeOptions{}.seed)},
      {"$LEAGUE_SUBMISSION_MB", absl::StrCat(ServeOptions{}.max_submission_bytes >> 20)},
      // sprt
      {"$ELO0", absl::StrCat(SprtBounds{}.elo0)},
      {"$ELO1", absl::StrCat(SprtBounds{}.elo1)},
      {"$ALPHA", absl::StrCat(SprtBounds{}.alpha)},
      {"$BETA", absl::StrCat(SprtBounds{}.beta)},
      {"$SPRT_MAX_GAMES", absl::StrCat(kDefaultSprtMaxGames)},
      // slurm
      {"$CPUS_PER_TASK", absl::StrCat(SlurmJob{}.cpus_per_task)},
  };
  return *defaults;
}

std::string WithHelpDefaults(absl::string_view text) {
  std::vector<std::pair<absl::string_view, absl::string_view>> replacements;
  for (const auto& [name, value] : HelpDefaults()) replacements.emplace_back(name, value);
  return absl::StrReplaceAll(text, replacements);
}

}  // namespace harness
