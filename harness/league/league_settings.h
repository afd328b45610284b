// What a league plays and how it matches, fixed by `tourney league init`
// and kept in its store: the games' settings as a tournament config (game,
// variant, time control and limits, openings, adjudication; no engines),
// how every bot runs (the sandbox by default), how versions are checked
// before they join, and the matchmaking's numbers.
#ifndef HARNESS_LEAGUE_LEAGUE_SETTINGS_H_
#define HARNESS_LEAGUE_LEAGUE_SETTINGS_H_

#include <string>

#include "absl/status/statusor.h"
#include "harness/league/league_store.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// How every bot runs unless `init` says otherwise.
inline constexpr int64_t kDefaultBotMemoryMb = 1024;
inline constexpr int kDefaultBotCpus = 1;

struct LeagueSettings {
  // The games: everything a tournament config says but its engines, format,
  // games per pairing, seed and results.
  tourney::v1::TournamentConfig games;
  // How every bot runs: sandbox (BWRAP unless the organiser said none),
  // memory_mb, cpus.
  tourney::v1::EngineSpec bots;
  // Games `tourney check` plays with a new version before it joins (0: the
  // check's own default).
  int check_games = 0;
  // Faults (crash, forfeit, loss on time, protocol error) in a row after
  // which a version is suspended.
  int suspend_after = 5;
  // A new version's placement: seat-swapped pairs against this many
  // opponents spread over the ladder.
  int placement_opponents = 6;
  // Games in flight at once (local workers).
  int workers = 1;
  // The tournament id of every record the league writes (its exports read
  // as one tournament): drawn at init.
  std::string id;
};

// Checks `settings` (the game known, the config's numbers sane, at least
// one of each limit); one line naming what is wrong.
absl::Status CheckLeagueSettings(const LeagueSettings& settings);

absl::Status SaveLeagueSettings(const LeagueSettings& settings, LeagueStore& store);
// The settings a league was made with; an error for a file no `init` made.
absl::StatusOr<LeagueSettings> LoadLeagueSettings(LeagueStore& store);

// Whether the league's bots run sandboxed (what the leaderboard says).
bool Sandboxed(const LeagueSettings& settings);

}  // namespace harness

#endif  // HARNESS_LEAGUE_LEAGUE_SETTINGS_H_
