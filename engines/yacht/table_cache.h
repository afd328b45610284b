// The optimal solver's between-turn table on disk: computed once per
// ruleset, stored versioned and checksummed, loaded in milliseconds. A
// missing, stale or corrupt file is recomputed with a one-line warning.
#ifndef ENGINES_YACHT_TABLE_CACHE_H_
#define ENGINES_YACHT_TABLE_CACHE_H_

#include <cstdio>
#include <string>

#include "absl/status/status.h"
#include "engines/yacht/solver.h"

namespace yacht {

// $TOURNEY_CACHE_DIR, else $XDG_CACHE_HOME/tourney, else ~/.cache/tourney.
std::string DefaultCacheDir();

// A name that identifies the model's table: ruleset, switches, format.
std::string TableKey(const SolverModel& model);

// Writes solver.table() to `path` (atomically: a temp file then rename).
absl::Status SaveTable(const YachtSolver& solver, const std::string& path);
// Reads a table for solver.model() from `path` into `solver`; an error says
// what was wrong (missing, other model, truncated, checksum).
absl::Status LoadTable(const std::string& path, YachtSolver* solver);

// Loads the table from `cache_dir`, or solves and stores it; problems with
// the file are reported on `warnings` in one line each.
void LoadOrSolve(const std::string& cache_dir, YachtSolver* solver, FILE* warnings);

}  // namespace yacht

#endif  // ENGINES_YACHT_TABLE_CACHE_H_
