// End to end: real engine processes spawned by the harness, talking gRPC.
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engines/catalog/builtin_engines.h"
#include "gtest/gtest.h"
#include "harness/engine/engine_connection.h"
#include "harness/engine/engine_process.h"
#include "harness/engine/grpc_transport.h"
#include "harness/play/tournament.h"
#include "harness/results/results_log.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

TEST(TournamentE2eTest, RoundRobinPlaysEveryScheduledGameAndReplaysIdentically) {
  const std::vector<std::string> engines = {
      "name=random,builtin=random",
      "name=seed-d1,builtin=reversi,option.eval=seed,option.depth=1",
      "name=seed-d2,builtin=reversi,option.eval=seed,option.depth=2",
  };
  harness::TournamentRun run = MakeRun(engines, 4, ScratchPath("rr/results.jsonl"));
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 12u);  // 3 pairings x 4 games
  std::set<int64_t> indices;
  for (const tourney::v1::GameRecord& record : *records) {
    EXPECT_EQ(record.termination(), "normal") << record.termination_detail();
    EXPECT_EQ(record.scores(0) + record.scores(1), 1.0);
    EXPECT_EQ(record.points(0), -record.points(1));
    EXPECT_GE(record.plies(), 9);  // the shortest possible game
    EXPECT_EQ(record.opening_plies(), 4);
    indices.insert(record.game_index());
  }
  EXPECT_EQ(indices.size(), 12u);
  // The log on disk holds the same games.
  absl::StatusOr<harness::LoadedResults> loaded = harness::ReadResults(run.config.results());
  ASSERT_TRUE(loaded.ok());
  EXPECT_EQ(loaded->records.size(), 12u);

  // Deterministic engines + the same seed = the same games, move for move.
  run.config.set_results(ScratchPath("rr2/results.jsonl"));
  run.config.set_concurrency(1);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> replay = harness::RunTournament(run);
  ASSERT_TRUE(replay.ok()) << replay.status();
  for (size_t i = 0; i < records->size(); ++i) {
    EXPECT_EQ((*replay)[i].moves(), (*records)[i].moves()) << "game " << i;
  }
}

TEST(TournamentE2eTest, GauntletMeetsOnlyTheHub) {
  harness::TournamentRun run = MakeRun({"name=hub,builtin=reversi,option.eval=seed,option.depth=1",
                                        "name=r1,builtin=random", "name=r2,builtin=random"},
                                       2, ScratchPath("gauntlet/results.jsonl"));
  run.config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  harness::ApplyDefaults(&run.config);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 4u);
  for (const tourney::v1::GameRecord& record : *records) {
    EXPECT_TRUE(record.players(0).name() == "hub" || record.players(1).name() == "hub");
  }
}

TEST(TournamentE2eTest, AnEngineIsStartedOnceAndRestartedOnlyAfterAFault) {
  tourney::v1::EngineSpec spec = *harness::ParseEngineSpec("name=r,builtin=random");
  harness::LaunchSettings launch;
  launch.builtin_dir = "engines";
  launch.game = "reversi";
  harness::EngineConnection connection(spec, launch);
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(connection.Get().ok());
  EXPECT_EQ(connection.starts(), 1);
  connection.Reset();  // what the match runner does after a fault
  ASSERT_TRUE(connection.Get().ok());
  ASSERT_TRUE(connection.Get().ok());
  EXPECT_EQ(connection.starts(), 2);
}

TEST(TournamentE2eTest, PlaysARemoteEngineByAddress) {
  // An engine someone else started: the harness only connects to it.
  absl::StatusOr<std::unique_ptr<harness::EngineProcess>> remote = harness::EngineProcess::Start(
      "engines/reversi/reversi_engine", {}, "", 10000, harness::ProcessIo::kPrintsAddress);
  ASSERT_TRUE(remote.ok()) << remote.status();
  harness::TournamentRun run = MakeRun(
      {absl::StrCat("name=remote,addr=", (*remote)->address(), ",option.eval=seed,option.depth=2"),
       "name=random,builtin=random"},
      4, ScratchPath("remote/results.jsonl"));
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 4u);
  ExpectAllNormal(*records);
  EXPECT_TRUE((*remote)->ExitStatus().empty()) << "the harness must not stop a remote engine";
}

TEST(TournamentE2eTest, RandomEnginePlaysBattleshipTwoPlayerAndSolo) {
  harness::TournamentRun run = MakeRun({"name=r1,builtin=random", "name=r2,builtin=random"}, 4,
                                       ScratchPath("battleship/results.jsonl"));
  SetGame(&run, "battleship", "seed8");
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 4u);
  for (const tourney::v1::GameRecord& record : *records) {
    EXPECT_EQ(record.termination(), "normal") << record.termination_detail();
    EXPECT_EQ(record.scores(0) + record.scores(1), 1);
  }
  // Solo: each engine shoots at referee-placed fleets; points = shots.
  run.config.set_variant("seed8:solo");
  run.config.set_seats_per_game(1);
  run.config.set_results(ScratchPath("battleship-solo/results.jsonl"));
  records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 8u);  // 4 games for each engine alone
  for (const tourney::v1::GameRecord& record : *records) {
    ASSERT_EQ(record.points_size(), 1);
    EXPECT_GE(record.points(0), 16);
    EXPECT_LE(record.points(0), 64);
  }
}

