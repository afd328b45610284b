#include "harness/play/tournament.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/synchronization/mutex.h"
#include "harness/config/one_line.h"
#include "harness/engine/process_groups.h"
#include "harness/formats/format_registry.h"
#include "harness/formats/match_game.h"
#include "harness/play/cpu_affinity.h"
#include "harness/play/engine_reach.h"
#include "harness/play/engine_vetting.h"
#include "harness/play/match_runner.h"
#include "harness/play/progress.h"
#include "harness/results/results_lock.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

// Up to this many engines, every worker keeps all of them running.
constexpr int kKeepAllEnginesUpTo = 8;

int64_t Nanos(Clock::duration duration) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(duration).count();
}

// "#12 a 1-0 b (b: timeout)": one finished game for the progress line.
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

// One run of a tournament, in steps: prepare (lock, resume, engines
// reached and vetted, log opened), play on the worker slots, finish.
class TournamentRunner {
 public:
  TournamentRunner(const ResolvedTournament& tournament, const RunSettings& settings)
      : tournament_(tournament), config_(tournament.config()), settings_(settings) {}

  absl::StatusOr<TournamentOutcome> Run() {
    absl::Status prepared = Prepare();
    if (!prepared.ok()) return prepared;
    absl::Status ready = ReadyEngines();
    if (ready.ok() && settings_.on_ready) ready = settings_.on_ready();
    if (!ready.ok()) return ready;
    absl::StatusOr<std::unique_ptr<ResultsLog>> log =
        ResultsLog::Open(config_.results(), resumed_.valid_bytes);
    if (!log.ok()) return log.status();
    log_ = *std::move(log);
    progress_.emplace(settings_.progress, shard_games_, already_done_);
    stop_ = settings_.stop_requested && settings_.stop_requested();
    if (tournament_.rounds() != nullptr) {
      PlayRounds(*tournament_.rounds());
    } else {
      pending_ = std::make_unique<PendingGames>(tournament_.schedule(), resumed_.finished,
                                                settings_.shard);
      PlayOnWorkers();
    }
    return Finish();
  }

 private:
  absl::Status Prepare() {
    absl::Status locked = Lock();
    if (!locked.ok()) return locked;
    const Shard& shard = settings_.shard;
    if (!shard.Valid()) {
      return absl::InvalidArgumentError(
          absl::StrCat("shard ", shard.index, "/", shard.count, " does not exist"));
    }
    const FormatRounds* rounds = tournament_.rounds();
    if (rounds == nullptr && !settings_.pairing_log.empty()) {
      return absl::InvalidArgumentError(
          "a pairing log is for the formats that pair by results (swiss, knockout, rank)");
    }
    shard_games_ =
        rounds != nullptr ? rounds->ExpectedGames() : shard.GamesOf(tournament_.schedule().size());
    if (settings_.on_schedule) settings_.on_schedule(shard_games_);
    if (std::filesystem::exists(config_.results())) {
      if (!settings_.resume) {
        return absl::AlreadyExistsError(
            absl::StrCat(config_.results(),
                         " already exists: pass --resume to continue it, or another --results"));
      }
      absl::StatusOr<FinishedGames> read = ReadFinishedGames(
          tournament_, config_.results(), shard,
          [this](const tourney::v1::GameRecord& record) {
            Remember(record);
            return settings_.on_record && settings_.on_record(record);
          },
          settings_.progress, settings_.stop_requested);
      if (!read.ok()) return read.status();
      resumed_ = *std::move(read);
    }
    if (!settings_.pairing_log.empty()) {
      absl::StatusOr<FinishedGames> paired_from = ReadFinishedGames(
          tournament_, settings_.pairing_log, Shard{},
          [this](const tourney::v1::GameRecord& record) {
            Remember(record);
            return false;
          },
          settings_.progress, settings_.stop_requested);
      if (!paired_from.ok()) return paired_from.status();
    }
    already_done_ = resumed_.in_shard;
    to_play_ = resumed_.stop_requested ? 0 : shard_games_ - resumed_.in_shard;
    if (rounds != nullptr && !resumed_.stop_requested) {
      absl::MutexLock lock(&mutex_);
      const std::optional<FormatRound> round = rounds->Next(match_games_, format_done_);
      if (OneRoundOnly()) {
        // This run's part is its share of that round: progress counts it.
        const RoundShare share = round ? ShareOfRound(*round, format_done_, shard) : RoundShare{};
        shard_games_ = to_play_ = static_cast<int64_t>(share.games.size() + share.byes.size());
        already_done_ = 0;
      } else {
        // Tie-breaks can take a format past its expected games; over is over.
        to_play_ = round ? std::max<int64_t>(to_play_, 1) : 0;
      }
    }
    PrintHeader();
    // Engine logs live beside the results: the directory must exist first.
    std::error_code error;
    const std::filesystem::path dir = std::filesystem::path(config_.results()).parent_path();
    if (!dir.empty()) std::filesystem::create_directories(dir, error);
    launch_ = settings_.launch;
    launch_.game = config_.game();
    launch_.variant = config_.variant();
    launch_.prepare_timeout_ms = static_cast<int>(config_.prepare_timeout_ms());
    launch_.max_string_bytes = static_cast<size_t>(config_.max_engine_string_bytes());
    reach_.unreachable_grace_ms = config_.unreachable_grace_ms();
    reach_.max_failed_starts = settings_.max_failed_starts;
    return absl::OkStatus();
  }

