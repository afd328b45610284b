#include "harness/league/sqlite_league_store.h"

#include <sqlite3.h>

#include <filesystem>
#include <utility>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

// Schema migrations, applied in order; a released one is never edited
// (a new one is appended), so every league file can be brought forward.
constexpr const char* kMigrations[] = {
    // 1: settings, bots and their versions, leases, games.
    R"sql(
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE bots (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  retired INTEGER NOT NULL DEFAULT 0);
CREATE TABLE versions (
  id INTEGER PRIMARY KEY,
  bot INTEGER NOT NULL REFERENCES bots(id),
  number INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  command TEXT NOT NULL,
  protocol TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  active INTEGER NOT NULL,
  suspended_because TEXT NOT NULL DEFAULT '',
  UNIQUE (bot, number));
CREATE TABLE leases (
  id INTEGER PRIMARY KEY,
  first INTEGER NOT NULL REFERENCES versions(id),
  second INTEGER NOT NULL REFERENCES versions(id),
  seed INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL);
CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  lease INTEGER NOT NULL UNIQUE,
  first INTEGER NOT NULL REFERENCES versions(id),
  second INTEGER NOT NULL REFERENCES versions(id),
  first_score REAL NOT NULL,
  finished_ms INTEGER NOT NULL,
  record TEXT NOT NULL);
)sql",
    // 2: lease ids never reused (a game keys on its lease), a game's seed
    // and the version at fault, author tokens, and the indices the pages
    // and the fault streaks read by.
    R"sql(
CREATE TABLE leases_2 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  first INTEGER NOT NULL REFERENCES versions(id),
  second INTEGER NOT NULL REFERENCES versions(id),
  seed INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL);
INSERT INTO leases_2 SELECT id, first, second, seed, expires_ms FROM leases;
DROP TABLE leases;
ALTER TABLE leases_2 RENAME TO leases;
DELETE FROM sqlite_sequence WHERE name = 'leases';
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'leases', MAX(COALESCE((SELECT MAX(lease) FROM games), 0),
                       COALESCE((SELECT MAX(id) FROM leases), 0));
ALTER TABLE games ADD COLUMN seed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN fault INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_by_first ON games (first, id);
CREATE INDEX games_by_second ON games (second, id);
CREATE TABLE tokens (
  hash TEXT PRIMARY KEY,
  bot INTEGER NOT NULL REFERENCES bots(id),
  created_ms INTEGER NOT NULL);
)sql",
    // 3: the points of the rating-over-time charts.
    R"sql(
CREATE TABLE rating_points (
  version INTEGER NOT NULL REFERENCES versions(id),
  games INTEGER NOT NULL,
  elo REAL NOT NULL,
  PRIMARY KEY (version, games)) WITHOUT ROWID;
)sql",
};
constexpr int kSchemaVersion = sizeof(kMigrations) / sizeof(kMigrations[0]);

// One prepared statement, finalized when it goes out of scope.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) {
    rc_ = sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr);
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  bool prepared() const { return rc_ == SQLITE_OK; }
  // Ready to run again with new bindings.
  void Reset() { sqlite3_reset(stmt_); }
  Statement& Bind(int index, int64_t value) {
    sqlite3_bind_int64(stmt_, index, value);
    return *this;
  }
  Statement& Bind(int index, double value) {
    sqlite3_bind_double(stmt_, index, value);
    return *this;
  }
  Statement& Bind(int index, const std::string& value) {
    sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
    return *this;
  }
  // SQLITE_ROW, SQLITE_DONE or an error code.
  int Step() { return rc_ = sqlite3_step(stmt_); }
  int64_t Int(int column) const { return sqlite3_column_int64(stmt_, column); }
  double Real(int column) const { return sqlite3_column_double(stmt_, column); }
  std::string Text(int column) const {
    const unsigned char* text = sqlite3_column_text(stmt_, column);
    return text == nullptr ? ""
                           : std::string(reinterpret_cast<const char*>(text),
                                         sqlite3_column_bytes(stmt_, column));
  }

 private:
  sqlite3_stmt* stmt_ = nullptr;
  int rc_ = SQLITE_OK;
};

