// GAUNTLET: gauntlet_engine (default: the first engine) in every group,
// with every choice of the others.
#include "absl/strings/str_cat.h"
#include "harness/formats/combinations.h"
#include "harness/formats/fixed_schedule_format.h"

namespace harness {
namespace {

// The gauntlet engine's index; 0 when it names none (Check refuses that).
int Hub(const tourney::v1::TournamentConfig& config) {
  for (int i = 0; i < config.engines_size(); ++i) {
    if (config.engines(i).name() == config.gauntlet_engine()) return i;
  }
  return 0;
}

class GauntletFormat : public FixedScheduleFormat {
 public:
  tourney::v1::TournamentConfig::Format id() const override {
    return tourney::v1::TournamentConfig::GAUNTLET;
  }
  const char* name() const override { return "gauntlet"; }
  const char* title() const override { return "gauntlet"; }
  const char* help() const override {
    return "the gauntlet engine (--gauntlet NAME, default the first) meets every other";
  }
  void ApplyDefaults(tourney::v1::TournamentConfig* config) const override {
    if (config->gauntlet_engine().empty() && config->engines_size() > 0) {
      config->set_gauntlet_engine(config->engines(0).name());
    }
  }
  absl::Status Check(const tourney::v1::TournamentConfig& config) const override {
    for (const tourney::v1::EngineSpec& engine : config.engines()) {
      if (engine.name() == config.gauntlet_engine()) return FixedScheduleFormat::Check(config);
    }
    return absl::InvalidArgumentError(
        absl::StrCat("gauntlet engine '", config.gauntlet_engine(), "' is not among the engines"));
  }
  int64_t Groups(const tourney::v1::TournamentConfig& config, int64_t cap) const override {
    return ChooseUpTo(config.engines_size() - 1, config.seats_per_game() - 1, cap);
  }
  // The hub first, then a choice of the others (indices past the hub
  // shifted up).
  std::vector<int> Group(const tourney::v1::TournamentConfig& config, int64_t rank) const override {
    const int hub = Hub(config);
    std::vector<int> group =
        UnrankCombination(config.engines_size() - 1, config.seats_per_game() - 1, rank);
    for (int& index : group) index += index >= hub ? 1 : 0;
    group.insert(group.begin(), hub);
    return group;
  }
};

}  // namespace

const FormatKind& Gauntlet() {
  static const GauntletFormat format;
  return format;
}

}  // namespace harness
