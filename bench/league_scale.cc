// A league at scale: 500 bots and 10^6 games in a real SQLite league file
// (synthetic: strengths drawn normal(0, 200) Elo, random pairs, results from
// the logistic model with 10 % draws, bench/elo_model.h, each game's record a copy of a real league
// game's, bench/testdata/league_record.json, renamed and rescored), then what issue 63 bounds: the
// leaderboard page served over HTTP (< 200 ms), a full refit from the file (< 10 s), an incremental
// refresh, and the bytes the file spends per game. See bench/README.md.
//
//   bazel run -c opt //bench:league_scale -- [--bots 500] [--games 1000000]
//       [--seed 1] [--db /tmp/league_scale.sqlite]
#include <google/protobuf/util/json_util.h>
#include <httplib.h>
#include <sqlite3.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "bench/elo_model.h"
#include "bench/invoked_path.h"
#include "flags/command_line.h"
#include "games/common/seeded_random.h"
#include "harness/league/league_http.h"
#include "harness/league/league_live.h"
#include "harness/league/sqlite_league_store.h"
#include "harness/results/results_log.h"

namespace {

// The share of drawn games (bench::PlayGame's model).
constexpr double kDrawRate = 0.1;

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

int64_t Flag(const flags::CommandLine& line, const char* name, int64_t fallback) {
  int64_t value = fallback;
  if (line.Has(name) && !absl::SimpleAtoi(line.Get(name), &value)) {
    std::fprintf(stderr, "--%s: not a number\n", name);
    std::exit(2);
  }
  return value;
}

void Must(int rc, sqlite3* db, const char* what) {
  if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW) {
    std::fprintf(stderr, "%s: %s\n", what, sqlite3_errmsg(db));
    std::exit(1);
  }
}

// Fills the league: one version per bot, then `games` games in one
// transaction (the store commits a game at a time, fsync'd; the fill is
// not what is measured).
void Fill(const std::string& path, int bots, int64_t games, uint64_t seed,
          const tourney::v1::GameRecord& model) {
  {
    absl::StatusOr<std::unique_ptr<harness::LeagueStore>> store =
        harness::OpenSqliteLeague(path, /*create=*/true);
    if (!store.ok()) {
      std::fprintf(stderr, "%s\n", std::string(store.status().message()).c_str());
      std::exit(1);
    }
    for (int bot = 0; bot < bots; ++bot) {
      (void)(*store)->AddVersion(absl::StrCat("bot", bot), "0", "./bot", "jsonl", 0);
    }
  }
  games::SeededRandom random(seed);
  bench::EloModel model_elo;
  model_elo.draw_rate = kDrawRate;
  for (int bot = 0; bot < bots; ++bot) model_elo.elo.push_back(200 * bench::Normal(random));
  sqlite3* db = nullptr;
  Must(sqlite3_open(path.c_str(), &db), db, "open");
  Must(sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr), db, "begin");
  sqlite3_stmt* insert = nullptr;
  Must(sqlite3_prepare_v2(db,
                          "INSERT INTO games (lease, first, second, seed, first_score, fault, "
                          "finished_ms, record) VALUES (?, ?, ?, ?, ?, 0, ?, ?)",
                          -1, &insert, nullptr),
       db, "prepare");
  tourney::v1::GameRecord record = model;
  for (int64_t game = 1; game <= games; ++game) {
    const int a = static_cast<int>(random.Below(bots));
    int b = static_cast<int>(random.Below(bots - 1));
    if (b >= a) ++b;
    const double score = bench::PlayGame(model_elo, a, b, random);
    record.set_game_index(game);
    record.set_seed(random.Next());
    record.mutable_players(0)->set_name(absl::StrCat("bot", a, "@v1"));
    record.mutable_players(1)->set_name(absl::StrCat("bot", b, "@v1"));
    record.set_scores(0, score);
    record.set_scores(1, 1 - score);
    const std::string json = harness::RecordToJson(record);
    sqlite3_bind_int64(insert, 1, game);
    sqlite3_bind_int64(insert, 2, a + 1);
    sqlite3_bind_int64(insert, 3, b + 1);
    sqlite3_bind_int64(insert, 4, static_cast<int64_t>(record.seed()));
    sqlite3_bind_double(insert, 5, score);
    sqlite3_bind_int64(insert, 6, game * 1000);
    sqlite3_bind_text(insert, 7, json.data(), static_cast<int>(json.size()), SQLITE_TRANSIENT);
    Must(sqlite3_step(insert), db, "insert");
    sqlite3_reset(insert);
  }
  sqlite3_finalize(insert);
  // The games took lease ids 1..games, as the store would have given them.
  Must(sqlite3_exec(
           db,
           absl::StrCat("UPDATE sqlite_sequence SET seq = ", games, " WHERE name = 'leases'")
               .c_str(),
           nullptr, nullptr, nullptr),
       db, "sequence");
  Must(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), db, "commit");
  Must(sqlite3_exec(db, "PRAGMA wal_checkpoint(TRUNCATE)", nullptr, nullptr, nullptr), db,
       "checkpoint");
  sqlite3_close(db);
}

