#include "harness/play/tournament.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/synchronization/mutex.h"
#include "harness/config/engine_spec.h"
#include "harness/config/openings.h"
#include "harness/config/tournament_config.h"
#include "harness/engine/process_groups.h"
#include "harness/play/core_budget.h"
#include "harness/play/cpu_affinity.h"
#include "harness/play/engine_reach.h"
#include "harness/play/match_runner.h"
#include "harness/play/progress.h"
#include "harness/play/schedule.h"
#include "harness/play/time_options.h"
#include "harness/results/game_index_set.h"
#include "harness/results/game_scan.h"
#include "harness/results/results_lock.h"
#include "harness/results/results_log.h"
#include "protocol/engine_info.h"
#include "protocol/option_values.h"

namespace harness {
namespace {

constexpr int kGetInfoTimeoutMs = 10000;

std::string ResultSummary(const tourney::v1::GameRecord& record) {
  std::string line = absl::StrCat("#", record.game_index(), " ");
  if (record.players_size() == 2) {
    const double first = record.scores(0);
    absl::StrAppend(&line, record.players(0).name(), " ",
                    first == 1   ? "1-0"
                    : first == 0 ? "0-1"
                                 : "1/2",
                    " ", record.players(1).name());
  } else {
    for (int seat = 0; seat < record.players_size(); ++seat) {
      absl::StrAppend(&line, seat ? ", " : "", record.players(seat).name(),
                      seat < record.points_size() ? absl::StrCat(" ", record.points(seat)) : "");
    }
  }
  if (record.fault_seat() >= 0 && record.fault_seat() < record.players_size()) {
    absl::StrAppend(&line, " (", record.players(record.fault_seat()).name(), ": ",
                    record.termination(), ")");
  } else if (record.termination() != "normal") {
    absl::StrAppend(&line, " (", record.termination(), ")");
  }
  return line;
}

// What a resumed log already holds: its games, each checked to belong to
// this tournament and schedule, handed to `run.on_record`; a bit per game.
struct Resumed {
  GameIndexSet finished;
  int64_t in_shard = 0;         // of them, games of the run's shard
  int64_t valid_bytes = 0;      // where appending resumes
  bool stop_requested = false;  // by on_record
};

absl::StatusOr<Resumed> ReadFinishedGames(const TournamentRun& run,
                                          const std::string& tournament_id, int64_t schedule_size) {
  const std::string& path = run.config.results();
  Resumed resumed;
  absl::StatusOr<GameScan> scan =
      ScanGames({path}, [&](const tourney::v1::GameRecord& record) -> absl::Status {
        if (record.tournament_id() != tournament_id) {
          return absl::FailedPreconditionError(absl::StrCat(
              path, " holds games of another tournament (id ", record.tournament_id(),
              ", this config is ", tournament_id,
              "): settings that decide the games differ (engines and their arguments, options, "
              "time or limits, games, openings, adjudication or seed); use another --results"));
        }
        if (record.game_index() >= schedule_size) {
          return absl::FailedPreconditionError(absl::StrCat(
              path, ": game index ", record.game_index(), " is outside this schedule"));
        }
        resumed.finished.Insert(record.game_index());
        resumed.in_shard += record.game_index() % run.shard_count == run.shard_index;
        if (run.on_record && run.on_record(record)) resumed.stop_requested = true;
        return absl::OkStatus();
      });
  if (!scan.ok()) return scan.status();
  for (const std::string& warning : scan->warnings) {
    if (run.progress) std::fprintf(run.progress, "warning: %s\n", warning.c_str());
  }
  resumed.valid_bytes = scan->valid_bytes;
  return resumed;
}

// The games left to play, handed out in schedule order, one at a time:
// the shard's games that the log does not hold.
class PendingGames {
 public:
  PendingGames(const Schedule& schedule, const GameIndexSet& finished, int shard_index,
               int shard_count)
      : schedule_(schedule), finished_(finished), next_(shard_index), step_(shard_count) {}

  // The next game, or nullopt when none is left. Thread-safe.
  std::optional<ScheduledGame> Next() {
    absl::MutexLock lock(&mutex_);
    while (next_ < schedule_.size() && finished_.Contains(next_)) next_ += step_;
    if (next_ >= schedule_.size()) return std::nullopt;
    const int64_t index = next_;
    next_ += step_;
    return schedule_.Game(index);
  }

