#include "harness/league/league_server.h"

#include <google/protobuf/util/json_util.h>

#include <atomic>
#include <chrono>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/synchronization/mutex.h"
#include "games/common/seeded_random.h"
#include "harness/engine/process_groups.h"
#include "harness/engine/sandbox.h"
#include "harness/league/admission.h"
#include "harness/league/bot_archive.h"
#include "harness/league/bot_tree.h"
#include "harness/league/league_games.h"
#include "harness/league/league_http.h"
#include "harness/league/league_live.h"
#include "harness/league/league_settings.h"
#include "harness/league/league_tokens.h"
#include "harness/league/matchmaking.h"
#include "harness/league/sqlite_league_store.h"
#include "harness/play/match_runner.h"
#include "harness/results/results_lock.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

// How long a lease holds a game: far past any game the time control lets
// run. One server plays its own leases again at start, whatever their
// expiry; the expiry is for workers on other machines.
constexpr int64_t kLeaseMs = int64_t{6} * 3600 * 1000;

MatchmakingSettings MatchmakingFor(const LeagueSettings& settings) {
  MatchmakingSettings matchmaking;
  matchmaking.placement_pairs = settings.placement_opponents;
  return matchmaking;
}

// One worker's engines, by version, started on first use; with more than
// a few, only the current game's stay up.
class WorkerEngines {
 public:
  WorkerEngines(const LaunchSettings& launch) : launch_(launch) {}

  EngineConnection& Get(const tourney::v1::EngineSpec& spec, int64_t version) {
    std::unique_ptr<EngineConnection>& connection = connections_[version];
    if (connection == nullptr) connection = std::make_unique<EngineConnection>(spec, launch_);
    return *connection;
  }
  // Stops every engine but those of `keep` when there are many.
  void Trim(int64_t a, int64_t b) {
    if (connections_.size() <= kKeepUpTo) return;
    for (auto& [version, connection] : connections_) {
      if (version != a && version != b && connection->running() != nullptr) connection->Reset();
    }
  }

 private:
  static constexpr size_t kKeepUpTo = 6;
  const LaunchSettings launch_;
  std::map<int64_t, std::unique_ptr<EngineConnection>> connections_;
};

class LeagueServer {
 public:
  LeagueServer(const ServeOptions& options, LeagueSettings settings)
      : options_(options),
        settings_(std::move(settings)),
        matchmaking_(MatchmakingFor(settings_)),
        live_(matchmaking_.window_games, /*keep_history=*/true) {
    launch_ = options.launch;
    launch_.game = settings_.games.game();
    launch_.variant = settings_.games.variant();
  }

  absl::Status Run() {
    absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(options_.db, false);
    if (!store.ok()) return store.status();
    main_store_ = *std::move(store);
    if (absl::Status fresh = live_.Refresh(*main_store_); !fresh.ok()) return fresh;
    if (absl::Status held = RequeueHeldLeases(); !held.ok()) return held;

    absl::StatusOr<std::unique_ptr<LeagueSite>> site =
        LeagueSite::Listen(Sources(), options_.host, options_.port);
    if (!site.ok()) return site.status();
    const std::string url = absl::StrCat("http://", options_.host, ":", (*site)->port(), "/");
    if (options_.on_listening) options_.on_listening(url);
    Note(absl::StrCat("serving ", options_.db, " at ", url, " (", settings_.workers,
                      settings_.workers == 1 ? " worker" : " workers", "; bots ",
                      Sandboxed(settings_) ? "sandboxed" : "NOT sandboxed (sandbox: none)",
                      "); Ctrl-C stops"));

    std::thread refit([this] { RefitLoop(); });
    std::vector<std::thread> workers;
    for (int slot = 0; slot < settings_.workers; ++slot) workers.emplace_back([this] { Work(); });
    MatchLoop();
    for (std::thread& worker : workers) worker.join();
    {
      absl::MutexLock lock(&mutex_);
      refit_done_ = true;
    }
    refit.join();
    (*site)->Stop();
    absl::MutexLock lock(&mutex_);
    return error_;
  }