// The database's last error as one line naming the file and what failed;
// a full or read-only disk said so plainly.
absl::Status DatabaseError(sqlite3* db, const std::string& path, const std::string& what) {
  const int code = sqlite3_extended_errcode(db) & 0xff;
  std::string why = sqlite3_errmsg(db);
  if (code == SQLITE_FULL) why = "the disk is full";
  if (code == SQLITE_IOERR) {
    why = absl::StrCat("writing to the disk failed (", why,
                       ": a full disk, a file past its size limit or a failing device)");
  }
  if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN) {
    why = "the league file or its directory is read-only (or out of reach)";
  }
  return absl::UnavailableError(
      absl::StrCat(path, ": ", what, ": ", why, " (nothing of it was written)"));
}

constexpr char kGameColumns[] =
    "SELECT id, lease, first, second, seed, first_score, fault, finished_ms, record FROM games";

// The game at `row` of a statement selecting kGameColumns.
LeagueGame GameAt(const Statement& row) {
  return {row.Int(0),  row.Int(1), row.Int(2), row.Int(3), static_cast<uint64_t>(row.Int(4)),
          row.Real(5), row.Int(6), row.Int(7), row.Text(8)};
}

class SqliteLeagueStore : public LeagueStore {
 public:
  SqliteLeagueStore(std::string path, sqlite3* db) : path_(std::move(path)), db_(db) {}
  ~SqliteLeagueStore() override { sqlite3_close(db_); }

  absl::Status Migrate() {
    absl::Status made = Exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, "
        "applied_ms INTEGER NOT NULL)",
        "making the migrations table");
    if (!made.ok()) return made;
    int64_t at = 0;
    {
      // Finalized before any migration runs: a pending read locks the
      // tables a migration drops.
      Statement latest(db_, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations");
      if (!latest.prepared() || latest.Step() != SQLITE_ROW) return Failure("reading its schema");
      at = latest.Int(0);
    }
    if (at > kSchemaVersion) {
      return absl::FailedPreconditionError(
          absl::StrCat(path_, " has schema version ", at, "; this tourney knows up to ",
                       kSchemaVersion, ": use the newer tourney that wrote it"));
    }
    for (int64_t version = at + 1; version <= kSchemaVersion; ++version) {
      absl::Status applied = InTransaction([&]() -> absl::Status {
        absl::Status ran = Exec(kMigrations[version - 1], absl::StrCat("migration ", version));
        if (!ran.ok()) return ran;
        Statement done(db_,
                       "INSERT INTO schema_migrations VALUES (?, strftime('%s','now') * 1000)");
        if (!done.prepared() || done.Bind(1, version).Step() != SQLITE_DONE) {
          return Failure(absl::StrCat("recording migration ", version));
        }
        return absl::OkStatus();
      });
      if (!applied.ok()) return applied;
    }
    return absl::OkStatus();
  }

  absl::StatusOr<std::optional<std::string>> Setting(const std::string& key) override {
    Statement get(db_, "SELECT value FROM settings WHERE key = ?");
    if (!get.prepared()) return Failure("reading a setting");
    const int rc = get.Bind(1, key).Step();
    if (rc == SQLITE_DONE) return std::optional<std::string>();
    if (rc != SQLITE_ROW) return Failure("reading a setting");
    return std::optional<std::string>(get.Text(0));
  }

  absl::Status SetSetting(const std::string& key, const std::string& value) override {
    Statement set(db_,
                  "INSERT INTO settings VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value "
                  "= excluded.value");
    if (!set.prepared() || set.Bind(1, key).Bind(2, value).Step() != SQLITE_DONE) {
      return Failure(absl::StrCat("writing setting ", key));
    }
    return absl::OkStatus();
  }

