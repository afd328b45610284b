// The flags of `run` (and, most of them, of `sprt` and `slurm`): one row
// each, from which the parser, `tourney --help` and their applying are made.
#ifndef HARNESS_CLI_RUN_FLAGS_H_
#define HARNESS_CLI_RUN_FLAGS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "harness/cli/cli_flags.h"
#include "harness/cli/field_changes.h"
#include "harness/engine/engine_log.h"
#include "harness/plan/shard.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// What the run flags set: the tournament's config, and how this process
// runs it.
struct RunFlagValues {
  tourney::v1::TournamentConfig config;
  bool resume = false;
  bool quiet = false;
  Shard shard;
  std::string pairing_log;                 // "": none (RunSettings::pairing_log)
  std::optional<std::string> builtin_dir;  // unset: beside this binary
  std::optional<std::string> engine_log;   // unset: beside the results log
  int64_t engine_log_max_mb = kDefaultEngineLogMaxBytes >> 20;
  std::optional<int64_t> stop_grace_ms;  // unset: RunSettings'
  int64_t report_every_s = 30;
  bool dry_run = false;  // check and describe the run, play nothing
  // --opening-plies was given (with --openings: both kept, for
  // ValidateConfig to refuse).
  bool opening_plies_given = false;
  FieldChanges field_changes;  // --withdraw, --enter (a resumed Swiss)
};

// Every run flag, in --help's sections and order: the run flags, then the
// opening-suite and adjudication ones (match_rule_flags.h).
std::vector<FlagSection<RunFlagValues>> RunFlagSections();
FlagNames RunFlagNames();

// --rank-guarantee's spelling of a guarantee: "adjacent", "whole-order".
std::string RankGuaranteeFlagValue(tourney::v1::FormatSettings::RankGuarantee guarantee);

// Applies the `sections`' flags that were given over `settings` (engines
// added to its config), in the sections' order; the first bad value's line.
absl::Status ApplyRunFlags(const CliFlags& flags,
                           const std::vector<FlagSection<RunFlagValues>>& sections,
                           RunFlagValues* settings);

}  // namespace harness

#endif  // HARNESS_CLI_RUN_FLAGS_H_
