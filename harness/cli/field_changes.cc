#include "harness/cli/field_changes.h"

#include <algorithm>
#include <filesystem>

#include "absl/strings/str_cat.h"
#include "harness/results/game_scan.h"

namespace harness {
namespace {

// The last round with a record (game or bye) in the log; 0 for none.
absl::StatusOr<int> LastRoundBegun(const std::string& results) {
  int last = 0;
  absl::StatusOr<GameScan> scan = ScanGames({results}, [&](const tourney::v1::GameRecord& r) {
    last = std::max(last, r.round());
    return absl::OkStatus();
  });
  if (!scan.ok()) return scan.status();
  return last;
}

bool IsEngine(const tourney::v1::TournamentConfig& config, const std::string& name) {
  return std::any_of(config.engines().begin(), config.engines().end(),
                     [&](const tourney::v1::EngineSpec& e) { return e.name() == name; });
}

}  // namespace

absl::Status ApplyFieldChanges(const FieldChanges& changes, bool resume,
                               tourney::v1::TournamentConfig* config) {
  if (changes.empty()) return absl::OkStatus();
  if (!resume || !std::filesystem::exists(config->results())) {
    return absl::InvalidArgumentError(
        "--withdraw and --enter change the field of a Swiss under way: they go with --resume and "
        "the --results log of its first run");
  }
  absl::StatusOr<int> last = LastRoundBegun(config->results());
  if (!last.ok()) return last.status();
  tourney::v1::FormatSettings* settings = config->mutable_format_settings();
  if (settings->rounds() > 0 && *last >= settings->rounds()) {
    return absl::FailedPreconditionError(
        absl::StrCat(config->results(), " holds the Swiss's last round (", settings->rounds(),
                     "): nothing is left to withdraw from or enter"));
  }
  for (const std::string& name : changes.withdraw) {
    if (!IsEngine(*config, name)) {
      return absl::InvalidArgumentError(
          absl::StrCat("--withdraw ", name, ": no engine of this tournament is named so"));
    }
    for (const auto& withdrawal : settings->withdrawals()) {
      if (withdrawal.engine() == name) {
        return absl::InvalidArgumentError(absl::StrCat(
            "--withdraw ", name, ": withdrawn already, after round ", withdrawal.after_round()));
      }
    }
    auto* withdrawal = settings->add_withdrawals();
    withdrawal->set_engine(name);
    withdrawal->set_after_round(std::max(1, *last));
  }
  for (const tourney::v1::EngineSpec& engine : changes.enter) {
    if (IsEngine(*config, engine.name())) {
      return absl::InvalidArgumentError(
          absl::StrCat("--enter: an engine is named ", engine.name(), " already"));
    }
    *config->add_engines() = engine;
    auto* entry = settings->add_late_entries();
    entry->set_engine(engine.name());
    entry->set_round(*last + 1);
  }
  return absl::OkStatus();
}

}  // namespace harness