  absl::StatusOr<LeagueVersion> AddVersion(const std::string& bot, const std::string& sha256,
                                           const std::string& command, const std::string& protocol,
                                           int64_t now_ms) override {
    LeagueVersion version;
    absl::Status added = InTransaction([&]() -> absl::Status {
      Statement find(db_, "SELECT id, retired FROM bots WHERE name = ?");
      if (!find.prepared()) return Failure("reading the bots");
      int64_t bot_id = 0;
      const int rc = find.Bind(1, bot).Step();
      if (rc == SQLITE_ROW) {
        if (find.Int(1) != 0) {
          return absl::FailedPreconditionError(
              absl::StrCat("bot ", bot, " is retired: it takes no new version"));
        }
        bot_id = find.Int(0);
      } else if (rc == SQLITE_DONE) {
        Statement insert(db_, "INSERT INTO bots (name) VALUES (?)");
        if (!insert.prepared() || insert.Bind(1, bot).Step() != SQLITE_DONE) {
          return Failure(absl::StrCat("adding bot ", bot));
        }
        bot_id = sqlite3_last_insert_rowid(db_);
      } else {
        return Failure("reading the bots");
      }
      // An organiser's pause holds for the bot, not for one version: its
      // new version waits for `resume` too.
      Statement paused(db_,
                       "SELECT suspended_because FROM versions WHERE bot = ? ORDER BY id DESC "
                       "LIMIT 1");
      Statement retire_old(db_, "UPDATE versions SET active = 0 WHERE bot = ?");
      Statement next(db_, "SELECT COALESCE(MAX(number), 0) + 1 FROM versions WHERE bot = ?");
      const int newest = paused.prepared() ? paused.Bind(1, bot_id).Step() : SQLITE_ERROR;
      if ((newest != SQLITE_ROW && newest != SQLITE_DONE) || !retire_old.prepared() ||
          retire_old.Bind(1, bot_id).Step() != SQLITE_DONE || !next.prepared() ||
          next.Bind(1, bot_id).Step() != SQLITE_ROW) {
        return Failure(absl::StrCat("versioning bot ", bot));
      }
      if (newest == SQLITE_ROW && paused.Text(0) == kPausedByOrganiser) {
        version.suspended_because = kPausedByOrganiser;
      }
      version.bot = bot;
      version.number = static_cast<int>(next.Int(0));
      version.sha256 = sha256;
      version.command = command;
      version.protocol = protocol;
      version.created_ms = now_ms;
      version.active = version.suspended_because.empty();
      Statement insert(db_,
                       "INSERT INTO versions (bot, number, sha256, command, protocol, created_ms, "
                       "active, suspended_because) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
      if (!insert.prepared() || insert.Bind(1, bot_id)
                                        .Bind(2, int64_t{version.number})
                                        .Bind(3, sha256)
                                        .Bind(4, command)
                                        .Bind(5, protocol)
                                        .Bind(6, now_ms)
                                        .Bind(7, int64_t{version.active})
                                        .Bind(8, version.suspended_because)
                                        .Step() != SQLITE_DONE) {
        return Failure(absl::StrCat("adding a version of bot ", bot));
      }
      version.id = sqlite3_last_insert_rowid(db_);
      return absl::OkStatus();
    });
    if (!added.ok()) return added;
    return version;
  }

  absl::Status Retire(const std::string& bot) override {
    return InTransaction([&]() -> absl::Status {
      Statement retire(db_, "UPDATE bots SET retired = 1 WHERE name = ?");
      if (!retire.prepared() || retire.Bind(1, bot).Step() != SQLITE_DONE) {
        return Failure(absl::StrCat("retiring bot ", bot));
      }
      if (sqlite3_changes(db_) == 0) {
        return absl::NotFoundError(absl::StrCat("no bot is named ", bot));
      }
      Statement stop(db_,
                     "UPDATE versions SET active = 0 WHERE bot = (SELECT id FROM bots WHERE name "
                     "= ?)");
      if (!stop.prepared() || stop.Bind(1, bot).Step() != SQLITE_DONE) {
        return Failure(absl::StrCat("retiring bot ", bot));
      }
      return absl::OkStatus();
    });
  }

  absl::Status Suspend(int64_t version, const std::string& because) override {
    Statement suspend(db_, "UPDATE versions SET active = 0, suspended_because = ? WHERE id = ?");
    if (!suspend.prepared() || suspend.Bind(1, because).Bind(2, version).Step() != SQLITE_DONE) {
      return Failure(absl::StrCat("suspending version ", version));
    }
    if (sqlite3_changes(db_) == 0) {
      return absl::NotFoundError(absl::StrCat("no version ", version));
    }
    return absl::OkStatus();
  }

  absl::Status Reinstate(const std::string& bot) override {
    return SetNewestVersion(bot, /*active=*/true, "");
  }

  absl::Status Pause(const std::string& bot) override {
    return SetNewestVersion(bot, /*active=*/false, kPausedByOrganiser);
  }

  absl::StatusOr<std::vector<LeagueVersion>> Versions() override {
    Statement all(db_,
                  "SELECT v.id, b.name, v.number, v.sha256, v.command, v.protocol, v.created_ms, "
                  "v.active, v.suspended_because, b.retired FROM versions v JOIN bots b ON b.id "
                  "= v.bot ORDER BY v.id");
    if (!all.prepared()) return Failure("reading the versions");
    std::vector<LeagueVersion> versions;
    int rc;
    while ((rc = all.Step()) == SQLITE_ROW) {
      versions.push_back({all.Int(0), all.Text(1), static_cast<int>(all.Int(2)), all.Text(3),
                          all.Text(4), all.Text(5), all.Int(6), all.Int(7) != 0, all.Text(8),
                          all.Int(9) != 0});
    }
    if (rc != SQLITE_DONE) return Failure("reading the versions");
    return versions;
  }

  absl::StatusOr<LeagueLease> Lease(int64_t first, int64_t second, uint64_t seed,
                                    int64_t expires_ms) override {
    Statement lease(db_,
                    "INSERT INTO leases (first, second, seed, expires_ms) VALUES (?, ?, ?, ?)");
    // The seed is stored as its 64 bits in SQLite's signed integer.
    if (!lease.prepared() || lease.Bind(1, first)
                                     .Bind(2, second)
                                     .Bind(3, static_cast<int64_t>(seed))
                                     .Bind(4, expires_ms)
                                     .Step() != SQLITE_DONE) {
      return Failure("leasing a game");
    }
    return LeagueLease{sqlite3_last_insert_rowid(db_), first, second, seed, expires_ms};
  }

  absl::StatusOr<std::vector<LeagueLease>> Leases() override {
    Statement all(db_, "SELECT id, first, second, seed, expires_ms FROM leases ORDER BY id");
    if (!all.prepared()) return Failure("reading the leases");
    std::vector<LeagueLease> leases;
    int rc;
    while ((rc = all.Step()) == SQLITE_ROW) {
      leases.push_back(
          {all.Int(0), all.Int(1), all.Int(2), static_cast<uint64_t>(all.Int(3)), all.Int(4)});
    }
    if (rc != SQLITE_DONE) return Failure("reading the leases");
    return leases;
  }

  absl::Status ReleaseLease(int64_t lease) override {
    Statement drop(db_, "DELETE FROM leases WHERE id = ?");
    if (!drop.prepared() || drop.Bind(1, lease).Step() != SQLITE_DONE) {
      return Failure(absl::StrCat("releasing lease ", lease));
    }
    return absl::OkStatus();
  }

  absl::StatusOr<int> DropExpiredLeases(int64_t now_ms) override {
    Statement drop(db_, "DELETE FROM leases WHERE expires_ms <= ?");
    if (!drop.prepared() || drop.Bind(1, now_ms).Step() != SQLITE_DONE) {
      return Failure("dropping expired leases");
    }
    return sqlite3_changes(db_);
  }

  absl::Status CommitGame(int64_t lease, double first_score, int64_t fault,
                          const std::string& record, int64_t now_ms) override {
    return InTransaction([&]() -> absl::Status {
      Statement held(db_, "SELECT first, second, seed FROM leases WHERE id = ?");
      if (!held.prepared()) return Failure("reading a lease");
      const int rc = held.Bind(1, lease).Step();
      if (rc == SQLITE_DONE) {
        return absl::FailedPreconditionError(
            absl::StrCat("lease ", lease,
                         " is not held (it expired, or its game is committed already): the "
                         "game is not recorded"));
      }
      if (rc != SQLITE_ROW) return Failure("reading a lease");
      Statement insert(db_,
                       "INSERT INTO games (lease, first, second, seed, first_score, fault, "
                       "finished_ms, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
      Statement release(db_, "DELETE FROM leases WHERE id = ?");
      if (!insert.prepared() ||
          insert.Bind(1, lease)
                  .Bind(2, held.Int(0))
                  .Bind(3, held.Int(1))
                  .Bind(4, held.Int(2))
                  .Bind(5, first_score)
                  .Bind(6, fault)
                  .Bind(7, now_ms)
                  .Bind(8, record)
                  .Step() != SQLITE_DONE ||
          !release.prepared() || release.Bind(1, lease).Step() != SQLITE_DONE) {
        return Failure(absl::StrCat("committing the game of lease ", lease));
      }
      return absl::OkStatus();
    });
  }

  absl::StatusOr<int64_t> GameCount() override {
    Statement count(db_, "SELECT COUNT(*) FROM games");
    if (!count.prepared() || count.Step() != SQLITE_ROW) return Failure("counting the games");
    return count.Int(0);
  }

  absl::Status VisitGames(int64_t after_id,
                          const std::function<absl::Status(const LeagueGame&)>& visit) override {
    Statement all(db_, absl::StrCat(kGameColumns, " WHERE id > ? ORDER BY id").c_str());
    if (!all.prepared()) return Failure("reading the games");
    all.Bind(1, after_id);
    int rc;
    while ((rc = all.Step()) == SQLITE_ROW) {
      absl::Status visited = visit(GameAt(all));
      if (!visited.ok()) return visited;
    }
    if (rc != SQLITE_DONE) return Failure("reading the games");
    return absl::OkStatus();
  }

  absl::StatusOr<LeagueGame> GameOfLease(int64_t lease) override {
    Statement one(db_, absl::StrCat(kGameColumns, " WHERE lease = ?").c_str());
    if (!one.prepared()) return Failure("reading a game");
    const int rc = one.Bind(1, lease).Step();
    if (rc == SQLITE_DONE) return absl::NotFoundError(absl::StrCat("no game ", lease));
    if (rc != SQLITE_ROW) return Failure("reading a game");
    return GameAt(one);
  }

  absl::StatusOr<int> FaultStreak(int64_t version, int limit) override {
    Statement latest(db_,
                     "SELECT fault FROM games WHERE id IN (SELECT id FROM games WHERE first = ?1 "
                     "UNION ALL SELECT id FROM games WHERE second = ?1 ORDER BY id DESC LIMIT ?2) "
                     "ORDER BY id DESC");
    if (!latest.prepared()) return Failure("reading a version's games");
    latest.Bind(1, version).Bind(2, int64_t{limit});
    int streak = 0, rc;
    while ((rc = latest.Step()) == SQLITE_ROW && latest.Int(0) == version) ++streak;
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return Failure("reading a version's games");
    return streak;
  }

  absl::Status AddRatingPoints(const std::vector<LeagueRatingPoint>& points) override {
    return InTransaction([&]() -> absl::Status {
      Statement add(db_,
                    "INSERT OR IGNORE INTO rating_points (version, games, elo) VALUES (?, ?, ?)");
      if (!add.prepared()) return Failure("keeping the rating points");
      for (const LeagueRatingPoint& point : points) {
        add.Reset();
        if (add.Bind(1, point.version).Bind(2, point.games).Bind(3, point.elo).Step() !=
            SQLITE_DONE) {
          return Failure("keeping the rating points");
        }
      }
      return absl::OkStatus();
    });
  }

  absl::StatusOr<std::vector<LeagueRatingPoint>> RatingPoints() override {
    Statement all(db_, "SELECT version, games, elo FROM rating_points ORDER BY version, games");
    if (!all.prepared()) return Failure("reading the rating points");
    std::vector<LeagueRatingPoint> points;
    int rc;
    while ((rc = all.Step()) == SQLITE_ROW) points.push_back({all.Int(0), all.Int(1), all.Real(2)});
    if (rc != SQLITE_DONE) return Failure("reading the rating points");
    return points;
  }

  absl::Status AddToken(const std::string& bot, const std::string& token_hash,
                        int64_t now_ms) override {
    Statement add(db_,
                  "INSERT INTO tokens (hash, bot, created_ms) SELECT ?, id, ? FROM bots WHERE "
                  "name = ? AND retired = 0");
    if (!add.prepared() ||
        add.Bind(1, token_hash).Bind(2, now_ms).Bind(3, bot).Step() != SQLITE_DONE) {
      return Failure(absl::StrCat("adding a token for bot ", bot));
    }
    if (sqlite3_changes(db_) == 0) {
      return absl::NotFoundError(
          absl::StrCat("no bot in the league is named ", bot, " (or it is retired): add it first"));
    }
    return absl::OkStatus();
  }

  absl::StatusOr<std::optional<std::string>> TokenBot(const std::string& token_hash) override {
    Statement find(db_,
                   "SELECT b.name FROM tokens t JOIN bots b ON b.id = t.bot WHERE t.hash = ? AND "
                   "b.retired = 0");
    if (!find.prepared()) return Failure("reading the tokens");
    const int rc = find.Bind(1, token_hash).Step();
    if (rc == SQLITE_DONE) return std::optional<std::string>();
    if (rc != SQLITE_ROW) return Failure("reading the tokens");
    return std::optional<std::string>(find.Text(0));
  }

  absl::StatusOr<int> RevokeTokens(const std::string& bot) override {
    Statement revoke(db_, "DELETE FROM tokens WHERE bot = (SELECT id FROM bots WHERE name = ?)");
    if (!revoke.prepared() || revoke.Bind(1, bot).Step() != SQLITE_DONE) {
      return Failure(absl::StrCat("revoking the tokens of bot ", bot));
    }
    return sqlite3_changes(db_);
  }

 private:
  // The bot's newest version matched or not, in one transaction: an update
  // committing meanwhile comes before or after it, never between.
  absl::Status SetNewestVersion(const std::string& bot, bool active, const std::string& because) {
    return InTransaction([&]() -> absl::Status {
      Statement find(db_, "SELECT id, retired FROM bots WHERE name = ?");
      if (!find.prepared()) return Failure("reading the bots");
      const int rc = find.Bind(1, bot).Step();
      if (rc == SQLITE_DONE) return absl::NotFoundError(absl::StrCat("no bot is named ", bot));
      if (rc != SQLITE_ROW) return Failure("reading the bots");
      if (find.Int(1) != 0) {
        return absl::FailedPreconditionError(absl::StrCat("bot ", bot, " is retired"));
      }
      Statement newest(db_,
                       "UPDATE versions SET active = ?, suspended_because = ? WHERE id = "
                       "(SELECT MAX(id) FROM versions WHERE bot = ?)");
      if (!newest.prepared() ||
          newest.Bind(1, int64_t{active}).Bind(2, because).Bind(3, find.Int(0)).Step() !=
              SQLITE_DONE) {
        return Failure(absl::StrCat(active ? "reinstating" : "pausing", " bot ", bot));
      }
      return absl::OkStatus();
    });
  }

  // The database's last error as one line naming the file and what failed;
  // a full or read-only disk said so plainly.
  absl::Status Failure(const std::string& what) const { return DatabaseError(db_, path_, what); }

  absl::Status Exec(const char* sql, const std::string& what) {
    return sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) == SQLITE_OK ? absl::OkStatus()
                                                                          : Failure(what);
  }

  // `body` in one write transaction: committed when it succeeds, rolled
  // back when it fails (or the commit does).
  absl::Status InTransaction(const std::function<absl::Status()>& body) {
    absl::Status began = Exec("BEGIN IMMEDIATE", "beginning a transaction");
    if (!began.ok()) return began;
    absl::Status done = body();
    if (done.ok()) done = Exec("COMMIT", "committing");
    if (!done.ok()) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    return done;
  }

  const std::string path_;
  sqlite3* const db_;
};

}  // namespace

