#include "harness/league/sqlite_league_store.h"

#include <sched.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/match.h"
#include "gtest/gtest.h"

// Against real SQLite files in the test's scratch directory.
namespace harness {
namespace {

std::string FreshPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(dir != nullptr ? dir : "/tmp") + "/" + name;
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  return path;
}

std::unique_ptr<LeagueStore> Made(const std::string& path) {
  absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(path, /*create=*/true);
  EXPECT_TRUE(store.ok()) << store.status();
  return store.ok() ? *std::move(store) : nullptr;
}

TEST(SqliteLeagueStoreTest, AFileIsMadeOnceAndOpenedAfter) {
  const std::string path = FreshPath("made.sqlite");
  ASSERT_NE(Made(path), nullptr);
  absl::StatusOr<std::unique_ptr<LeagueStore>> again = OpenSqliteLeague(path, true);
  EXPECT_EQ(again.status().code(), absl::StatusCode::kAlreadyExists);
  absl::StatusOr<std::unique_ptr<LeagueStore>> reopened = OpenSqliteLeague(path, false);
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  ASSERT_TRUE((*reopened)->SetSetting("game", "reversi").ok());
  EXPECT_EQ(*(*reopened)->Setting("game"), std::optional<std::string>("reversi"));
  EXPECT_EQ(*(*reopened)->Setting("variant"), std::nullopt);
  EXPECT_EQ(OpenSqliteLeague(FreshPath("missing.sqlite"), false).status().code(),
            absl::StatusCode::kNotFound);
}

// A file written by a newer tourney (a migration this one does not know)
// is refused rather than read wrongly.
TEST(SqliteLeagueStoreTest, ANewerSchemaIsRefused) {
  const std::string path = FreshPath("newer.sqlite");
  ASSERT_NE(Made(path), nullptr);
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(
      sqlite3_exec(db, "INSERT INTO schema_migrations VALUES (99, 0)", nullptr, nullptr, nullptr),
      SQLITE_OK);
  sqlite3_close(db);
  absl::StatusOr<std::unique_ptr<LeagueStore>> opened = OpenSqliteLeague(path, false);
  ASSERT_FALSE(opened.ok());
  EXPECT_TRUE(absl::StrContains(opened.status().message(), "schema version 99")) << opened.status();
}

// Another program's database, an empty file or a file of text is refused as
// no league, and left exactly as it was: opening it writes nothing.
TEST(SqliteLeagueStoreTest, AFileThatIsNoLeagueIsRefusedUntouched) {
  const std::string foreign = FreshPath("foreign.sqlite");
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(foreign.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(
      sqlite3_exec(db, "CREATE TABLE t (x); INSERT INTO t VALUES (1)", nullptr, nullptr, nullptr),
      SQLITE_OK);
  sqlite3_close(db);
  const std::string empty = FreshPath("empty.sqlite");
  std::fclose(std::fopen(empty.c_str(), "w"));
  const std::string text = FreshPath("text.sqlite");
  FILE* out = std::fopen(text.c_str(), "w");
  std::fputs("not a database at all, and long enough to have a header of sorts\n", out);
  std::fclose(out);
  for (const std::string& path : {foreign, empty, text}) {
    const auto size = std::filesystem::file_size(path);
    absl::StatusOr<std::unique_ptr<LeagueStore>> opened = OpenSqliteLeague(path, false);
    ASSERT_FALSE(opened.ok()) << path;
    EXPECT_TRUE(absl::StrContains(opened.status().message(), "is not a league file"))
        << opened.status();
    EXPECT_EQ(std::filesystem::file_size(path), size) << path;
    EXPECT_FALSE(std::filesystem::exists(path + "-wal")) << path;
  }
  ASSERT_EQ(sqlite3_open(foreign.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* tables = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM sqlite_master", -1, &tables, nullptr),
            SQLITE_OK);
  ASSERT_EQ(sqlite3_step(tables), SQLITE_ROW);
  EXPECT_EQ(sqlite3_column_int(tables, 0), 1);  // t alone
  sqlite3_finalize(tables);
  sqlite3_close(db);
}

// A new version is the one matched; the old keeps its place in history; a
// retired bot takes no version; a suspended one says why.
TEST(SqliteLeagueStoreTest, VersionsRetirementAndSuspension) {
  std::unique_ptr<LeagueStore> store = Made(FreshPath("versions.sqlite"));
  ASSERT_NE(store, nullptr);
  absl::StatusOr<LeagueVersion> a1 = store->AddVersion("a", "11", "./bot", "grpc", 1);
  absl::StatusOr<LeagueVersion> b1 = store->AddVersion("b", "22", "./b", "jsonl", 2);
  absl::StatusOr<LeagueVersion> a2 = store->AddVersion("a", "33", "./bot --v2", "grpc", 3);
  ASSERT_TRUE(a1.ok() && b1.ok() && a2.ok());
  EXPECT_EQ(a2->number, 2);
  absl::StatusOr<std::vector<LeagueVersion>> versions = store->Versions();
  ASSERT_TRUE(versions.ok());
  ASSERT_EQ(versions->size(), 3u);
  EXPECT_FALSE((*versions)[0].active);  // a's first, replaced
  EXPECT_TRUE((*versions)[1].active);
  EXPECT_TRUE((*versions)[2].active);
  EXPECT_EQ((*versions)[2].command, "./bot --v2");

  ASSERT_TRUE(store->Suspend(b1->id, "crashed 5 games in a row").ok());
  ASSERT_TRUE(store->Retire("a").ok());
  versions = store->Versions();
  ASSERT_TRUE(versions.ok());
  for (const LeagueVersion& version : *versions) EXPECT_FALSE(version.active) << version.bot;
  EXPECT_EQ((*versions)[1].suspended_because, "crashed 5 games in a row");
  EXPECT_EQ(store->AddVersion("a", "44", "./bot", "grpc", 4).status().code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(store->Retire("nobody").code(), absl::StatusCode::kNotFound);
}

// A game is committed with its record and its lease gone, in one
// transaction; a second commit of the lease, or a commit after the lease
// expired and was dropped, is refused: no game is recorded twice.
TEST(SqliteLeagueStoreTest, AGameIsCommittedOnceUnderItsLease) {
  std::unique_ptr<LeagueStore> store = Made(FreshPath("games.sqlite"));
  ASSERT_NE(store, nullptr);
  const int64_t a = store->AddVersion("a", "1", "./a", "grpc", 0)->id;
  const int64_t b = store->AddVersion("b", "2", "./b", "grpc", 0)->id;
  absl::StatusOr<LeagueLease> lease = store->Lease(a, b, ~uint64_t{0}, 1000);
  ASSERT_TRUE(lease.ok()) << lease.status();
  EXPECT_EQ(store->Leases()->front().seed, ~uint64_t{0});  // all 64 bits kept
  ASSERT_TRUE(store->CommitGame(lease->id, 1, 0, "{\"game\":\"reversi\"}", 500).ok());
  EXPECT_EQ(*store->GameCount(), 1);
  EXPECT_TRUE(store->Leases()->empty());
  EXPECT_EQ(store->CommitGame(lease->id, 0, 0, "{}", 600).code(),
            absl::StatusCode::kFailedPrecondition);

  absl::StatusOr<LeagueLease> late = store->Lease(b, a, 7, 1000);
  ASSERT_TRUE(late.ok());
  EXPECT_EQ(*store->DropExpiredLeases(999), 0);
  EXPECT_EQ(*store->DropExpiredLeases(1000), 1);
  EXPECT_EQ(store->CommitGame(late->id, 0.5, 0, "{}", 1200).code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(*store->GameCount(), 1);
  int visited = 0;
  ASSERT_TRUE(store
                  ->VisitGames(0,
                               [&](const LeagueGame& game) {
                                 ++visited;
                                 EXPECT_EQ(game.first, a);
                                 EXPECT_EQ(game.seed, ~uint64_t{0});
                                 EXPECT_EQ(game.record, "{\"game\":\"reversi\"}");
                                 return absl::OkStatus();
                               })
                  .ok());
  EXPECT_EQ(visited, 1);
}

// A process killed with SIGKILL right after a commit loses nothing: the
// game is in the file when it is opened again, its lease gone; a lease
// held at the kill is still held (to expire and be played again).
TEST(SqliteLeagueStoreTest, ACommittedGameSurvivesKill9) {
  const std::string path = FreshPath("killed.sqlite");
  {
    std::unique_ptr<LeagueStore> store = Made(path);
    ASSERT_NE(store, nullptr);
    store->AddVersion("a", "1", "./a", "grpc", 0).IgnoreError();
    store->AddVersion("b", "2", "./b", "grpc", 0).IgnoreError();
  }
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(path, false);
    if (!store.ok()) _exit(2);
    absl::StatusOr<LeagueLease> played = (*store)->Lease(1, 2, 1, 10);
    absl::StatusOr<LeagueLease> in_flight = (*store)->Lease(2, 1, 2, 10);
    if (!played.ok() || !in_flight.ok() || !(*store)->CommitGame(played->id, 1, 0, "{}", 5).ok()) {
      _exit(3);
    }
    raise(SIGKILL);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << status;
  absl::StatusOr<std::unique_ptr<LeagueStore>> reopened = OpenSqliteLeague(path, false);
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  EXPECT_EQ(*(*reopened)->GameCount(), 1);
  absl::StatusOr<std::vector<LeagueLease>> leases = (*reopened)->Leases();
  ASSERT_TRUE(leases.ok());
  ASSERT_EQ(leases->size(), 1u);
  EXPECT_EQ(leases->front().seed, 2u);
}

// A lease id is never given twice, even once every lease is gone: a game
// keys on its lease, so a reused id would refuse a real game.
TEST(SqliteLeagueStoreTest, LeaseIdsAreNeverReused) {
  std::unique_ptr<LeagueStore> store = Made(FreshPath("lease_ids.sqlite"));
  ASSERT_NE(store, nullptr);
  const int64_t a = store->AddVersion("a", "1", "./a", "grpc", 0)->id;
  const int64_t b = store->AddVersion("b", "2", "./b", "grpc", 0)->id;
  for (int game = 1; game <= 3; ++game) {
    absl::StatusOr<LeagueLease> lease = store->Lease(a, b, game, 1000);
    ASSERT_TRUE(lease.ok());
    EXPECT_EQ(lease->id, game);
    ASSERT_TRUE(store->CommitGame(lease->id, 1, 0, "{}", game).ok()) << game;
  }
  EXPECT_EQ(*store->GameCount(), 3);
}

// The faults a version made in a row, counted back from its last game.
TEST(SqliteLeagueStoreTest, AFaultStreakCountsBackFromTheLastGame) {
  std::unique_ptr<LeagueStore> store = Made(FreshPath("faults.sqlite"));
  ASSERT_NE(store, nullptr);
  const int64_t a = store->AddVersion("a", "1", "./a", "grpc", 0)->id;
  const int64_t b = store->AddVersion("b", "2", "./b", "grpc", 0)->id;
  // b at fault, then a, then b twice (once in each seat).
  for (const auto& [first, second, fault] : std::vector<std::tuple<int64_t, int64_t, int64_t>>{
           {a, b, b}, {b, a, a}, {a, b, b}, {b, a, b}}) {
    absl::StatusOr<LeagueLease> lease = store->Lease(first, second, 1, 1000);
    ASSERT_TRUE(lease.ok());
    ASSERT_TRUE(store->CommitGame(lease->id, 0, fault, "{}", 1).ok());
  }
  EXPECT_EQ(*store->FaultStreak(b, 5), 2);
  EXPECT_EQ(*store->FaultStreak(b, 1), 1);
  EXPECT_EQ(*store->FaultStreak(a, 5), 0);
  EXPECT_EQ(store->GameOfLease(3)->fault, b);
  EXPECT_EQ(store->GameOfLease(9).status().code(), absl::StatusCode::kNotFound);
  int after_two = 0;
  ASSERT_TRUE(store
                  ->VisitGames(2,
                               [&](const LeagueGame& game) {
                                 EXPECT_GT(game.id, 2);
                                 ++after_two;
                                 return absl::OkStatus();
                               })
                  .ok());
  EXPECT_EQ(after_two, 2);
}

// A token names one bot; revoked, it names none; a retired bot's names none.
TEST(SqliteLeagueStoreTest, TokensNameTheirBot) {
  std::unique_ptr<LeagueStore> store = Made(FreshPath("tokens.sqlite"));
  ASSERT_NE(store, nullptr);
  store->AddVersion("a", "1", "./a", "grpc", 0).IgnoreError();
  store->AddVersion("b", "2", "./b", "grpc", 0).IgnoreError();
  ASSERT_TRUE(store->AddToken("a", "hash-a", 0).ok());
  ASSERT_TRUE(store->AddToken("b", "hash-b", 0).ok());
  EXPECT_EQ(store->AddToken("nobody", "hash-c", 0).code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(*store->TokenBot("hash-a"), std::optional<std::string>("a"));
  EXPECT_EQ(*store->TokenBot("hash-x"), std::nullopt);
  EXPECT_EQ(*store->RevokeTokens("a"), 1);
  EXPECT_EQ(*store->TokenBot("hash-a"), std::nullopt);
  ASSERT_TRUE(store->Retire("b").ok());
  EXPECT_EQ(*store->TokenBot("hash-b"), std::nullopt);
}

// A suspended bot's newest version is matched again once reinstated.
TEST(SqliteLeagueStoreTest, AReinstatedBotIsMatchedAgain) {
  std::unique_ptr<LeagueStore> store = Made(FreshPath("reinstate.sqlite"));
  ASSERT_NE(store, nullptr);
  store->AddVersion("a", "1", "./a", "grpc", 0).IgnoreError();
  const int64_t a2 = store->AddVersion("a", "2", "./a", "grpc", 0)->id;
  ASSERT_TRUE(store->Suspend(a2, kPausedByOrganiser).ok());
  ASSERT_TRUE(store->Reinstate("a").ok());
  absl::StatusOr<std::vector<LeagueVersion>> versions = store->Versions();
  ASSERT_TRUE(versions.ok());
  EXPECT_FALSE((*versions)[0].active);
  EXPECT_TRUE((*versions)[1].active);
  EXPECT_EQ((*versions)[1].suspended_because, "");
  EXPECT_EQ(store->Reinstate("nobody").code(), absl::StatusCode::kNotFound);
}

// An update does not lift the organiser's pause (an author's upload cannot
// undo it); it does replace a version suspended for its faults.
TEST(SqliteLeagueStoreTest, APausedBotsNewVersionStaysPaused) {
  std::unique_ptr<LeagueStore> store = Made(FreshPath("paused-update.sqlite"));
  ASSERT_NE(store, nullptr);
  ASSERT_TRUE(store->AddVersion("a", "1", "./a", "grpc", 0).ok());
  ASSERT_TRUE(store->Pause("a").ok());
  EXPECT_EQ(store->Versions()->back().suspended_because, kPausedByOrganiser);
  absl::StatusOr<LeagueVersion> a2 = store->AddVersion("a", "2", "./a", "grpc", 0);
  ASSERT_TRUE(a2.ok());
  EXPECT_FALSE(a2->active);
  EXPECT_EQ(a2->suspended_because, kPausedByOrganiser);
  ASSERT_TRUE(store->Reinstate("a").ok());
  EXPECT_TRUE(store->Versions()->back().active);

  ASSERT_TRUE(store->Suspend(store->Versions()->back().id, "crashed 3 games in a row").ok());
  absl::StatusOr<LeagueVersion> a3 = store->AddVersion("a", "3", "./a", "grpc", 0);
  ASSERT_TRUE(a3.ok());
  EXPECT_TRUE(a3->active);
  EXPECT_EQ(store->Versions()->back().suspended_because, "");

  EXPECT_EQ(store->Pause("nobody").code(), absl::StatusCode::kNotFound);
  ASSERT_TRUE(store->Retire("a").ok());
  EXPECT_EQ(store->Pause("a").code(), absl::StatusCode::kFailedPrecondition);
}

// A file at schema 1 (made by the first league tourney) is brought forward
// with its games, and its next lease id follows its last game's.
TEST(SqliteLeagueStoreTest, AVersionOneFileIsBroughtForward) {
  const std::string path = FreshPath("v1.sqlite");
  { ASSERT_NE(Made(path), nullptr); }
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  // The schema as migration 1 left it, with one game under lease 5.
  ASSERT_EQ(
      sqlite3_exec(db,
                   "DROP TABLE rating_points; DROP TABLE games; DROP TABLE leases; DROP TABLE "
                   "tokens; DELETE FROM schema_migrations WHERE version >= 2; DELETE FROM "
                   "sqlite_sequence; "
                   "CREATE TABLE leases (id INTEGER PRIMARY KEY, first INTEGER NOT NULL, "
                   "second INTEGER NOT NULL, seed INTEGER NOT NULL, expires_ms INTEGER NOT "
                   "NULL); CREATE TABLE games (id INTEGER PRIMARY KEY, lease INTEGER NOT "
                   "NULL UNIQUE, first INTEGER NOT NULL, second INTEGER NOT NULL, "
                   "first_score REAL NOT NULL, finished_ms INTEGER NOT NULL, record TEXT "
                   "NOT NULL); INSERT INTO bots (name) VALUES ('a'), ('b'); INSERT INTO "
                   "versions (bot, number, sha256, command, protocol, created_ms, active) "
                   "VALUES (1, 1, 'x', './a', 'grpc', 0, 1), (2, 1, 'y', './b', 'grpc', 0, "
                   "1); INSERT INTO games (lease, first, second, first_score, finished_ms, "
                   "record) VALUES (5, 1, 2, 1, 0, '{}')",
                   nullptr, nullptr, nullptr),
      SQLITE_OK)
      << sqlite3_errmsg(db);
  sqlite3_close(db);
  absl::StatusOr<std::unique_ptr<LeagueStore>> opened = OpenSqliteLeague(path, false);
  ASSERT_TRUE(opened.ok()) << opened.status();
  EXPECT_EQ(*(*opened)->GameCount(), 1);
  absl::StatusOr<LeagueLease> lease = (*opened)->Lease(1, 2, 3, 10);
  ASSERT_TRUE(lease.ok()) << lease.status();
  EXPECT_EQ(lease->id, 6);
  EXPECT_TRUE((*opened)->CommitGame(lease->id, 0, 0, "{}", 1).ok());
  EXPECT_TRUE((*opened)->AddRatingPoints({{1, 2, 10}}).ok());
}

// Rating points come back by version, then games; one kept twice stays once.
TEST(SqliteLeagueStoreTest, RatingPointsAreKept) {
  const std::string path = FreshPath("points.sqlite");
  {
    std::unique_ptr<LeagueStore> store = Made(path);
    ASSERT_NE(store, nullptr);
    const int64_t a = store->AddVersion("a", "1", "./a", "grpc", 0)->id;
    const int64_t b = store->AddVersion("b", "2", "./b", "grpc", 0)->id;
    ASSERT_TRUE(store->AddRatingPoints({{b, 4, -12.5}, {a, 4, 12.5}}).ok());
    ASSERT_TRUE(store->AddRatingPoints({{a, 2, 30}, {a, 4, 99}}).ok());
  }
  absl::StatusOr<std::unique_ptr<LeagueStore>> opened = OpenSqliteLeague(path, false);
  ASSERT_TRUE(opened.ok()) << opened.status();
  absl::StatusOr<std::vector<LeagueRatingPoint>> points = (*opened)->RatingPoints();
  ASSERT_TRUE(points.ok()) << points.status();
  std::vector<std::tuple<int64_t, int64_t, double>> got;
  for (const LeagueRatingPoint& p : *points) got.emplace_back(p.version, p.games, p.elo);
  EXPECT_EQ(got, (std::vector<std::tuple<int64_t, int64_t, double>>{
                     {1, 2, 30}, {1, 4, 12.5}, {2, 4, -12.5}}));
}

// Runs `body` in a forked child; its exit code (-1: killed by a signal).
int InChild(const std::function<int()>& body) {
  const pid_t child = fork();
  if (child == 0) _exit(body());
  int status = 0;
  waitpid(child, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// A league with one game committed and one lease held.
void Played(const std::string& path) {
  std::unique_ptr<LeagueStore> store = Made(path);
  ASSERT_NE(store, nullptr);
  const int64_t a = store->AddVersion("a", "1", "./a", "grpc", 0)->id;
  const int64_t b = store->AddVersion("b", "2", "./b", "grpc", 0)->id;
  absl::StatusOr<LeagueLease> played = store->Lease(a, b, 1, 10);
  ASSERT_TRUE(played.ok());
  ASSERT_TRUE(store->CommitGame(played->id, 1, 0, "{}", 5).ok());
  ASSERT_TRUE(store->Lease(b, a, 2, 10).ok());
}

// Everything committed before the failed write, and the lease it was for.
void Intact(const std::string& path) {
  absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(path, false);
  ASSERT_TRUE(store.ok()) << store.status();
  EXPECT_EQ(*(*store)->GameCount(), 1);
  EXPECT_EQ((*store)->Leases()->size(), 1u);
}

// A write that comes up short (here past the file size limit, RLIMIT_FSIZE)
// fails the commit in one line that says so; nothing of it is kept and the
// lease stays held.
TEST(SqliteLeagueStoreTest, AFailedWriteFailsTheCommitAndKeepsEverythingBefore) {
  const std::string path = FreshPath("short_write.sqlite");
  Played(path);
  const int code = InChild([&path]() {
    absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(path, false);
    if (!store.ok()) return 2;
    signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{1 << 20, 1 << 20};  // the files are far below it; the record is not
    if (setrlimit(RLIMIT_FSIZE, &limit) != 0) return 3;
    absl::Status committed = (*store)->CommitGame(2, 0, 0, std::string(4 << 20, 'x'), 6);
    if (committed.ok()) return 4;
    return absl::StrContains(committed.message(), "writing to the disk failed") &&
                   absl::StrContains(committed.message(), "nothing of it was written")
               ? 0
               : 5;
  });
  EXPECT_EQ(code, 0);
  Intact(path);
}

// A disk that fills (a 256 KiB tmpfs in a mount namespace of the child's
// own) fails the commit in one line that says so; the league file, opened
// again, holds everything before it and the lease.
TEST(SqliteLeagueStoreTest, AFullDiskFailsTheCommitAndKeepsEverythingBefore) {
  const std::string dir = FreshPath("full_disk");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const int code = InChild([&dir]() {
    if (unshare(CLONE_NEWNS) != 0 && unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) return 10;
    if (mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0 ||
        mount("tmpfs", dir.c_str(), "tmpfs", 0, "size=256k") != 0) {
      return 11;
    }
    const std::string path = dir + "/league.sqlite";
    {
      absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(path, true);
      if (!store.ok()) return 2;
      const int64_t a = (*store)->AddVersion("a", "1", "./a", "grpc", 0)->id;
      const int64_t b = (*store)->AddVersion("b", "2", "./b", "grpc", 0)->id;
      absl::StatusOr<LeagueLease> played = (*store)->Lease(a, b, 1, 10);
      if (!played.ok() || !(*store)->CommitGame(played->id, 1, 0, "{}", 5).ok()) return 3;
      absl::StatusOr<LeagueLease> held = (*store)->Lease(b, a, 2, 10);
      if (!held.ok()) return 4;
      absl::Status committed = (*store)->CommitGame(held->id, 0, 0, std::string(1 << 20, 'x'), 6);
      if (committed.ok()) return 5;
      if (!absl::StrContains(committed.message(), "the disk is full")) {
        std::fprintf(stderr, "%s\n", std::string(committed.message()).c_str());
        return 6;
      }
    }
    absl::StatusOr<std::unique_ptr<LeagueStore>> reopened = OpenSqliteLeague(path, false);
    if (!reopened.ok() || *(*reopened)->GameCount() != 1 || (*reopened)->Leases()->size() != 1) {
      return 7;
    }
    return 0;
  });
  EXPECT_EQ(code, 0);
}

// A league file the process may not write (its directory and file read-only
// to a user other than root) fails the commit in one line that says so.
TEST(SqliteLeagueStoreTest, AReadOnlyFileFailsTheCommitAndKeepsEverythingBefore) {
  // Under /tmp: the user the child becomes must reach it.
  char made[] = "/tmp/league-readonly-XXXXXX";
  ASSERT_NE(mkdtemp(made), nullptr);
  const std::string dir = made;
  std::filesystem::permissions(
      dir, std::filesystem::perms::owner_all | std::filesystem::perms::group_read |
               std::filesystem::perms::group_exec | std::filesystem::perms::others_read |
               std::filesystem::perms::others_exec);
  const std::string path = dir + "/league.sqlite";
  Played(path);
  // The WAL folded back into the file: a reader needs no write to see it.
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, "PRAGMA journal_mode = DELETE", nullptr, nullptr, nullptr),
              SQLITE_OK);
    sqlite3_close(db);
  }
  std::filesystem::permissions(path, std::filesystem::perms::owner_read |
                                         std::filesystem::perms::group_read |
                                         std::filesystem::perms::others_read);
  const int code = InChild([&]() {
    // Root writes whatever the modes say: drop to nobody first.
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) return 2;
    absl::StatusOr<std::unique_ptr<LeagueStore>> store = OpenSqliteLeague(path, false);
    if (!store.ok()) {
      return absl::StrContains(store.status().message(), "read-only") ? 0 : 3;
    }
    absl::Status committed = (*store)->CommitGame(2, 0, 0, "{}", 6);
    if (committed.ok()) return 4;
    return absl::StrContains(committed.message(), "read-only") ? 0 : 5;
  });
  EXPECT_EQ(code, 0);
  Intact(path);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace harness