 private:
  // A lease to play, with its versions' engines.
  struct Job {
    LeagueLease lease;
    tourney::v1::EngineSpec first, second;
  };

  void Note(const std::string& line) {
    if (options_.progress == nullptr) return;
    absl::MutexLock lock(&print_mutex_);
    std::fprintf(options_.progress, "%s\n", line.c_str());
    std::fflush(options_.progress);
  }

  // Stops the league: no new game; `why` is what Run returns.
  void Halt(absl::Status why) {
    absl::MutexLock lock(&mutex_);
    if (error_.ok()) error_ = std::move(why);
    stopping_ = true;
  }

  // The engine of version `id` as the league runs it; nullopt when it is
  // not matched any more.
  std::optional<tourney::v1::EngineSpec> ActiveEngine(const LiveSnapshot& snapshot, int64_t id) {
    for (const VersionStanding& standing : snapshot.board.versions) {
      if (standing.version.id == id && standing.version.active) {
        return VersionEngine(standing.version,
                             BlobDir(LeagueBlobsDir(options_.db), standing.version.sha256),
                             settings_);
      }
    }
    return std::nullopt;
  }

  // The leases a killed server held: played again first, under their own
  // ids, unless a version left meanwhile.
  absl::Status RequeueHeldLeases() {
    absl::StatusOr<std::vector<LeagueLease>> held = main_store_->Leases();
    if (!held.ok()) return held.status();
    const std::shared_ptr<const LiveSnapshot> snapshot = live_.Snapshot();
    size_t requeued = 0;
    for (const LeagueLease& lease : *held) {
      std::optional<tourney::v1::EngineSpec> first = ActiveEngine(*snapshot, lease.first);
      std::optional<tourney::v1::EngineSpec> second = ActiveEngine(*snapshot, lease.second);
      if (!first || !second) {
        if (absl::Status released = main_store_->ReleaseLease(lease.id); !released.ok()) {
          return released;
        }
        continue;
      }
      absl::MutexLock lock(&mutex_);
      queue_.push_back({lease, *first, *second});
      ++in_flight_[std::minmax(lease.first, lease.second)];
      ++requeued;
    }
    if (!held->empty()) {
      Note(absl::StrCat(requeued, " of ", held->size(),
                        " games held when the league last stopped are played again"));
    }
    return absl::OkStatus();
  }

  bool StopNow() {
    if (options_.stop_requested && options_.stop_requested()) {
      absl::MutexLock lock(&mutex_);
      if (!stopping_) {
        stopping_ = true;
        abandon_at_ = Clock::now() + std::chrono::milliseconds(options_.stop_grace_ms);
      }
    }
    absl::MutexLock lock(&mutex_);
    return stopping_;
  }

  // Leases the next pair whenever fewer games wait than workers can take.
  void MatchLoop() {
    uint64_t pick = 0;
    while (!StopNow()) {
      bool want;
      {
        absl::MutexLock lock(&mutex_);
        want = static_cast<int>(queue_.size()) < settings_.workers;
      }
      if (want && !LeaseNextPair(games::MixSeeds(options_.seed, pick++))) want = false;
      if (!want) {
        absl::MutexLock lock(&mutex_);
        mutex_.AwaitWithTimeout(
            absl::Condition(
                +[](LeagueServer* self) ABSL_EXCLUSIVE_LOCKS_REQUIRED(self->mutex_) {
                  return self->stopping_ ||
                         static_cast<int>(self->queue_.size()) < self->settings_.workers;
                },
                this),
            absl::Milliseconds(200));
      }
    }
    // Stopping: wait for the workers' games, abandoning them after the grace.
    absl::MutexLock lock(&mutex_);
    while (busy_ > 0) {
      mutex_.AwaitWithTimeout(absl::Condition(
                                  +[](LeagueServer* self) ABSL_EXCLUSIVE_LOCKS_REQUIRED(
                                       self->mutex_) { return self->busy_ == 0; },
                                  this),
                              absl::Milliseconds(100));
      if (abandon_at_ && Clock::now() >= *abandon_at_ && !abandon_) {
        abandon_ = true;
        KillProcessGroups();
      }
    }
  }