  // One writer per log, from reading it for a resume to the last append.
  absl::Status Lock() {
    lock_ = settings_.results_lock;
    if (lock_ == nullptr) {
      absl::StatusOr<std::unique_ptr<ResultsLock>> acquired =
          ResultsLock::Acquire(config_.results());
      if (!acquired.ok()) return acquired.status();
      lock_ = *std::move(acquired);
    } else if (lock_->results() != config_.results()) {
      return absl::InternalError(absl::StrCat("the lock held is on ", lock_->results(),
                                              ", not on the results ", config_.results()));
    }
    return absl::OkStatus();
  }

  // A sharded format that pairs by results: the other shards play the rest
  // of the round, and the next one is paired once their logs are merged.
  bool OneRoundOnly() const { return tournament_.rounds() != nullptr && settings_.shard.count > 1; }

  void PrintHeader() const {
    if (!settings_.progress) return;
    const Shard& shard = settings_.shard;
    const std::string in_shard =
        shard.count > 1 ? absl::StrCat(" in shard ", shard.index, "/", shard.count) : "";
    std::fprintf(settings_.progress,
                 "tournament %s: %s, %lld games%s%s (%lld to play), seed %llu, results %s\n",
                 tournament_.id().c_str(), config_.game().c_str(),
                 static_cast<long long>(shard_games_), FormatOf(config_).ScheduledNote(),
                 in_shard.c_str(), static_cast<long long>(to_play_),
                 static_cast<unsigned long long>(config_.seed()), config_.results().c_str());
  }

  // Remote engines reached (an unreachable one halts the run: no game is
  // played, none forfeited), then every engine vetted; nothing when no game
  // is left to play.
  absl::Status ReadyEngines() {
    games_at_once_ = static_cast<int>(std::min<int64_t>(config_.concurrency(), to_play_));
    if (to_play_ <= 0) return absl::OkStatus();
    const ReachNote say = [this](const std::string& text) {
      if (settings_.progress) std::fprintf(settings_.progress, "%s\n", OneLine(text).c_str());
    };
    for (const tourney::v1::EngineSpec& spec : config_.engines()) {
      absl::Status reached = AwaitRemoteEngine(spec, launch_, reach_, say);
      if (!reached.ok()) {
        absl::MutexLock lock(&mutex_);
        halt_ = std::string(reached.message());
        games_at_once_ = 0;
        return absl::OkStatus();
      }
    }
    return VetEngines(tournament_, launch_, games_at_once_, settings_.progress);
  }