int SqliteLeagueSchemaVersion() { return kSchemaVersion; }

absl::StatusOr<std::unique_ptr<LeagueStore>> OpenSqliteLeague(const std::string& path,
                                                              bool create) {
  const bool exists = std::filesystem::exists(path);
  if (create && exists) {
    return absl::AlreadyExistsError(absl::StrCat(path, " exists: a league is made only once"));
  }
  if (!create && !exists) {
    return absl::NotFoundError(
        absl::StrCat(path, " does not exist: make it with tourney league init --db ", path));
  }
  sqlite3* db = nullptr;
  const int flags =
      SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_FULLMUTEX;
  if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK) {
    const std::string why = db != nullptr ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    return absl::UnavailableError(absl::StrCat("cannot open the league ", path, ": ", why));
  }
  auto store = std::make_unique<SqliteLeagueStore>(path, db);
  // Anything but a league is left as it is: no pragma, no migration
  // writes to another program's database (or an empty file) first.
  if (!create) {
    sqlite3_busy_timeout(db, 5000);
    sqlite3_stmt* probe = nullptr;
    int rc = sqlite3_prepare_v2(
        db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'", -1,
        &probe, nullptr);
    if (rc == SQLITE_OK) rc = sqlite3_step(probe);
    sqlite3_finalize(probe);
    if (rc == SQLITE_NOTADB || rc == SQLITE_DONE) {
      return absl::FailedPreconditionError(absl::StrCat(
          path, " is not a league file (",
          rc == SQLITE_DONE ? "a database without the league's tables" : "not an SQLite database",
          "): make a league with tourney league init --db FILE"));
    }
    if (rc != SQLITE_ROW) return DatabaseError(db, path, "reading its schema");
  }
  // WAL: readers (the leaderboard) never wait for the writer; FULL: a
  // commit is on disk before it returns; a busy file is waited for.
  for (const char* pragma : {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL",
                             "PRAGMA foreign_keys = ON", "PRAGMA busy_timeout = 5000"}) {
    if (sqlite3_exec(db, pragma, nullptr, nullptr, nullptr) != SQLITE_OK) {
      return DatabaseError(db, path, pragma);
    }
  }
  absl::Status migrated = store->Migrate();
  if (!migrated.ok()) return migrated;
  return store;
}

}  // namespace harness
