// From a run's settings to the TournamentRun `run` and `sprt` play: the
// config completed and validated, the results log locked, the config copy
// that --resume reads saved beside it.
#include <cstdio>
#include <filesystem>
#include <string>

#include "absl/time/clock.h"
#include "google/protobuf/text_format.h"
#include "harness/cli/atomic_file.h"
#include "harness/cli/commands.h"
#include "harness/cli/seed_flag.h"
#include "harness/config/openings.h"
#include "harness/config/tournament_config.h"
#include "harness/engine/engine_connection.h"
#include "harness/results/fresh_results_dir.h"
#include "harness/results/results_lock.h"

namespace harness {
namespace {

// The seed (the saved one when resuming, else the clock's when none was
// given), the defaults, validation, the openings' digest and a fresh
// results directory when none was named.
absl::Status CompleteConfig(bool resume, tourney::v1::TournamentConfig* config) {
  if (resume && config->results().empty()) {
    return absl::InvalidArgumentError("--resume needs --results (the log to continue)");
  }
  if (config->seed() == 0 && resume) {
    // The first run picked the seed; it is in the saved config.
    absl::StatusOr<tourney::v1::TournamentConfig> saved =
        LoadTournamentConfig(ConfigCopyPath(config->results()));
    if (saved.ok()) config->set_seed(saved->seed());
  }
  if (config->seed() == 0) {
    config->set_seed(ClockSeed());
  }
  ApplyDefaults(config);
  absl::Status valid = ValidateConfig(*config);
  if (!valid.ok()) return valid;
  absl::Status pinned = PinOpeningsDigest(config);
  if (!pinned.ok()) return pinned;
  if (config->results().empty()) {
    absl::StatusOr<std::string> dir = MakeFreshResultsDir("results", absl::Now());
    if (!dir.ok()) return dir.status();
    config->set_results(*dir + "/results.jsonl");
  }
  return absl::OkStatus();
}

// Keeps the exact config beside a new results log, for --resume and for
// the record; a resumed log keeps the copy its first run saved.
absl::Status SaveConfigCopy(const tourney::v1::TournamentConfig& config) {
  if (std::filesystem::exists(config.results())) return absl::OkStatus();
  std::string text;
  google::protobuf::TextFormat::PrintToString(config, &text);
  return WriteAtomically(ConfigCopyPath(config.results()), text);
}

}  // namespace

absl::StatusOr<TournamentRun> PrepareRun(RunSettings settings) {
  absl::Status completed = CompleteConfig(settings.resume, &settings.config);
  if (!completed.ok()) return completed;
  TournamentRun run;
  run.config = settings.config;
  run.resume = settings.resume;
  run.shard_index = settings.shard_index;
  run.shard_count = settings.shard_count;
  run.launch.builtin_dir = settings.builtin_dir.value_or(DefaultBuiltinDir());
  run.launch.log_path = settings.engine_log.value_or(run.config.results() + ".engines.log");
  run.launch.log_max_bytes = settings.engine_log_max_mb << 20;
  run.progress = settings.quiet ? nullptr : stderr;
  run.stop_grace_ms = settings.stop_grace_ms.value_or(run.stop_grace_ms);

  // One writer per results log, from here until the report is written (the
  // lock makes its directory).
  absl::StatusOr<std::unique_ptr<ResultsLock>> lock = ResultsLock::Acquire(run.config.results());
  if (!lock.ok()) return lock.status();
  run.results_lock = *std::move(lock);
  absl::Status saved = SaveConfigCopy(run.config);
  if (!saved.ok()) return saved;
  return run;
}

}  // namespace harness
