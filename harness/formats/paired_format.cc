#include "harness/formats/paired_format.h"

#include "absl/strings/str_cat.h"

namespace harness {

absl::Status PairedFormat::Check(const tourney::v1::TournamentConfig& config) const {
  if (config.seats_per_game() != 2) {
    return absl::InvalidArgumentError(absl::StrCat("the ", title(),
                                                   " format pairs two engines a game, and this "
                                                   "tournament seats ",
                                                   config.seats_per_game(),
                                                   " (seats_per_game, --seats)"));
  }
  return CheckSettings(config);
}

}  // namespace harness
