// The league store in one SQLite file (Debian's libsqlite3): WAL mode, full
// synchronous commits, foreign keys on, and numbered schema migrations
// (schema_migrations: each applied once, in its own transaction). A file
// whose schema is newer than this binary knows is refused.
#ifndef HARNESS_LEAGUE_SQLITE_LEAGUE_STORE_H_
#define HARNESS_LEAGUE_SQLITE_LEAGUE_STORE_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "harness/league/league_store.h"

namespace harness {

// The schema version this binary writes (its last migration).
int SqliteLeagueSchemaVersion();

// Opens the league at `path`, made first when `create` (an existing file is
// then refused, as is a missing one without `create`), its migrations
// brought up to date.
absl::StatusOr<std::unique_ptr<LeagueStore>> OpenSqliteLeague(const std::string& path, bool create);

}  // namespace harness

#endif  // HARNESS_LEAGUE_SQLITE_LEAGUE_STORE_H_