  // Leases the matchmaking's next pair (two games, seats swapped, one
  // seed); false when it has none (fewer than two versions, all in flight).
  bool LeaseNextPair(uint64_t seed) {
    const std::shared_ptr<const LiveSnapshot> snapshot = live_.Snapshot();
    // Which versions may play, from the store itself: the snapshot is as old
    // as the last refit, and a version suspended, paused, replaced or
    // retired since must not get another game.
    absl::StatusOr<std::vector<LeagueVersion>> current = main_store_->Versions();
    if (!current.ok()) {
      Halt(current.status());
      return false;
    }
    std::set<int64_t> active;
    for (const LeagueVersion& version : *current) {
      if (version.active) active.insert(version.id);
    }
    MatchmakingInput input;
    for (const VersionStanding& standing : snapshot->board.versions) {
      if (!standing.version.active || active.count(standing.version.id) == 0) continue;
      VersionState state;
      state.id = standing.version.id;
      if (standing.kind == RatingKind::kRated) state.elo = standing.elo;
      state.margin95 = standing.margin95;
      state.games = standing.games;
      state.fitted_games = standing.games;
      input.versions.push_back(state);
    }
    for (const auto& [pair, games] : snapshot->window) {
      input.recent.push_back({pair.first, pair.second, games});
    }
    {
      absl::MutexLock lock(&mutex_);
      for (const auto& [pair, count] : in_flight_) {
        if (count > 0) input.in_flight.push_back(pair);
      }
    }
    const std::optional<Match> match = NextMatch(input, matchmaking_, seed);
    if (!match) return false;
    std::optional<tourney::v1::EngineSpec> first = ActiveEngine(*snapshot, match->first);
    std::optional<tourney::v1::EngineSpec> second = ActiveEngine(*snapshot, match->second);
    if (!first || !second) return false;
    // The pair's own seed, never 0 (a seed of 0 means "none" elsewhere).
    const uint64_t pair_seed = games::MixSeeds(seed, 1) | 1;
    std::vector<Job> jobs;
    for (const bool swapped : {false, true}) {
      absl::StatusOr<LeagueLease> lease = main_store_->Lease(swapped ? match->second : match->first,
                                                             swapped ? match->first : match->second,
                                                             pair_seed, LeagueNowMs() + kLeaseMs);
      if (!lease.ok()) {
        Halt(lease.status());
        return false;
      }
      jobs.push_back({*lease, swapped ? *second : *first, swapped ? *first : *second});
    }
    absl::MutexLock lock(&mutex_);
    in_flight_[std::minmax(match->first, match->second)] += 2;
    for (Job& job : jobs) queue_.push_back(std::move(job));
    return true;
  }

  // A worker: its own store connection and engines, playing leased games
  // until the league stops.
  void Work() {
    absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(options_.db, false);
    if (!store.ok()) {
      Halt(store.status());
      return;
    }
    WorkerEngines engines(launch_);
    while (true) {
      Job job;
      {
        absl::MutexLock lock(&mutex_);
        mutex_.Await(absl::Condition(
            +[](LeagueServer* self) ABSL_EXCLUSIVE_LOCKS_REQUIRED(self->mutex_) {
              return self->stopping_ || !self->queue_.empty();
            },
            this));
        if (stopping_) return;
        job = std::move(queue_.front());
        queue_.pop_front();
        ++busy_;
      }
      Play(job, **store, engines);
      absl::MutexLock lock(&mutex_);
      --busy_;
      --in_flight_[std::minmax(job.lease.first, job.lease.second)];
    }
  }