// The median of `runs` GETs of `path`, in ms.
double MedianGetMs(httplib::Client& client, const std::string& path, int runs, size_t* bytes) {
  std::vector<double> ms;
  for (int run = 0; run < runs; ++run) {
    const Clock::time_point start = Clock::now();
    httplib::Result result = client.Get(path.c_str());
    ms.push_back(1000 * Seconds(start));
    if (!result || result->status != 200) {
      std::fprintf(stderr, "GET %s failed\n", path.c_str());
      std::exit(1);
    }
    *bytes = result->body.size();
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  absl::StatusOr<flags::CommandLine> line = flags::CommandLine::Parse(
      std::vector<std::string>(argv + 1, argv + argc), {"bots", "games", "seed", "db"}, {});
  if (!line.ok()) {
    std::fprintf(stderr, "%s\n", std::string(line.status().message()).c_str());
    return 2;
  }
  const int bots = static_cast<int>(Flag(*line, "bots", 500));
  const int64_t games = Flag(*line, "games", 1000000);
  const uint64_t seed = static_cast<uint64_t>(Flag(*line, "seed", 1));
  const std::string path = line->Get("db", "/tmp/league_scale.sqlite");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);

  std::ifstream model_file(bench::InvokedPath("bench/testdata/league_record.json"));
  std::stringstream model_text;
  model_text << model_file.rdbuf();
  tourney::v1::GameRecord model;
  if (!google::protobuf::util::JsonStringToMessage(model_text.str(), &model).ok() ||
      model.players_size() != 2) {
    std::fprintf(stderr, "bench/testdata/league_record.json: not a two-player record\n");
    return 1;
  }
  std::printf("league of %d bots, %lld games, seed %llu, in %s\n", bots,
              static_cast<long long>(games), static_cast<unsigned long long>(seed), path.c_str());
  Clock::time_point start = Clock::now();
  Fill(path, bots, games, seed, model);
  const double bytes = static_cast<double>(std::filesystem::file_size(path));
  std::printf("filled in %.1f s: %.0f MB, %.0f bytes per game (the record alone: %zu)\n",
              Seconds(start), bytes / 1e6, bytes / games, harness::RecordToJson(model).size());

  absl::StatusOr<std::unique_ptr<harness::LeagueStore>> store =
      harness::OpenSqliteLeague(path, false);
  if (!store.ok()) return 1;
  harness::LeagueLive live(2000, /*keep_history=*/true);  // as serve keeps it
  start = Clock::now();
  if (!live.Refresh(**store).ok()) return 1;
  std::printf("full refit from the file: %.2f s (the fit itself %lld ms)\n", Seconds(start),
              static_cast<long long>(live.Snapshot()->refit_ms));

  harness::LeagueSettings settings;
  settings.games.set_game("reversi");
  harness::SiteSources sources;
  sources.live = &live;
  sources.settings = &settings;
  sources.max_submission_bytes = 1 << 20;
  absl::StatusOr<std::unique_ptr<harness::LeagueSite>> site =
      harness::LeagueSite::Listen(sources, "127.0.0.1", 0);
  if (!site.ok()) return 1;
  httplib::Client client("127.0.0.1", (*site)->port());
  size_t page_bytes = 0, bot_bytes = 0, api_bytes = 0;
  const double page_ms = MedianGetMs(client, "/", 21, &page_bytes);
  const double bot_ms = MedianGetMs(client, "/bots/bot7", 21, &bot_bytes);
  const double api_ms = MedianGetMs(client, "/api/leaderboard", 21, &api_bytes);
  std::printf("GET / (leaderboard, %d rows): median %.1f ms over 21, %zu bytes\n", bots, page_ms,
              page_bytes);
  std::printf("GET /bots/bot7: median %.1f ms, %zu bytes; GET /api/leaderboard: median %.1f ms\n",
              bot_ms, bot_bytes, api_ms);
  (*site)->Stop();

  // 100 games more, committed one at a time as a server does, then the
  // refresh a serving league makes after them.
  const std::string json = harness::RecordToJson(model);
  start = Clock::now();
  for (int game = 0; game < 100; ++game) {
    absl::StatusOr<harness::LeagueLease> lease = (*store)->Lease(1 + game % bots, 2, game, 0);
    absl::Status committed =
        lease.ok() ? (*store)->CommitGame(lease->id, 1, 0, json, 0) : lease.status();
    if (!committed.ok()) {
      std::fprintf(stderr, "%s\n", std::string(committed.message()).c_str());
      return 1;
    }
  }
  const double commit_ms = 1000 * Seconds(start) / 100;
  start = Clock::now();
  if (!live.Refresh(**store).ok()) return 1;
  std::printf("a commit (lease + game, fsync'd): %.1f ms; the refresh after 100: %.2f s\n",
              commit_ms, Seconds(start));
  return 0;
}