  // A finished record, for the formats that pair by results: its index
  // and what the pairing functions see of it (once: the pairing log may
  // hold a record of the run's own log too).
  void Remember(const tourney::v1::GameRecord& record) {
    const FormatRounds* rounds = tournament_.rounds();
    if (rounds == nullptr) return;
    absl::MutexLock lock(&mutex_);
    if (!format_done_.Insert(record.game_index())) return;
    if (std::optional<MatchGame> game = rounds->ToMatchGame(record)) match_games_.push_back(*game);
  }

  // Round after round, each paired from the results before it: its byes
  // recorded, its games played on the workers, until the format is over
  // or the run stops (a sharded run: after its share of one round).
  void PlayRounds(const FormatRounds& rounds) {
    while (!stop_) {
      std::optional<FormatRound> round;
      RoundShare share;
      {
        absl::MutexLock lock(&mutex_);
        if (!write_error_.ok() || !halt_.empty()) return;
        round = rounds.Next(match_games_, format_done_);
        if (!round) return;
        share = ShareOfRound(*round, format_done_, settings_.shard);
      }
      if (share.empty()) {
        if (OneRoundOnly()) return;  // the other shards' games are left
        absl::MutexLock lock(&mutex_);
        halt_ = absl::StrCat("internal error: round ", round->round,
                             " of the format has no game left to play yet is not over");
        return;
      }
      std::vector<ScheduledGame>& to_play = share.games;
      progress_->Note(absl::StrCat(
          "round ", round->round, ": ", to_play.size(), " game", to_play.size() == 1 ? "" : "s",
          " to play", share.byes.empty() ? "" : absl::StrCat(", ", share.byes.size(), " bye")));
      for (const ScheduledGame& bye : share.byes) {
        if (!Record(ByeRecord(tournament_, bye))) return;
      }
      if (!to_play.empty()) {
        games_at_once_ = static_cast<int>(
            std::min<int64_t>(config_.concurrency(), static_cast<int64_t>(to_play.size())));
        pending_ = std::make_unique<PendingGames>(std::move(to_play));
        PlayOnWorkers();
      }
      if (OneRoundOnly()) return;
    }
  }

  void PlayOnWorkers() {
    {
      absl::MutexLock lock(&mutex_);
      workers_left_ = games_at_once_;
    }
    std::vector<std::thread> workers;
    for (int slot = 0; slot < games_at_once_; ++slot) {
      workers.emplace_back([this, slot] {
        Work(slot);
        absl::MutexLock lock(&mutex_);
        --workers_left_;
      });
    }
    AwaitWorkers();
    for (std::thread& thread : workers) thread.join();
  }

  // One worker slot: its own engine processes (a crash costs one game
  // only), playing pending games until none is left or the run stops.
  void Work(int slot) {
    PinToSlot(slot);
    std::vector<std::unique_ptr<EngineConnection>> connections;
    for (const tourney::v1::EngineSpec& spec : config_.engines()) {
      connections.push_back(std::make_unique<EngineConnection>(spec, launch_));
    }
    while (!stop_) {
      {
        absl::MutexLock lock(&mutex_);
        if (!write_error_.ok()) return;
      }
      const std::optional<ScheduledGame> next = pending_->Next();
      if (!next) return;
      StopEnginesNotIn(next->seats, connections);
      std::vector<EngineConnection*> seats;
      for (int engine : next->seats) seats.push_back(connections[engine].get());
      if (!ReadySeats(seats)) return;
      if (!Record(Play(*next, seats))) return;
    }
  }

  // With many engines a worker keeps only the next game's engines running
  // (one stays up between consecutive games of it): at most concurrency x
  // seats engine processes in all. A few engines all stay up.
  void StopEnginesNotIn(const std::vector<int>& seats,
                        const std::vector<std::unique_ptr<EngineConnection>>& connections) {
    if (static_cast<int>(connections.size()) <= kKeepAllEnginesUpTo) return;
    for (size_t engine = 0; engine < connections.size(); ++engine) {
      if (connections[engine]->running() == nullptr) continue;
      if (std::find(seats.begin(), seats.end(), static_cast<int>(engine)) == seats.end()) {
        connections[engine]->Reset();
      }
    }
  }