  void Play(const Job& job, LeagueStore& store, WorkerEngines& engines) {
    engines.Trim(job.lease.first, job.lease.second);
    EngineConnection& first = engines.Get(job.first, job.lease.first);
    EngineConnection& second = engines.Get(job.second, job.lease.second);
    absl::StatusOr<tourney::v1::GameRecord> record =
        PlayLeagueGame(settings_, job.lease, job.first, job.second, first, second, &abandon_);
    if (!record.ok()) {
      Halt(record.status());
      return;
    }
    if (record->termination() == kAbandoned) return;  // its lease is played again
    // A seat the harness could not launch (the sandbox, exec) is the
    // machine's failure: recorded, it would count against whichever bot sat
    // there, and every bot in turn. The league stops; the lease stays held.
    if (record->has_fault_seat() && record->fault_seat() >= 0 && record->fault_seat() < 2 &&
        (record->fault_seat() == 0 ? first : second).launch_failed()) {
      Halt(absl::UnavailableError(absl::StrCat(
          "cannot launch the bots here: ", record->termination_detail(), "; game ", job.lease.id,
          " is not recorded (the next serve plays it first: fix the machine, or "
          "`tourney league pause` the bot)")));
      return;
    }
    const int64_t fault = FaultVersion(*record, job.lease);
    absl::Status committed = store.CommitGame(job.lease.id, record->scores(0), fault,
                                              RecordToJson(*record), LeagueNowMs());
    if (!committed.ok()) {
      Halt(committed);
      return;
    }
    Note(absl::StrFormat("game %d: %s %g-%g %s (%s)", job.lease.id, job.first.name(),
                         record->scores(0), record->scores(1), job.second.name(),
                         record->termination()));
    if (fault != 0) SuspendIfFaulting(store, fault, *record);
    absl::MutexLock lock(&mutex_);
    ++committed_;
    if (options_.stop_after_games > 0 && committed_ >= options_.stop_after_games) stopping_ = true;
  }

  // K faults in a row suspend a version, with the last one as the reason.
  void SuspendIfFaulting(LeagueStore& store, int64_t version,
                         const tourney::v1::GameRecord& record) {
    absl::StatusOr<int> streak = store.FaultStreak(version, settings_.suspend_after);
    if (!streak.ok()) {
      Halt(streak.status());
      return;
    }
    if (*streak < settings_.suspend_after) return;
    const std::string why = absl::StrCat(
        "suspended after ", *streak, " faults in a row; the last: ", record.termination(),
        record.termination_detail().empty() ? "" : ": ", record.termination_detail());
    if (absl::Status suspended = store.Suspend(version, why); !suspended.ok()) {
      Halt(suspended);
      return;
    }
    Note(absl::StrCat("version ", version, " ", why));
  }

  // Refits whenever games come in, on its own connection: a fit never holds
  // up a game or a page.
  void RefitLoop() {
    absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(options_.db, false);
    if (!store.ok()) {
      Halt(store.status());
      return;
    }
    while (true) {
      {
        absl::MutexLock lock(&mutex_);
        mutex_.AwaitWithTimeout(absl::Condition(&refit_done_), absl::Milliseconds(200));
        if (refit_done_) return;
      }
      if (absl::Status fresh = live_.Refresh(**store); !fresh.ok()) Halt(fresh);
    }
  }

  SiteSources Sources() {
    SiteSources sources;
    sources.live = &live_;
    sources.settings = &settings_;
    sources.max_submission_bytes = options_.max_submission_bytes;
    sources.game = [this](int64_t id) -> absl::StatusOr<tourney::v1::GameRecord> {
      absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(options_.db, false);
      if (!store.ok()) return store.status();
      absl::StatusOr<LeagueGame> game = (*store)->GameOfLease(id);
      if (!game.ok()) return game.status();
      tourney::v1::GameRecord record;
      if (!google::protobuf::util::JsonStringToMessage(game->record, &record).ok()) {
        return absl::DataLossError(absl::StrCat("game ", id, "'s record is unreadable"));
      }
      return record;
    };
    sources.submit = [this](const SiteSubmission& submission,
                            std::vector<std::string>* report) -> absl::StatusOr<LeagueVersion> {
      return Submit(submission, report);
    };
    return sources;
  }

