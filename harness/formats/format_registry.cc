#include "harness/formats/format_registry.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace harness {

// One row per format, each defined in its own file.
const FormatKind& RoundRobin();  // round_robin_format.cc
const FormatKind& Gauntlet();    // gauntlet_format.cc
const FormatKind& Swiss();       // swiss_format.cc
const FormatKind& Knockout();    // knockout_format.cc
const FormatKind& Rank();        // rank_format.cc

const std::vector<const FormatKind*>& RegisteredFormats() {
  static const std::vector<const FormatKind*> formats = {&RoundRobin(), &Gauntlet(), &Swiss(),
                                                         &Knockout(), &Rank()};
  return formats;
}

namespace {

const FormatKind* Registered(tourney::v1::TournamentConfig::Format id) {
  for (const FormatKind* format : RegisteredFormats()) {
    if (format->id() == id) return format;
  }
  return nullptr;
}

}  // namespace

const FormatKind& FormatOf(const tourney::v1::TournamentConfig& config) {
  const FormatKind* format = Registered(config.format());
  return format != nullptr ? *format : *RegisteredFormats().front();
}

std::string FormatNames() {
  std::vector<std::string> names;
  for (const FormatKind* format : RegisteredFormats()) names.push_back(format->name());
  const std::string last = names.back();
  names.pop_back();
  return absl::StrCat(absl::StrJoin(names, ", "), " or ", last);
}

absl::StatusOr<const FormatKind*> FindFormat(const std::string& name) {
  for (const FormatKind* format : RegisteredFormats()) {
    if (name == format->name()) return format;
  }
  return absl::InvalidArgumentError(absl::StrCat("--format=", name, ": expected ", FormatNames()));
}

void ApplyFormatDefaults(tourney::v1::TournamentConfig* config) {
  FormatOf(*config).ApplyDefaults(config);
  if (config->format_settings().ByteSizeLong() == 0) config->clear_format_settings();
}

absl::Status CheckFormat(const tourney::v1::TournamentConfig& config) {
  const FormatKind* own = Registered(config.format());
  if (own == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat("format ", static_cast<int>(config.format()),
                                                   " is not one of ", FormatNames()));
  }
  for (const FormatKind* other : RegisteredFormats()) {
    if (other == own) continue;
    for (const FormatSettingUse& use : other->SettingsUsed(config.format_settings())) {
      bool shared = false;  // a setting both read (seeding) is the config's own
      for (const FormatSettingUse& mine : own->SettingsUsed(config.format_settings())) {
        shared |= std::string(mine.name) == use.name;
      }
      if (use.set && !shared) {
        return absl::InvalidArgumentError(
            absl::StrCat("format_settings.", use.name, " is a setting of the ", other->title(),
                         " format, and this tournament is ", own->title()));
      }
    }
  }
  return own->Check(config);
}

}  // namespace harness