  void PinToSlot(int slot) {
    if (!config_.pin_workers()) return;
    absl::Status pinned = PinThisThreadToSlot(slot);
    if (!pinned.ok() && settings_.progress) {
      std::fprintf(settings_.progress, "warning: worker %d not pinned: %s\n", slot,
                   std::string(pinned.message()).c_str());
    }
  }

  // Every seat's engine made ready; false stops this worker (the run is
  // stopping, or an engine cannot play: then the run halts, and the game is
  // neither played nor logged).
  bool ReadySeats(const std::vector<EngineConnection*>& seats) {
    const ReachNote note = [this](const std::string& text) { progress_->Note(text); };
    for (EngineConnection* seat : seats) {
      absl::Status ready = ReachEngine(*seat, reach_, stop_, note);
      if (ready.ok()) continue;
      if (absl::IsCancelled(ready)) return false;
      absl::MutexLock lock(&mutex_);
      if (halt_.empty()) {
        halt_ = std::string(ready.message());
        progress_->Note(
            "stopping: no new games (an engine cannot be made ready); the games under way finish");
      }
      stop_ = true;
      return false;
    }
    return true;
  }

  // PlayGame, with where the time went added to the timings if asked.
  tourney::v1::GameRecord Play(const ScheduledGame& scheduled,
                               const std::vector<EngineConnection*>& seats) {
    TournamentTimings* timings = settings_.timings;
    if (timings == nullptr) return PlayGame(tournament_, scheduled, seats, nullptr, &abandon_);
    int64_t decide_ns = 0;
    const Clock::time_point start = Clock::now();
    tourney::v1::GameRecord record = PlayGame(
        tournament_, scheduled, seats,
        [&decide_ns](const games::Game&, const bot::v1::DecideRequest&, const DecideOutcome&,
                     Clock::duration took) { decide_ns += Nanos(took); },
        &abandon_);
    timings->games += 1;
    timings->game_ns += Nanos(Clock::now() - start);
    timings->decide_ns += decide_ns;
    return record;
  }

  // Appends a finished game to the log; false stops this worker (the game
  // was abandoned, or the log could not be written).
  bool Record(const tourney::v1::GameRecord& record) {
    if (record.termination() == kAbandoned) {
      absl::MutexLock lock(&mutex_);
      ++abandoned_;
      return false;
    }
    const Clock::time_point before_append = Clock::now();
    absl::Status appended = log_->Append(record);
    if (settings_.timings) settings_.timings->log_ns += Nanos(Clock::now() - before_append);
    absl::MutexLock lock(&mutex_);
    if (!appended.ok()) {
      write_error_ = appended;
      stop_ = true;
      return false;
    }
    // A bye is a record, not a game: the progress counts games.
    if (!IsBye(record)) progress_->GameFinished(ResultSummary(record));
    if (tournament_.rounds() != nullptr) {
      format_done_.Insert(record.game_index());
      if (std::optional<MatchGame> game = tournament_.rounds()->ToMatchGame(record)) {
        match_games_.push_back(*game);
      }
    }
    if (settings_.on_record && settings_.on_record(record)) stop_ = true;
    ++played_;
    return true;
  }