  // An HTTP submission: the token names the bot, the archive is unpacked
  // (bot_archive.h: hostile archives refused), then admitted as `update`.
  absl::StatusOr<LeagueVersion> Submit(const SiteSubmission& submission,
                                       std::vector<std::string>* report) {
    absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(options_.db, false);
    if (!store.ok()) return store.status();
    absl::StatusOr<std::optional<std::string>> bot =
        (*store)->TokenBot(TokenHash(submission.token));
    if (!bot.ok()) return bot.status();
    if (!bot->has_value() || **bot != submission.bot) {
      return absl::PermissionDeniedError(
          absl::StrCat("this token does not let its holder submit versions of ", submission.bot));
    }
    const std::string incoming = absl::StrCat(options_.db, ".bots/incoming");
    std::error_code made;
    std::filesystem::create_directories(incoming, made);
    if (made) {
      return absl::UnavailableError(
          absl::StrCat("cannot make ", incoming, " for submissions: ", made.message()));
    }
    const std::string unpacked = absl::StrCat(incoming, "/", LeagueNowMs(), "-", submission.bot);
    struct Cleanup {
      std::string dir;
      ~Cleanup() {
        std::error_code ignored;
        std::filesystem::remove_all(dir, ignored);
      }
    } cleanup{unpacked};
    ArchiveLimits limits;
    limits.max_archive_bytes = options_.max_submission_bytes;
    if (absl::Status unpacked_ok = UnpackBotArchive(submission.archive, unpacked, limits);
        !unpacked_ok.ok()) {
      return unpacked_ok;
    }
    Submission admitted{submission.bot, unpacked, submission.command, submission.protocol,
                        /*new_bot=*/false};
    // As `tourney league update`: what the request leaves out is the
    // current version's (a bot's first version was given both).
    if (admitted.command.empty() || admitted.protocol.empty()) {
      absl::StatusOr<std::vector<LeagueVersion>> versions = (*store)->Versions();
      if (!versions.ok()) return versions.status();
      for (const LeagueVersion& version : *versions) {
        if (version.bot != submission.bot) continue;
        if (submission.command.empty()) admitted.command = version.command;
        if (submission.protocol.empty()) admitted.protocol = version.protocol;
      }
      if (admitted.protocol.empty()) admitted.protocol = kDefaultBotProtocol;
    }
    absl::MutexLock lock(&admit_mutex_);  // one check at a time
    return AdmitVersion(
        admitted, options_.db, **store, settings_, launch_,
        [report](const std::string& line) { report->push_back(line); }, LeagueNowMs());
  }

  const ServeOptions& options_;
  const LeagueSettings settings_;
  const MatchmakingSettings matchmaking_;
  LaunchSettings launch_;
  LeagueLive live_;
  std::unique_ptr<LeagueStore> main_store_;  // the match loop's
  std::atomic<bool> abandon_{false};

  absl::Mutex print_mutex_;
  absl::Mutex admit_mutex_;
  absl::Mutex mutex_;
  std::deque<Job> queue_ ABSL_GUARDED_BY(mutex_);
  std::map<std::pair<int64_t, int64_t>, int> in_flight_ ABSL_GUARDED_BY(mutex_);
  int busy_ ABSL_GUARDED_BY(mutex_) = 0;
  int64_t committed_ ABSL_GUARDED_BY(mutex_) = 0;
  bool stopping_ ABSL_GUARDED_BY(mutex_) = false;
  bool refit_done_ ABSL_GUARDED_BY(mutex_) = false;
  std::optional<Clock::time_point> abandon_at_ ABSL_GUARDED_BY(mutex_);
  absl::Status error_ ABSL_GUARDED_BY(mutex_);
};

}  // namespace

absl::Status ServeLeague(const ServeOptions& options) {
  absl::StatusOr<std::unique_ptr<ResultsLock>> lock = ResultsLock::Acquire(options.db, "--db");
  if (!lock.ok()) return lock.status();
  absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(options.db, false);
  if (!store.ok()) return store.status();
  absl::StatusOr<LeagueSettings> settings = LoadLeagueSettings(**store);
  if (!settings.ok()) return settings.status();
  if (settings->bots.sandbox() == tourney::v1::EngineSpec::BWRAP) {
    if (absl::Status sandbox = SandboxAvailable(); !sandbox.ok()) {
      return absl::FailedPreconditionError(
          absl::StrCat("cannot serve: the league's bots run sandboxed, and ", sandbox.message()));
    }
  }
  store->reset();
  LeagueServer server(options, *std::move(settings));
  return server.Run();
}

}  // namespace harness
