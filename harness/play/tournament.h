// Runs a resolved tournament: locks its results log (one writer per log),
// vets every engine (engine_vetting.h) before any game, skips games a
// resumed log already holds, plays the rest of the schedule on `concurrency`
// workers with every engine made ready before each game (engine_reach.h),
// and appends each result as it ends.
#ifndef HARNESS_PLAY_TOURNAMENT_H_
#define HARNESS_PLAY_TOURNAMENT_H_

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/engine/engine_connection.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/play/finished_games.h"
#include "harness/results/results_lock.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Where the workers' time went, summed over the games played (for the
// harness benchmark): answering Decide calls (transport and engine), the
// rest of each game (refereeing, requests, records), appending to the log.
struct TournamentTimings {
  std::atomic<int64_t> games{0};
  std::atomic<int64_t> game_ns{0};    // PlayGame, start to end
  std::atomic<int64_t> decide_ns{0};  // inside it, waiting for Decide answers
  std::atomic<int64_t> log_ns{0};     // ResultsLog::Append, sync included
};

// Why a run stopped itself (RunSettings::halted): the one line saying so,
// and whether what has to come back is an engine or room for the log.
struct Halt {
  enum class Cause { kNone, kEngineUnready, kLogUnwritable };
  Cause cause = Cause::kNone;
  std::string why;
  bool happened() const { return cause != Cause::kNone; }
};

// How one run of a tournament goes: where from (a resume, a shard), how
// engines start, who is told what, and when it stops.
struct RunSettings {
  bool resume = false;  // continue an existing results log
  // Play only the games with game_index % shard.count == shard.index: a
  // deterministic 1/n of the schedule (see `tourney merge`). For a format
  // that pairs by results, a shard of n > 1 plays its share of the next
  // unfinished round only (finished_games.h: ShareOfRound), then stops.
  Shard shard;
  // For a format that pairs by results: a log of games played elsewhere
  // (the merged shard logs of the rounds before), read, never written, and
  // paired from together with the run's own log. Empty: none.
  std::string pairing_log;
  LaunchSettings launch;
  FILE* progress = stderr;  // progress and notes; nullptr = quiet
  // Called with every finished record, resumed ones first (in log order),
  // one at a time;
  // returning true stops the tournament (games under way still finish and
  // are recorded). Used by the SPRT.
  std::function<bool(const tourney::v1::GameRecord&)> on_record;
  // Told, once scheduled and before any record reaches on_record, how many
  // games the run plays in all (its shard's, resumed ones included).
  std::function<void(int64_t)> on_schedule;
  // Called once the engines are ready (reached and vetted; or nothing is
  // left to play), before the run records anything: an error stops the run
  // with it. What must hold only for a run that plays (a config copy with
  // a late entry, say) is written here.
  std::function<absl::Status()> on_ready;
  // Polled about every 100 ms while games run (a Ctrl-C, say). Once true, no
  // new game starts and the games under way get `stop_grace_ms` to finish;
  // then they are abandoned: every engine process group of the harness is
  // killed and their records dropped, so --resume plays them again.
  std::function<bool()> stop_requested;
  int64_t stop_grace_ms = 10000;
  TournamentTimings* timings = nullptr;  // filled if set
  // Set when the tournament stopped itself because an engine could not be
  // made ready for a game (engine_reach.h: a remote engine unreachable for
  // unreachable_grace_ms, a spawned one failing to start again and
  // again), or because the results log could not be written (a full disk;
  // the log is left ending with a whole record): which, and the one line
  // saying why. It stops as on a stop
  // request (games under way finish; the records so far are returned) and
  // no game is forfeited for it. Unset, such a stop is returned as an
  // error with that line.
  Halt* halted = nullptr;
  // Failed starts in a row after which a spawned engine stops the run.
  int max_failed_starts = 3;
  // The lock on the results log when the caller holds it for longer than
  // the run (the CLI: from saving the config to writing the report); unset,
  // PlayTournament holds it from reading the log to the last append.
  std::shared_ptr<const ResultsLock> results_lock;
};

struct TournamentOutcome {
  int64_t finished = 0;  // games the log holds now (resumed ones included)
  int64_t played = 0;    // of which this run played
};

// Plays the tournament into its log (the config's results path). Memory
// does not grow with the games: the schedule is computed game by game, the
// finished ones are a bit each (GameIndexSet), records are not kept (read
// the log: log_summary.h).
absl::StatusOr<TournamentOutcome> PlayTournament(const ResolvedTournament& tournament,
                                                 const RunSettings& settings);

// A raw config with its run settings: for tests, benchmarks and small
// tournaments.
struct TournamentRun : RunSettings {
  tourney::v1::TournamentConfig config;
};

// Resolves run.config, plays it, then returns every record of the log in
// schedule order (after a stop, those finished).
absl::StatusOr<std::vector<tourney::v1::GameRecord>> RunTournament(const TournamentRun& run);

}  // namespace harness

#endif  // HARNESS_PLAY_TOURNAMENT_H_
