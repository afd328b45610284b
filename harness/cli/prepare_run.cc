// From what a run's flags set to the resolved tournament `run` and `sprt`
// play, with its run settings: the results log locked, the config copy that
// --resume reads saved beside it.
#include <cstdio>
#include <filesystem>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "google/protobuf/text_format.h"
#include "harness/cli/atomic_file.h"
#include "harness/cli/commands.h"
#include "harness/cli/seed_flag.h"
#include "harness/config/regular_file.h"
#include "harness/config/tournament_config.h"
#include "harness/engine/engine_connection.h"
#include "harness/formats/format_registry.h"
#include "harness/results/fresh_results_dir.h"
#include "harness/results/results_lock.h"

namespace harness {
namespace {

// The seed: the saved one when resuming, else one picked at random when
// none was given.
absl::Status ChooseSeed(bool resume, tourney::v1::TournamentConfig* config) {
  if (resume && config->results().empty()) {
    return absl::InvalidArgumentError("--resume needs --results (the log to continue)");
  }
  if (config->seed() == 0 && resume) {
    // The first run picked the seed; it is in the saved config.
    absl::StatusOr<tourney::v1::TournamentConfig> saved =
        LoadTournamentConfig(ConfigCopyPath(config->results()));
    if (saved.ok()) config->set_seed(saved->seed());
  }
  if (config->seed() == 0) config->set_seed(RandomSeed());
  return absl::OkStatus();
}

// The config resolved (defaults, the one check, the openings' digest), in a
// fresh results directory when none was named.
absl::StatusOr<std::unique_ptr<const ResolvedTournament>> Resolve(
    tourney::v1::TournamentConfig config) {
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> resolved =
      ResolvedTournament::Resolve(std::move(config));
  if (!resolved.ok() || !(*resolved)->config().results().empty()) return resolved;
  absl::StatusOr<std::string> dir = MakeFreshResultsDir("results", absl::Now());
  if (!dir.ok()) return dir.status();
  return (*resolved)->WithResults(*dir + "/results.jsonl");
}

// Keeps the exact config beside a new results log, for --resume and for
// the record; a resumed log keeps the copy its first run saved, unless its
// field changed (`changed`: withdrawals, late entries), which a later
// resume must keep.
absl::Status SaveConfigCopy(const tourney::v1::TournamentConfig& config, bool changed) {
  if (std::filesystem::exists(config.results()) && !changed) return absl::OkStatus();
  std::string text;
  google::protobuf::TextFormat::PrintToString(config, &text);
  return WriteAtomically(ConfigCopyPath(config.results()), text);
}

// A results path that names anything but a regular file is refused (the
// log is a file: a FIFO would block, /dev/zero never ends).
absl::Status CheckResultsPath(const std::string& results) {
  const std::string why = results.empty() ? "" : NotRegularFile(results);
  if (why.empty() || why == "no such file") return absl::OkStatus();
  if (why == "is a directory") {
    return absl::InvalidArgumentError(
        absl::StrCat("--results ", results, " is a directory: expected the log's file, e.g. ",
                     (std::filesystem::path(results) / "results.jsonl").string()));
  }
  return absl::InvalidArgumentError(
      absl::StrCat("--results ", results, " ", why, ": expected a regular file for the log"));
}

}  // namespace

int DryRun(RunFlagValues values) {
  absl::Status checked = CheckResultsPath(values.config.results());
  if (checked.ok()) checked = ChooseSeed(values.resume, &values.config);
  if (checked.ok()) {
    checked = ApplyFieldChanges(values.field_changes, values.resume, &values.config);
  }
  if (!checked.ok()) return Fail(checked);
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> resolved =
      ResolvedTournament::Resolve(std::move(values.config));
  if (!resolved.ok()) return Fail(resolved.status());
  const ResolvedTournament& tournament = **resolved;
  const tourney::v1::TournamentConfig& config = tournament.config();
  // A format that pairs by results plans one round at a time.
  const std::string games = tournament.rounds() != nullptr
                                ? "paired round by round"
                                : absl::StrCat(tournament.schedule().size(), " games scheduled");
  std::printf(
      "dry run: %s %s, %d engines, %s, seed %llu; results: %s\n", config.game().c_str(),
      FormatOf(config).name(), tournament.engine_count(), games.c_str(),
      static_cast<unsigned long long>(config.seed()),
      config.results().empty() ? "results/<date-time>/results.jsonl" : config.results().c_str());
  return 0;
}

absl::StatusOr<PreparedRun> PrepareRun(RunFlagValues values) {
  const bool seed_given = values.config.seed() != 0;
  absl::Status seeded = CheckResultsPath(values.config.results());
  if (seeded.ok()) seeded = ChooseSeed(values.resume, &values.config);
  if (seeded.ok()) {
    seeded = ApplyFieldChanges(values.field_changes, values.resume, &values.config);
  }
  if (!seeded.ok()) return seeded;
  PreparedRun run;
  absl::StatusOr<std::unique_ptr<const ResolvedTournament>> resolved =
      Resolve(std::move(values.config));
  if (!resolved.ok()) return resolved.status();
  run.tournament = *std::move(resolved);
  const std::string warning =
      GivenSeedWarning(run.tournament->game().type(), run.tournament->config().seed());
  if (seed_given && !warning.empty()) std::fprintf(stderr, "%s\n", warning.c_str());
  RunSettings& settings = run.settings;
  settings.resume = values.resume;
  settings.shard = values.shard;
  settings.pairing_log = values.pairing_log;
  settings.launch.builtin_dir = values.builtin_dir.value_or(DefaultBuiltinDir());
  settings.launch.log_path = values.engine_log.value_or(run.results() + ".engines.log");
  settings.launch.log_max_bytes = values.engine_log_max_mb << 20;
  settings.progress = values.quiet ? nullptr : stderr;
  settings.stop_grace_ms = values.stop_grace_ms.value_or(settings.stop_grace_ms);

  // One writer per results log, from here until the report is written (the
  // lock makes its directory).
  absl::StatusOr<std::unique_ptr<ResultsLock>> lock = ResultsLock::Acquire(run.results());
  if (!lock.ok()) return lock.status();
  settings.results_lock = *std::move(lock);
  // A changed field (withdrawals, late entries) is saved only once its
  // engines are ready: an entry that fails its check leaves the copy as it
  // was, and the log resumable without it.
  if (values.field_changes.empty()) {
    absl::Status saved = SaveConfigCopy(run.tournament->config(), /*changed=*/false);
    if (!saved.ok()) return saved;
  } else {
    const tourney::v1::TournamentConfig* config = &run.tournament->config();
    settings.on_ready = [config] { return SaveConfigCopy(*config, /*changed=*/true); };
  }
  return run;
}

}  // namespace harness
