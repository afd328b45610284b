// The tournament config: loading the protobuf text-format file, filling in
// defaults, checking it, and the id that ties results to their schedule.
#ifndef HARNESS_CONFIG_TOURNAMENT_CONFIG_H_
#define HARNESS_CONFIG_TOURNAMENT_CONFIG_H_

#include <string>

#include "absl/status/statusor.h"
#include "games/common/game_type.h"
#include "harness/config/game_definition.h"
#include "harness/config/openings.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Defaults for fields left unset.
inline constexpr int kDefaultGamesPerPairing = 20;
inline constexpr int kDefaultSeatsPerGame = 2;  // when the game allows it
inline constexpr int kDefaultConcurrency = 2;
inline constexpr int64_t kDefaultMoveTimeMs = 100;
inline constexpr int64_t kDefaultDeadlineMarginMs = 1000;
inline constexpr int64_t kDefaultUnreachableGraceMs = 30000;
inline constexpr int64_t kDefaultPrepareTimeoutMs = 300000;
inline constexpr int64_t kDefaultMaxEngineStringBytes = 1024;

// Parses a text-format TournamentConfig; errors name the file, line and
// column.
absl::StatusOr<tourney::v1::TournamentConfig> LoadTournamentConfig(const std::string& path);
absl::StatusOr<tourney::v1::TournamentConfig> ParseTournamentConfig(const std::string& text,
                                                                    const std::string& origin);

// Fills unset fields with defaults (game reversi, 20 games per pairing, ...).
// Returns the game's registry row, looked up here once (null for an unknown
// game, which CheckConfig names).
const games::GameType* ApplyDefaults(tourney::v1::TournamentConfig* config);

// What checking a config found, so nothing is looked up or read twice: the
// game, and the opening suite (none without openings.file).
struct CheckedConfig {
  GameDefinition game;
  OpeningSuite openings;
};

// Checks a defaulted config (`type`: what ApplyDefaults returned): known
// game, at least two engines, unique names, each engine well-formed, sane
// numbers, gauntlet engine present, the opening suite and adjudication.
absl::StatusOr<CheckedConfig> CheckConfig(const tourney::v1::TournamentConfig& config,
                                          const games::GameType* type);

// The same, looking the game up itself: for checks that keep nothing.
absl::Status ValidateConfig(const tourney::v1::TournamentConfig& config);

// A stable hash of every setting that decides what is played: the whole
// config (engines with their arguments, options, protocol, time and limits;
// game, format, games, openings, adjudication, seed, ...) but the results
// path, the concurrency, and how long an engine is waited for (to be
// reached, to prepare). The results log stores it so a resume can refuse
// a changed tournament. Keyed with the seed (keyed_seed.h): engines are sent
// it, and it gives the seed back to no one.
std::string TournamentId(const tourney::v1::TournamentConfig& config);

}  // namespace harness

#endif  // HARNESS_CONFIG_TOURNAMENT_CONFIG_H_