 private:
  const Schedule& schedule_;
  const GameIndexSet& finished_;
  absl::Mutex mutex_;
  int64_t next_;
  const int64_t step_;
};

int64_t Nanos(std::chrono::steady_clock::duration duration) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(duration).count();
}

// PlayGame, with where the time went added to `timings`.
tourney::v1::GameRecord TimedGame(const tourney::v1::TournamentConfig& config,
                                  const ScheduledGame& scheduled,
                                  const std::vector<EngineConnection*>& seats,
                                  const std::atomic<bool>* abandon, TournamentTimings* timings) {
  using Clock = std::chrono::steady_clock;
  int64_t decide_ns = 0;
  const Clock::time_point start = Clock::now();
  tourney::v1::GameRecord record = PlayGame(
      config, scheduled, seats,
      [&](const games::Game&, const bot::v1::DecideRequest&, const DecideOutcome&,
          Clock::duration took) { decide_ns += Nanos(took); },
      abandon);
  timings->games += 1;
  timings->game_ns += Nanos(Clock::now() - start);
  timings->decide_ns += decide_ns;
  return record;
}

bool NoneLeft(const int* workers_left) { return *workers_left == 0; }

// Waits until no worker is left. Once `run.stop_requested` says so no new
// game starts (`stop`); after the grace the games under way are abandoned:
// PlayGame sees `abandon`, and every engine group is killed at each poll, so
// that no answer (nor an engine a game started since) is waited for.
void AwaitWorkers(const TournamentRun& run, absl::Mutex* mutex, const int* workers_left,
                  std::atomic<bool>* stop, std::atomic<bool>* abandon, Progress* progress) {
  using Clock = std::chrono::steady_clock;
  std::optional<Clock::time_point> abandon_at;
  absl::MutexLock lock(mutex);
  while (
      !mutex->AwaitWithTimeout(absl::Condition(&NoneLeft, workers_left), absl::Milliseconds(100))) {
    if (!run.stop_requested || !run.stop_requested()) continue;
    if (!abandon_at) {
      *stop = true;
      abandon_at = Clock::now() + std::chrono::milliseconds(run.stop_grace_ms);
      progress->Note(absl::StrFormat(
          "stopping: no new games; the games under way have %g s to finish, then are abandoned",
          run.stop_grace_ms / 1000.0));
    } else if (Clock::now() >= *abandon_at) {
      *abandon = true;
      KillProcessGroups();
    }
  }
}

// Starts each engine once and checks that it plays the game and accepts its
// options, before anything is scheduled. Errors name the engine. Notes say
// what each engine is, and warn of options and of `games_at_once` that ask
// for more than the harness or the machine gives.
absl::Status CheckEngines(const tourney::v1::TournamentConfig& config, const LaunchSettings& launch,
                          int games_at_once, FILE* notes) {
  int most_threads = 0;
  std::string busiest;
  for (const tourney::v1::EngineSpec& spec : config.engines()) {
    EngineConnection connection(spec, launch);
    absl::StatusOr<EngineTransport*> transport = connection.Start();
    if (!transport.ok()) return transport.status();
    absl::StatusOr<bot::v1::EngineInfo> info = (*transport)->GetInfo(kGetInfoTimeoutMs);
    if (!info.ok()) {
      // A stdio engine is not waited for at start: say if it died.
      const std::string exit_status = connection.ExitStatus(500);
      return absl::UnavailableError(absl::StrCat(
          "engine ", spec.name(), ": ", exit_status.empty() ? "" : absl::StrCat(exit_status, "; "),
          info.status().message()));
    }
    if (absl::Status sound = protocol::CheckEngineInfo(*info); !sound.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "engine ", spec.name(),
          " declares itself wrongly in GetInfo (the engine's fault): ", sound.message()));
    }
    if (!protocol::PlaysGame(*info, config.game(), config.variant())) {
      return absl::InvalidArgumentError(absl::StrCat(
          "engine ", spec.name(), " (", info->name(), ") does not play ", config.game(),
          config.variant().empty() ? "" : absl::StrCat(" variant ", config.variant())));
    }
    std::map<std::string, std::string> options(spec.options().begin(), spec.options().end());
    absl::StatusOr<protocol::OptionValues> resolved =
        protocol::OptionValues::Resolve(info->options(), options);
    if (!resolved.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("engine ", spec.name(), ": ", resolved.status().message()));
    }
    if (notes) {
      std::fprintf(notes, "engine %s: %s %s\n", DescribeEngine(spec).c_str(), info->name().c_str(),
                   info->version().c_str());
      const std::string time_warning = TimeOptionWarning(spec, *info, config.move_time_ms());
      if (!time_warning.empty()) std::fprintf(notes, "%s\n", time_warning.c_str());
    }
    if (const int threads = EngineThreads(spec, *info); threads > most_threads) {
      most_threads = threads;
      busiest = spec.name();
    }
    // Preparing here once also fills any on-disk caches the workers' own
    // engine processes will then load.
    absl::Status prepared = connection.Prepare();
    if (!prepared.ok()) return prepared;
  }
  if (absl::StatusOr<std::vector<int>> cores = AllowedCores(); notes && cores.ok()) {
    const std::string warning =
        CoreBudgetWarning(games_at_once, most_threads, busiest, static_cast<int>(cores->size()));
    if (!warning.empty()) std::fprintf(notes, "%s\n", warning.c_str());
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<TournamentOutcome> PlayTournament(const TournamentRun& run) {
  const tourney::v1::TournamentConfig& config = run.config;
  absl::Status valid = ValidateConfig(config);
  if (!valid.ok()) return valid;
  if (config.results().empty()) return absl::InvalidArgumentError("no results file given");

  // One writer per log, from reading it for a resume to the last append.
  std::shared_ptr<const ResultsLock> lock = run.results_lock;
  if (lock == nullptr) {
    absl::StatusOr<std::unique_ptr<ResultsLock>> acquired = ResultsLock::Acquire(config.results());
    if (!acquired.ok()) return acquired.status();
    lock = *std::move(acquired);
  } else if (lock->results() != config.results()) {
    return absl::InternalError(absl::StrCat("the lock held is on ", lock->results(),
                                            ", not on the results ", config.results()));
  }

  const std::string tournament_id = TournamentId(config);
  std::vector<Opening> openings;
  if (!config.openings().file().empty()) {
    absl::StatusOr<std::vector<Opening>> loaded = LoadOpenings(config);
    if (!loaded.ok()) return loaded.status();
    openings = *std::move(loaded);
  }
  const Schedule schedule(config, &openings);
  if (run.shard_count < 1 || run.shard_index < 0 || run.shard_index >= run.shard_count) {
    return absl::InvalidArgumentError(
        absl::StrCat("shard ", run.shard_index, "/", run.shard_count, " does not exist"));
  }
  const int64_t shard_games =
      schedule.size() > run.shard_index
          ? (schedule.size() - run.shard_index + run.shard_count - 1) / run.shard_count
          : 0;
  if (run.on_schedule) run.on_schedule(shard_games);

  // What an earlier run already finished.
  Resumed resumed;
  if (std::filesystem::exists(config.results())) {
    if (!run.resume) {
      return absl::AlreadyExistsError(absl::StrCat(
          config.results(), " already exists: pass --resume to continue it, or another --results"));
    }
    absl::StatusOr<Resumed> read = ReadFinishedGames(run, tournament_id, schedule.size());
    if (!read.ok()) return read.status();
    resumed = *std::move(read);
  }
  const GameIndexSet& finished = resumed.finished;
  const int64_t to_play = resumed.stop_requested ? 0 : shard_games - resumed.in_shard;
  PendingGames pending(schedule, finished, run.shard_index, run.shard_count);
  if (run.progress) {
    const std::string shard =
        run.shard_count > 1 ? absl::StrCat(" in shard ", run.shard_index, "/", run.shard_count)
                            : "";
    std::fprintf(run.progress,
                 "tournament %s: %s, %lld games%s (%lld to play), seed %llu, results %s\n",
                 tournament_id.c_str(), config.game().c_str(), static_cast<long long>(shard_games),
                 shard.c_str(), static_cast<long long>(to_play),
                 static_cast<unsigned long long>(config.seed()), config.results().c_str());
  }

  // Engine logs live beside the results: the directory must exist first.
  std::error_code error;
  const std::filesystem::path results_dir = std::filesystem::path(config.results()).parent_path();
  if (!results_dir.empty()) std::filesystem::create_directories(results_dir, error);

  LaunchSettings launch = run.launch;
  launch.game = config.game();
  launch.variant = config.variant();
  launch.prepare_timeout_ms = static_cast<int>(config.prepare_timeout_ms());
  ReachPolicy reach;
  reach.unreachable_grace_ms = config.unreachable_grace_ms();
  reach.max_failed_starts = run.max_failed_starts;
  // Why the tournament stopped itself: an engine that cannot be made ready.
  std::string halt;
  bool play = to_play > 0;
  if (play) {
    const ReachNote say = [&run](const std::string& text) {
      if (run.progress) std::fprintf(run.progress, "%s\n", text.c_str());
    };
    for (const tourney::v1::EngineSpec& spec : config.engines()) {
      absl::Status reached = AwaitRemoteEngine(spec, launch, reach, say);
      if (!reached.ok()) {
        halt = std::string(reached.message());
        play = false;
        break;
      }
    }
  }
  const int games_at_once = static_cast<int>(std::min<int64_t>(config.concurrency(), to_play));
  if (play) {
    absl::Status engines_ok = CheckEngines(config, launch, games_at_once, run.progress);
    if (!engines_ok.ok()) return engines_ok;
  }

  absl::StatusOr<std::unique_ptr<ResultsLog>> log =
      ResultsLog::Open(config.results(), resumed.valid_bytes);
  if (!log.ok()) return log.status();

  Progress progress(run.progress, shard_games, resumed.in_shard);
  const ReachNote note = [&progress](const std::string& text) { progress.Note(text); };
  std::atomic<bool> stop{run.stop_requested && run.stop_requested()};
  std::atomic<bool> abandon{false};
  absl::Mutex mutex;
  absl::Status write_error;
  int64_t played = 0;
  int abandoned = 0;

  auto play_games = [&](int slot) {
    if (config.pin_workers()) {
      absl::Status pinned = PinThisThreadToSlot(slot);
      if (!pinned.ok() && run.progress) {
        std::fprintf(run.progress, "warning: worker %d not pinned: %s\n", slot,
                     std::string(pinned.message()).c_str());
      }
    }
    // Each worker has its own engine processes: a crash costs one game only.
    std::vector<std::unique_ptr<EngineConnection>> connections;
    for (const tourney::v1::EngineSpec& spec : config.engines()) {
      connections.push_back(std::make_unique<EngineConnection>(spec, launch));
    }
    while (!stop) {
      {
        absl::MutexLock lock(&mutex);
        if (!write_error.ok()) return;
      }
      const std::optional<ScheduledGame> next = pending.Next();
      if (!next) return;
      const ScheduledGame& scheduled = *next;
      std::vector<EngineConnection*> seats;
      for (int engine : scheduled.seats) seats.push_back(connections[engine].get());
      for (EngineConnection* seat : seats) {
        // The game is not played (nor logged) if an engine cannot play it.
        absl::Status ready = ReachEngine(*seat, reach, stop, note);
        if (absl::IsCancelled(ready)) return;
        if (!ready.ok()) {
          absl::MutexLock lock(&mutex);
          if (halt.empty()) {
            halt = std::string(ready.message());
            progress.Note(
                "stopping: no new games (an engine cannot be made ready); the games "
                "under way finish");
          }
          stop = true;
          return;
        }
      }
      tourney::v1::GameRecord record =
          run.timings == nullptr ? PlayGame(config, scheduled, seats, nullptr, &abandon)
                                 : TimedGame(config, scheduled, seats, &abandon, run.timings);
      if (record.termination() == kAbandoned) {
        absl::MutexLock lock(&mutex);
        ++abandoned;
        return;
      }
      const auto before_append = std::chrono::steady_clock::now();
      absl::Status appended = (*log)->Append(record);
      if (run.timings)
        run.timings->log_ns += Nanos(std::chrono::steady_clock::now() - before_append);
      absl::MutexLock lock(&mutex);
      if (!appended.ok()) {
        write_error = appended;
        stop = true;
        return;
      }
      progress.GameFinished(ResultSummary(record));
      if (run.on_record && run.on_record(record)) stop = true;
      ++played;
    }
  };
  const int worker_count = play ? games_at_once : 0;
  int workers_left = worker_count;
  std::vector<std::thread> workers;
  for (int i = 0; i < worker_count; ++i) {
    workers.emplace_back([&, i] {
      play_games(i);
      absl::MutexLock lock(&mutex);
      --workers_left;
    });
  }
  AwaitWorkers(run, &mutex, &workers_left, &stop, &abandon, &progress);
  for (std::thread& thread : workers) thread.join();
  if (abandoned > 0) {
    progress.Note(absl::StrCat(abandoned, " game", abandoned == 1 ? "" : "s",
                               " under way abandoned: not recorded, --resume plays them"));
  }
  progress.Finish();
  // A log that cannot be written (a full disk) stops the run as an engine
  // that cannot be made ready does: what it holds is whole, --resume goes on.
  if (!write_error.ok()) {
    if (run.halted == nullptr) return write_error;
    halt = std::string(write_error.message());
  }
  if (!halt.empty()) {
    if (run.halted == nullptr) return absl::UnavailableError(halt);
    *run.halted = halt;
  }

  return TournamentOutcome{finished.size() + played, played};
}

absl::StatusOr<std::vector<tourney::v1::GameRecord>> RunTournament(const TournamentRun& run) {
  absl::StatusOr<TournamentOutcome> outcome = PlayTournament(run);
  if (!outcome.ok()) return outcome.status();
  absl::StatusOr<LoadedResults> loaded = ReadResults(run.config.results());
  if (!loaded.ok()) return loaded.status();
  std::sort(loaded->records.begin(), loaded->records.end(),
            [](const tourney::v1::GameRecord& a, const tourney::v1::GameRecord& b) {
              return a.game_index() < b.game_index();
            });
  return std::move(loaded->records);
}

}  // namespace harness
