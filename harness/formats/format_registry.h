// Every tournament format, one row each (format_kind.h): the only list of
// them. A new format is one file (its FormatKind), one row below and one
// value of TournamentConfig.Format.
#ifndef HARNESS_FORMATS_FORMAT_REGISTRY_H_
#define HARNESS_FORMATS_FORMAT_REGISTRY_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/formats/format_kind.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// In the order --help lists them.
const std::vector<const FormatKind*>& RegisteredFormats();

// The config's format (an enum value no row holds is refused by
// CheckFormat before anything asks; here it is the round robin).
const FormatKind& FormatOf(const tourney::v1::TournamentConfig& config);

// By --format's value ("swiss"); the error lists the names.
absl::StatusOr<const FormatKind*> FindFormat(const std::string& name);

// "round_robin, gauntlet, swiss, knockout or rank".
std::string FormatNames();

// Fills the unset settings of the config's format.
void ApplyFormatDefaults(tourney::v1::TournamentConfig* config);

// The format against the config: a registered one, no setting of another
// format ("rounds is a setting of the Swiss format, and this tournament is
// knockout"), then the format's own checks.
absl::Status CheckFormat(const tourney::v1::TournamentConfig& config);

}  // namespace harness

#endif  // HARNESS_FORMATS_FORMAT_REGISTRY_H_
