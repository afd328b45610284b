// What the formats that pair by results (Swiss, knockout, rank) share:
// two engines a game, seeds of its own for every match by default (a match
// is chosen by results, so pairings compared on equal openings would tell
// nothing more), and the checks of their own settings.
#ifndef HARNESS_FORMATS_PAIRED_FORMAT_H_
#define HARNESS_FORMATS_PAIRED_FORMAT_H_

#include "harness/formats/format_kind.h"

namespace harness {

class PairedFormat : public FormatKind {
 public:
  bool pairs_by_results() const override { return true; }
  bool SeedsPerPairingByDefault(const tourney::v1::TournamentConfig&) const override {
    return true;
  }
  // Two seats a game, then CheckSettings.
  absl::Status Check(const tourney::v1::TournamentConfig& config) const final;

 protected:
  // The format's own settings (after the defaults).
  virtual absl::Status CheckSettings(const tourney::v1::TournamentConfig& config) const = 0;
};

}  // namespace harness

#endif  // HARNESS_FORMATS_PAIRED_FORMAT_H_