TEST(TournamentE2eTest, BattleshipEngineBeatsRandom) {
  harness::TournamentRun run =
      MakeRun({"name=direction,builtin=battleship", "name=random,builtin=random"}, 8,
              ScratchPath("battleship-engine/results.jsonl"));
  SetGame(&run, "battleship", "seed8");
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  double score = 0;
  for (const tourney::v1::GameRecord& record : *records) {
    EXPECT_EQ(record.termination(), "normal") << record.termination_detail();
    score += record.scores(record.players(0).name() == "direction" ? 0 : 1);
  }
  // ~37 shots against ~61: random wins almost never.
  EXPECT_GE(score, 7);
}

TEST(TournamentE2eTest, UndeclaredOrInvalidOptionsAreRefusedBeforeAnyGame) {
  const std::string results = ScratchPath("refused/results.jsonl");
  harness::TournamentRun run =
      MakeRun({"name=a,builtin=random", "name=b,builtin=reversi,option.depht=3"}, 2, results);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_FALSE(records.ok());
  EXPECT_EQ(std::string(records.status().message()),
            "engine b: undeclared option 'depht' (declared: eval, depth, time_ms, max_think_ms, "
            "noise, level, endgame_empties, threads, book, disc_count_empties)");
  EXPECT_FALSE(std::filesystem::exists(results));

  run = MakeRun({"name=a,builtin=random", "name=b,builtin=reversi,option.depth=99"}, 2,
                ScratchPath("refused2/results.jsonl"));
  EXPECT_EQ(std::string(harness::RunTournament(run).status().message()),
            "engine b: option depth=99: outside [0, 60]");

  run = MakeRun({"name=a,builtin=random", "name=b,builtin=nosuch"}, 2,
                ScratchPath("refused3/results.jsonl"));
  EXPECT_EQ(std::string(harness::RunTournament(run).status().message()),
            "engine b: no built-in engine 'nosuch' (looked for engines/nosuch/nosuch_engine; "
            "built-ins: " +
                absl::StrJoin(engines::BuiltinEngineNames(), ", ") + ")");
}

// Every built-in engine refuses NaN and infinities for each DOUBLE option it
// declares, on every request (the harness refuses them before any game too:
// tests/check_command_test).
TEST(TournamentE2eTest, EnginesRefuseNonFiniteDoubleOptions) {
  int refused = 0;
  for (const std::string& name : engines::BuiltinEngineNames()) {
    absl::StatusOr<std::unique_ptr<harness::EngineProcess>> process = harness::EngineProcess::Start(
        engines::BuiltinEngineBinary(name), {}, "", 10000, harness::ProcessIo::kPrintsAddress);
    ASSERT_TRUE(process.ok()) << process.status();
    harness::GrpcTransport transport((*process)->address());
    absl::StatusOr<bot::v1::EngineInfo> info = transport.GetInfo(10000);
    ASSERT_TRUE(info.ok()) << info.status();
    const bot::v1::GameSupport& plays = info->games(0);
    for (const bot::v1::OptionSpec& option : info->options()) {
      if (option.type() != bot::v1::OptionSpec::DOUBLE) continue;
      for (const std::string value : {"nan", "inf", "-inf"}) {
        bot::v1::DecideRequest request;
        request.set_game(plays.game());
        if (!plays.variants().empty()) request.set_variant(plays.variants(0));
        (*request.mutable_options())[option.name()] = value;
        const harness::DecideOutcome outcome = transport.Decide(request, 10000);
        EXPECT_EQ(outcome.fault, harness::CallFault::kEngineError) << name << " " << value;
        EXPECT_NE(outcome.detail.find(
                      absl::StrCat("option ", option.name(), "=", value, ": not a finite number")),
                  std::string::npos)
            << name << ": " << outcome.detail;
        ++refused;
      }
    }
  }
  EXPECT_GE(refused, 3);  // reversi's noise at least
}

TEST(TournamentE2eTest, ExistingResultsNeedResume) {
  const std::string results = ScratchPath("exists/results.jsonl");
  harness::TournamentRun run =
      MakeRun({"name=a,builtin=random", "name=b,cmd=engines/random/random_engine"}, 2, results);
  ASSERT_TRUE(harness::RunTournament(run).ok());
  EXPECT_EQ(std::string(harness::RunTournament(run).status().message()),
            results + " already exists: pass --resume to continue it, or another --results");
  run.resume = true;
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> again = harness::RunTournament(run);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->size(), 2u);  // nothing replayed, nothing duplicated
  // A different tournament may not append to this log: another seed, or
  // the same engine started with other arguments.
  harness::TournamentRun reseeded = run;
  reseeded.config.set_seed(7);
  harness::TournamentRun reargued = run;
  reargued.config.mutable_engines(1)->add_args("--host=127.0.0.1");
  for (const harness::TournamentRun& changed : {reseeded, reargued}) {
    EXPECT_NE(harness::RunTournament(changed).status().message().find(
                  "holds games of another tournament"),
              std::string::npos);
  }
}

}  // namespace
}  // namespace tests
