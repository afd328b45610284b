// ROUND_ROBIN: every group of seats_per_game engines (every pairing, for
// two seats), in ascending combinations of engine indices.
#include "harness/formats/combinations.h"
#include "harness/formats/fixed_schedule_format.h"

namespace harness {
namespace {

class RoundRobinFormat : public FixedScheduleFormat {
 public:
  tourney::v1::TournamentConfig::Format id() const override {
    return tourney::v1::TournamentConfig::ROUND_ROBIN;
  }
  const char* name() const override { return "round_robin"; }
  const char* title() const override { return "round robin"; }
  const char* help() const override { return "every engine meets every other (the default)"; }
  int64_t Groups(const tourney::v1::TournamentConfig& config, int64_t cap) const override {
    return ChooseUpTo(config.engines_size(), config.seats_per_game(), cap);
  }
  std::vector<int> Group(const tourney::v1::TournamentConfig& config, int64_t rank) const override {
    return UnrankCombination(config.engines_size(), config.seats_per_game(), rank);
  }
};

}  // namespace

const FormatKind& RoundRobin() {
  static const RoundRobinFormat format;
  return format;
}

}  // namespace harness