  bool NoWorkerLeft() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mutex_) { return workers_left_ == 0; }

  // Waits until no worker is left. Once stop_requested says so no new game
  // starts; after the grace the games under way are abandoned: PlayGame sees
  // abandon_, and every engine group is killed at each poll, so that no
  // answer (nor an engine a game started since) is waited for.
  void AwaitWorkers() {
    std::optional<Clock::time_point> abandon_at;
    absl::MutexLock lock(&mutex_);
    while (!mutex_.AwaitWithTimeout(absl::Condition(this, &TournamentRunner::NoWorkerLeft),
                                    absl::Milliseconds(100))) {
      if (!settings_.stop_requested || !settings_.stop_requested()) continue;
      if (!abandon_at) {
        stop_ = true;
        abandon_at = Clock::now() + std::chrono::milliseconds(settings_.stop_grace_ms);
        progress_->Note(absl::StrFormat(
            "stopping: no new games; the games under way have %g s to finish, then are abandoned",
            settings_.stop_grace_ms / 1000.0));
      } else if (Clock::now() >= *abandon_at) {
        abandon_ = true;
        KillProcessGroups();
      }
    }
  }

  absl::StatusOr<TournamentOutcome> Finish() {
    absl::MutexLock lock(&mutex_);  // the workers are gone; this reads what they left
    if (abandoned_ > 0) {
      progress_->Note(absl::StrCat(abandoned_, " game", abandoned_ == 1 ? "" : "s",
                                   " under way abandoned: not recorded, --resume plays them"));
    }
    progress_->Finish();
    // A log that cannot be written (a full disk) stops the run as an engine
    // that cannot be made ready does: what it holds is whole, --resume goes on.
    if (!write_error_.ok()) {
      if (settings_.halted == nullptr) return write_error_;
      *settings_.halted = {Halt::Cause::kLogUnwritable, std::string(write_error_.message())};
    } else if (!halt_.empty()) {
      if (settings_.halted == nullptr) return absl::UnavailableError(halt_);
      *settings_.halted = {Halt::Cause::kEngineUnready, halt_};
    }
    return TournamentOutcome{resumed_.finished.size() + played_, played_};
  }

  const ResolvedTournament& tournament_;
  const tourney::v1::TournamentConfig& config_;
  const RunSettings& settings_;
  std::shared_ptr<const ResultsLock> lock_;
  int64_t shard_games_ = 0;
  FinishedGames resumed_;
  int64_t already_done_ = 0;  // of shard_games_, for the progress line
  int64_t to_play_ = 0;
  int games_at_once_ = 0;
  LaunchSettings launch_;
  ReachPolicy reach_;
  std::unique_ptr<PendingGames> pending_;
  std::unique_ptr<ResultsLog> log_;
  std::optional<Progress> progress_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> abandon_{false};
  absl::Mutex mutex_;
  // Why the tournament stopped itself: an engine that cannot be made ready.
  std::string halt_ ABSL_GUARDED_BY(mutex_);
  absl::Status write_error_ ABSL_GUARDED_BY(mutex_);
  int64_t played_ ABSL_GUARDED_BY(mutex_) = 0;
  int abandoned_ ABSL_GUARDED_BY(mutex_) = 0;
  int workers_left_ ABSL_GUARDED_BY(mutex_) = 0;
  // Formats that pair by results: the games finished (resumed and played).
  GameIndexSet format_done_ ABSL_GUARDED_BY(mutex_);
  std::vector<MatchGame> match_games_ ABSL_GUARDED_BY(mutex_);
};

}  // namespace

absl::StatusOr<TournamentOutcome> PlayTournament(const ResolvedTournament& tournament,
                                                 const RunSettings& settings) {
  if (tournament.config().results().empty()) {
    return absl::InvalidArgumentError("no results file given");
  }
  return TournamentRunner(tournament, settings).Run();
}

absl::StatusOr<std::vector<tourney::v1::GameRecord>> RunTournament(const TournamentRun& run) {
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> tournament =
      ResolvedTournament::Resolve(run.config);
  if (!tournament.ok()) return tournament.status();
  absl::StatusOr<TournamentOutcome> outcome = PlayTournament(**tournament, run);
  if (!outcome.ok()) return outcome.status();
  absl::StatusOr<LoadedResults> loaded = ReadResults((*tournament)->config().results());
  if (!loaded.ok()) return loaded.status();
  std::sort(loaded->records.begin(), loaded->records.end(),
            [](const tourney::v1::GameRecord& a, const tourney::v1::GameRecord& b) {
              return a.game_index() < b.game_index();
            });
  return std::move(loaded->records);
}

}  // namespace harness
