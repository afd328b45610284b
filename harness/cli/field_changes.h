// A Swiss's field changed on a resumed run: `run --resume --withdraw NAME`
// (the engine plays the rounds begun so far and is not paired again) and
// `run --resume --enter SPEC` (a late entry, paired from the next round on
// with no points for the rounds before). Both go into the config's
// format_settings, which the tournament id leaves out, so the log resumes
// under them; the saved config copy is rewritten with them, so a later
// resume keeps them.
#ifndef HARNESS_CLI_FIELD_CHANGES_H_
#define HARNESS_CLI_FIELD_CHANGES_H_

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct FieldChanges {
  std::vector<std::string> withdraw;           // engine names
  std::vector<tourney::v1::EngineSpec> enter;  // late entries
  bool empty() const { return withdraw.empty() && enter.empty(); }
};

// Applies `changes` to the config of a resumed run whose log is
// config->results(): withdrawals after the last round with a record in the
// log, entries from the round after it. Refused in one line without
// --resume, without a log, for a name that is not an engine (or already
// withdrawn), or for an entry's name already taken.
absl::Status ApplyFieldChanges(const FieldChanges& changes, bool resume,
                               tourney::v1::TournamentConfig* config);

}  // namespace harness

#endif  // HARNESS_CLI_FIELD_CHANGES_H_
